import { Controller, Inject, Logger, Param, StreamableFile } from '@nestjs/common';
import { camposContrato as C, ETIQUETAS_QR_FILE_NAME, type Campo, type ConsultaDe, type CuerpoDe, type SuccessResponse } from '@portal/shared/domain';
import { CurrentActor, type Actor } from '../audit/actor';
import { APP_CONFIG, type AppConfig } from '../common/config/app-config';
import { Consulta, Cuerpo, Endpoint } from '../common/contract';
import { HeavyJobPool } from '../common/heavy/heavy-job-pool';
import { HEAVY_TASK } from '../common/heavy/heavy-task-names';
import { linkOrigin } from '../common/public-url';
import { CamposService } from './campos.service';

/** `/api/campos`: the options the card forms pick from. */
@Controller()
export class CamposController {
  private readonly logger = new Logger('EtiquetasQR');

  constructor(
    private readonly campos: CamposService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly pesados: HeavyJobPool,
  ) {}

  @Endpoint(C.listar)
  list(): Promise<Campo[]> {
    return this.campos.list();
  }

  /**
   * Printable QR labels (A4 PDF, streamed) of every machine or of `?maquina=`, with a label per part unless
   * `partes=false`. Drawn by streamEtiquetasPdf in a heavy-job worker (1,500 labels take seconds of CPU).
   */
  @Endpoint(C.etiquetas)
  async etiquetas(@Consulta() query: ConsultaDe<typeof C.etiquetas>): Promise<StreamableFile> {
    const etiquetas = await this.campos.etiquetas(query, linkOrigin(this.config));
    const pdf = this.pesados.stream(HEAVY_TASK.etiquetasPdf, etiquetas);
    pdf.on('error', (err) => this.logger.error(err instanceof Error ? (err.stack ?? err.message) : err));
    return new StreamableFile(pdf, { type: 'application/pdf', disposition: `attachment; filename="${ETIQUETAS_QR_FILE_NAME}"` });
  }

  @Endpoint(C.crear)
  create(@Cuerpo() body: CuerpoDe<typeof C.crear>, @CurrentActor() actor: Actor): Promise<Campo> {
    return this.campos.crear(body, actor);
  }

  @Endpoint(C.agregarParte)
  addPart(@Cuerpo() body: CuerpoDe<typeof C.agregarParte>, @CurrentActor() actor: Actor): Promise<Campo> {
    return this.campos.agregarParte(body, actor);
  }

  @Endpoint(C.quitarParte)
  removePart(@Cuerpo() body: CuerpoDe<typeof C.quitarParte>, @CurrentActor() actor: Actor): Promise<Campo> {
    return this.campos.quitarParte(body, actor);
  }

  /** The machine's Equipo autónomo, which the add form fills in (issue 22). */
  @Endpoint(C.equipoMaquina)
  setEquipo(@Cuerpo() body: CuerpoDe<typeof C.equipoMaquina>, @CurrentActor() actor: Actor): Promise<Campo> {
    return this.campos.asignarEquipo(body, actor);
  }

  @Endpoint(C.eliminar)
  async delete(@Param('id') id: string, @CurrentActor() actor: Actor): Promise<SuccessResponse> {
    await this.campos.eliminar(id, actor);
    return { success: true };
  }
}
