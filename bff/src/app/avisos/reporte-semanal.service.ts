import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { MSG, type ReporteEnviado } from '@portal/shared/domain';
import { Clock } from '../common/clock';
import { APP_CONFIG, type AppConfig } from '../common/config/app-config';
import { badRequest, httpError } from '../common/http-errors';
import { linkOrigin } from '../common/public-url';
import { tituloReporte } from '../dashboard/reporte-pdf';
import { ReporteService } from '../dashboard/reporte.service';
import { AjustesPlantaService } from '../plantas/ajustes-planta.service';
import { html, Mailer, type Correo } from './mailer';
import { AVISOS_MAX_INTENTOS, esperaReintento, RECLAMO_VENCIDO_MS } from './reintentos';
import { ReporteSemanalRepository } from './reporte-semanal.repository';
import { semanaDebida } from './semana';

/** The weekly 'Reporte de avance' e-mail: sent by the periodic run when the week's is due, or now from the admin page. */
@Injectable()
export class ReporteSemanalService {
  private readonly logger = new Logger('Avisos');

  constructor(
    private readonly repo: ReporteSemanalRepository,
    private readonly mailer: Mailer,
    private readonly reportes: ReporteService,
    private readonly clock: Clock,
    private readonly ajustes: AjustesPlantaService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The week's report of the plant being run (`enPlanta`), once per ISO week of the plant across instances (a row per
   * week, claimed by one sender), to the plant's recipients (else REPORT_RECIPIENTS).
   */
  async enviarDebido(ahora: Date): Promise<string | undefined> {
    const { reportDay, reportHour } = this.config.avisos;
    const { zonaHoraria, destinatariosReporte: reportRecipients } = await this.ajustes.actual();
    if (!this.mailer.configurado || reportRecipients.length === 0) return undefined;
    const semana = semanaDebida(ahora, zonaHoraria, reportDay, reportHour);
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
    const { destinatariosReporte: destinatarios } = await this.ajustes.actual();
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
    const subject = `Reporte de avance semanal - ${reporte.planta} (${cuando}) - ${reporte.generado}`;
    const resumen = `Tarjetas: ${t.tarjetas} · Abiertas: ${t.abiertas} · Cerradas: ${t.cerradas}${t.porcentajeCerradas === null ? '' : ` (${t.porcentajeCerradas}%)`}`;
    const link = linkOrigin(this.config);
    return {
      to,
      subject,
      text: `Reporte de avance de ${reporte.planta} del Portal de Mejora Continua, generado el ${reporte.generado}.\n\n${resumen}\n\nEl detalle está en el PDF adjunto. Portal: ${link}/\n`,
      html: `<p>Reporte de avance de ${html(reporte.planta)} del Portal de Mejora Continua, generado el ${html(reporte.generado)}.</p><p>${html(resumen)}</p><p>El detalle está en el PDF adjunto. <a href="${html(link)}/">Abrir el portal</a></p>`,
      attachments: [{ filename: `${tituloReporte(null)}.pdf`, content: pdf, contentType: 'application/pdf' }],
    };
  }
}
