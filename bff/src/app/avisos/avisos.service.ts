import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import type { AvisosVencidas, Color, Prioridad } from '@portal/shared/domain';
import type { Actor } from '../audit/actor';
import { AuditedTx } from '../audit/audited-tx';
import { Clock } from '../common/clock';
import { APP_CONFIG, type AppConfig } from '../common/config/app-config';
import { PeriodicJob } from '../common/jobs/periodic-job';
import { enPlanta } from '../database/alcance-planta';
import { AjustesPlantaService } from '../plantas/ajustes-planta.service';
import { PlantasRepository } from '../plantas/plantas.repository';
import { AvisosRepository, type ResultadoVencer } from './avisos.repository';
import { CorreosService } from './correos.service';
import { Mailer } from './mailer';
import { ReporteSemanalService } from './reporte-semanal.service';

export interface ResultadoRun extends ResultadoVencer {
  enviados: number;
  fallidos: number;
  /** The ISO week whose report this run sent, if it did. */
  reporte?: string;
}

/**
 * Overdue escalation (docs/decisions.md, 'Overdue escalation and e-mail'): every AVISOS_INTERVAL_MINUTES each
 * instance inserts the notices due (exactly once per card and level, see AvisosRepository.vencer), then
 * sends the e-mail outbox (CorreosService), then the week's report when due (ReporteSemanalService). Runs of one instance never overlap; runs of
 * several instances may, and the database decides who sends what.
 */
@Injectable()
export class AvisosService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Avisos');
  private readonly job = new PeriodicJob(this.logger);

  constructor(
    private readonly repo: AvisosRepository,
    private readonly correos: CorreosService,
    private readonly reporteSemanal: ReporteSemanalService,
    private readonly mailer: Mailer,
    private readonly audited: AuditedTx,
    private readonly clock: Clock,
    private readonly plantas: PlantasRepository,
    private readonly ajustes: AjustesPlantaService,
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

  /** Each plant in turn, in its own alcance: a plant's notices, e-mails and report never see another's rows. */
  private async runOnce(ahora: Date): Promise<ResultadoRun> {
    const total: ResultadoRun = { avisos: 0, destinatarios: 0, correos: 0, enviados: 0, fallidos: 0 };
    for (const planta of await this.plantas.ids()) {
      const r = await enPlanta(planta, () => this.runPlanta(ahora));
      total.avisos += r.avisos;
      total.destinatarios += r.destinatarios;
      total.correos += r.correos;
      total.enviados += r.enviados;
      total.fallidos += r.fallidos;
      total.reporte ??= r.reporte;
    }
    return total;
  }

  private async runPlanta(ahora: Date): Promise<ResultadoRun> {
    const planta = await this.ajustes.actual();
    const vencer = await this.repo.vencer(ahora, planta.diasAlerta, this.mailer.configurado);
    if (vencer.avisos) this.logger.log(`Avisos: ${vencer.avisos} nuevos, ${vencer.destinatarios} destinatarios, ${vencer.correos} e-mails`);
    // After the commit: a failed send never undoes a notice, and is retried by a later run.
    const { enviados, fallidos } = await this.correos.enviar(ahora, planta);
    const reporte = await this.reporteSemanal.enviarDebido(ahora).catch((err: unknown) => {
      this.logger.error(`Reporte semanal: ${String(err)}`);
      return undefined;
    });
    return { ...vencer, enviados, fallidos, reporte };
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
