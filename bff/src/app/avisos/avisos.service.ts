import { HttpStatus, Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { MSG, type AvisosVencidas, type Color, type Prioridad, type ReporteEnviado } from '@portal/shared/domain';
import type { Actor } from '../audit/actor';
import { AuditedTx } from '../audit/audited-tx';
import { Clock } from '../common/clock';
import { APP_CONFIG, type AppConfig } from '../common/config/app-config';
import { PeriodicJob } from '../common/jobs/periodic-job';
import { badRequest, httpError } from '../common/http-errors';
import { linkOrigin } from '../common/public-url';
import { tituloReporte } from '../dashboard/reporte-pdf';
import { ReporteService } from '../dashboard/reporte.service';
import { correoDigesto } from './avisos-correo';
import { AvisosRepository, type ResultadoVencer } from './avisos.repository';
import { html, Mailer, type Correo } from './mailer';
import { semanaDebida } from './semana';

/** A claim older than this belongs to a sender that died: the row is free again. */
const RECLAMO_VENCIDO_MS = 10 * 60_000;
/** After this many failed attempts an outbox row is given up ('fallido'). */
export const AVISOS_MAX_INTENTOS = 8;
/** Users whose digests one claim takes. */
const LOTE_USUARIOS = 20;
/** Wait before the next attempt: 1, 2, 4 … minutes, at most 4 hours. */
export const esperaReintento = (intentos: number): number => Math.min(60_000 * 2 ** intentos, 4 * 3_600_000);

export interface ResultadoRun extends ResultadoVencer {
  enviados: number;
  fallidos: number;
  /** The ISO week whose report this run sent, if it did. */
  reporte?: string;
}

/**
 * Overdue escalation (docs/decisions.md, 'Overdue escalation and e-mail'): every AVISOS_INTERVAL_MINUTES each
 * instance inserts the notices due (exactly once per card and level, see AvisosRepository.vencer), then
 * sends the e-mail outbox, then the week's report when due. Runs of one instance never overlap; runs of
 * several instances may, and the database decides who sends what.
 */
@Injectable()
export class AvisosService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Avisos');
  private readonly job = new PeriodicJob(this.logger);

  constructor(
    private readonly repo: AvisosRepository,
    private readonly mailer: Mailer,
    private readonly reportes: ReporteService,
    private readonly audited: AuditedTx,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    // A first run right after start: a restarted instance does not wait a whole interval.
    this.job.start(this.config.avisos.intervalMs, () => this.runOnce(this.clock.now()), { firstAfterMs: 1_000 });
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.job.stop();
  }

  /** One run (queued behind a running one); `ahora` defaults to the app's clock. */
  ejecutar(ahora?: Date): Promise<ResultadoRun> {
    return this.job.enqueue(() => this.runOnce(ahora ?? this.clock.now()));
  }

  private async runOnce(ahora: Date): Promise<ResultadoRun> {
    const vencer = await this.repo.vencer(ahora, this.mailer.configurado);
    if (vencer.avisos) this.logger.log(`Avisos: ${vencer.avisos} nuevos, ${vencer.destinatarios} destinatarios, ${vencer.correos} e-mails`);
    // After the commit: a failed send never undoes a notice, and is retried by a later run.
    const { enviados, fallidos } = await this.enviarCorreos(ahora);
    const reporte = await this.reporteSemanal(ahora).catch((err: unknown) => {
      this.logger.error(`Reporte semanal: ${String(err)}`);
      return undefined;
    });
    return { ...vencer, enviados, fallidos, reporte };
  }

  /**
   * Sends the due outbox rows this instance claims, one e-mail per user listing all of theirs (a digest).
   * `enviados`/`fallidos` count notices (outbox rows). A failure is logged and rescheduled, never thrown.
   */
  private async enviarCorreos(ahora: Date): Promise<{ enviados: number; fallidos: number }> {
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
          await this.mailer.enviar(correoDigesto({ ...d, filas: abiertas }, origen, ahora, this.config.plantTz));
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

  /** The week's report, once per ISO week across instances (a row per week, claimed by one sender). */
  private async reporteSemanal(ahora: Date): Promise<string | undefined> {
    const { reportRecipients, reportDay, reportHour } = this.config.avisos;
    if (!this.mailer.configurado || reportRecipients.length === 0) return undefined;
    const semana = semanaDebida(ahora, this.config.plantTz, reportDay, reportHour);
    if (!semana) return undefined;
    const reclamo = await this.repo.claimSemana(semana, ahora, RECLAMO_VENCIDO_MS);
    if (!reclamo) return undefined;
    try {
      await this.mailer.enviar(await this.correoReporte(reportRecipients, `semana ${semana}`));
      await this.repo.updateSemanaEnviada(semana, reportRecipients, this.clock.now());
      return semana;
    } catch (err) {
      const rendirse = reclamo.intentos + 1 >= AVISOS_MAX_INTENTOS;
      this.logger.warn(`Reporte semanal ${semana} no enviado (intento ${reclamo.intentos + 1}): ${String(err)}`);
      await this.repo.updateSemanaFallida(semana, String(err), new Date(ahora.getTime() + esperaReintento(reclamo.intentos)), rendirse);
      return undefined;
    }
  }

  /** 'Enviar reporte semanal ahora' (Admin): clear 400s when e-mail or recipients are not configured, 502 when the server refuses. */
  async enviarReporteAhora(): Promise<ReporteEnviado> {
    if (!this.mailer.configurado) throw badRequest(MSG.smtpNoConfigurado);
    const destinatarios = this.config.avisos.reportRecipients;
    if (destinatarios.length === 0) throw badRequest(MSG.reporteSinDestinatarios);
    const correo = await this.correoReporte(destinatarios, 'enviado a pedido');
    try {
      await this.mailer.enviar(correo);
    } catch (err) {
      this.logger.warn(`Reporte a pedido no enviado: ${String(err)}`);
      throw httpError(HttpStatus.BAD_GATEWAY, MSG.reporteNoEnviado);
    }
    return { destinatarios, asunto: correo.subject };
  }

  private async correoReporte(to: string[], cuando: string): Promise<Correo> {
    const reporte = await this.reportes.reporte(undefined);
    const pdf = await this.reportes.pdf(undefined);
    const t = reporte.totales;
    const subject = `Reporte de avance semanal (${cuando}) - ${reporte.generado}`;
    const resumen = `Tarjetas: ${t.tarjetas} · Abiertas: ${t.abiertas} · Cerradas: ${t.cerradas}${t.porcentajeCerradas === null ? '' : ` (${t.porcentajeCerradas}%)`}`;
    const link = linkOrigin(this.config);
    return {
      to,
      subject,
      text: `Reporte de avance del Portal de Mejora Continua, generado el ${reporte.generado}.\n\n${resumen}\n\nEl detalle está en el PDF adjunto. Portal: ${link}/\n`,
      html: `<p>Reporte de avance del Portal de Mejora Continua, generado el ${html(reporte.generado)}.</p><p>${html(resumen)}</p><p>El detalle está en el PDF adjunto. <a href="${html(link)}/">Abrir el portal</a></p>`,
      attachments: [{ filename: `${tituloReporte(null)}.pdf`, content: pdf, contentType: 'application/pdf' }],
    };
  }

  // ---- The bell's 'Vencidas' --------------------------------------------------------------------------

  async vencidas(userId: string, limite?: number): Promise<AvisosVencidas> {
    const [filas, noLeidas] = await Promise.all([this.repo.deUsuarioAbiertas(userId, limite), this.repo.countNoLeidas(userId)]);
    return {
      items: filas.map((f) => ({
        _id: f.id,
        tarjetaId: f.tarjetaId,
        numero: f.numero,
        color: f.color as Color,
        maquina: f.maquina,
        prioridad: f.prioridad as Prioridad,
        equipo: f.equipo,
        fecha: f.fecha.toISOString(),
        nivel: f.nivel,
        notificadaEn: f.notificadaEn.toISOString(),
        leida: f.leida,
      })),
      noLeidas,
    };
  }

  async marcarLeidas(actor: Actor): Promise<AvisosVencidas> {
    await this.audited.run(actor, 'leer_vencidas', () => this.repo.updateLeidas(actor.id));
    return this.vencidas(actor.id);
  }

  /** The user opened the card: its overdue notices are read. */
  async marcarLeidasDeTarjeta(actor: Actor, tarjetaId: string): Promise<void> {
    await this.audited.run(actor, 'leer_vencidas', () => this.repo.updateLeidas(actor.id, tarjetaId));
  }
}
