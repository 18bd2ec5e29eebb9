import { Inject, Injectable, Logger } from '@nestjs/common';
import { Clock } from '../common/clock';
import { APP_CONFIG, type AppConfig } from '../common/config/app-config';
import type { AjustesPlanta } from '@portal/shared/domain';
import { linkOrigin } from '../common/public-url';
import { correoDigesto } from './avisos-correo';
import { CorreosRepository } from './correos.repository';
import { Mailer } from './mailer';
import { AVISOS_MAX_INTENTOS, esperaReintento, RECLAMO_VENCIDO_MS } from './reintentos';

/** Users whose digests one claim takes. */
const LOTE_USUARIOS = 20;

/** The overdue notices' e-mail outbox: each run sends the due rows this instance claims, as one digest per user. */
@Injectable()
export class CorreosService {
  private readonly logger = new Logger('Avisos');

  constructor(
    private readonly repo: CorreosRepository,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Sends the due outbox rows this instance claims, one e-mail per user listing all of theirs (a digest).
   * `enviados`/`fallidos` count notices (outbox rows). A failure is logged and rescheduled, never thrown.
   */
  async enviar(ahora: Date, planta: AjustesPlanta): Promise<{ enviados: number; fallidos: number }> {
    let enviados = 0;
    let fallidos = 0;
    if (!this.mailer.configurado) return { enviados, fallidos };
    const origen = linkOrigin(this.config);
    for (;;) {
      const lote = await this.repo.claimDigestos(ahora, RECLAMO_VENCIDO_MS, LOTE_USUARIOS);
      for (const d of lote) {
        // The user may have turned e-mail off or removed the address since; a closed card needs no e-mail.
        const abiertas = d.correo && d.avisosCorreo ? d.filas.filter((c) => c.estadoTarjeta === 'Abierta') : [];
        await this.repo.updateCorreosOmitidos(d.filas.filter((c) => !abiertas.includes(c)).map((c) => c.id));
        if (abiertas.length === 0) continue;
        const ids = abiertas.map((c) => c.id);
        try {
          await this.mailer.enviar(correoDigesto({ ...d, filas: abiertas }, origen, ahora, planta));
          await this.repo.updateCorreosEnviados(ids, this.clock.now());
          enviados += ids.length;
        } catch (err) {
          // The whole digest is retried: all its rows wait as long as its most-tried one.
          fallidos += ids.length;
          const intentos = Math.max(...abiertas.map((c) => c.intentos));
          this.logger.warn(`E-mail de avisos (${ids.length}) a ${d.correo} no enviado (intento ${intentos + 1}): ${String(err)}`);
          await this.repo.updateCorreosFallidos(ids, String(err), new Date(ahora.getTime() + esperaReintento(intentos)), AVISOS_MAX_INTENTOS);
        }
      }
      if (lote.length < LOTE_USUARIOS) break;
    }
    return { enviados, fallidos };
  }
}
