import { Body, Controller, Delete, Get, HttpCode, Inject, Logger, Param, Post, Query, StreamableFile } from '@nestjs/common';
import {
  crearCampoSchema,
  equipoMaquinaSchema,
  ETIQUETAS_QR_FILE_NAME,
  etiquetasQuerySchema,
  parteMaquinaSchema,
  type Campo,
  type CrearCampoInput,
  type EquipoMaquinaInput,
  type EtiquetasQuery,
  type ParteMaquinaInput,
  type SuccessResponse,
} from '@portal/shared/domain';
import { CurrentActor, type Actor } from '../audit/actor';
import { Authenticated, RequireCapability } from '../common/access/access.decorators';
import { APP_CONFIG, type AppConfig } from '../common/config/app-config';
import { HeavyJobPool } from '../common/heavy/heavy-job-pool';
import { HEAVY_TASK } from '../common/heavy/heavy-task-names';
import { ZodPipe } from '../common/pipes/zod.pipe';
import { linkOrigin } from '../common/public-url';
import { CamposService } from './campos.service';

@Controller('campos')
export class CamposController {
  private readonly logger = new Logger('EtiquetasQR');

  constructor(
    private readonly campos: CamposService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly pesados: HeavyJobPool,
  ) {}

  @Get()
  @Authenticated()
  list(): Promise<Campo[]> {
    return this.campos.list();
  }

  /**
   * Printable QR labels (A4 PDF, streamed) of every machine or of `?maquina=`, with a label per part unless
   * `partes=false`. Drawn by streamEtiquetasPdf in a heavy-job worker (1,500 labels take seconds of CPU).
   */
  @Get('etiquetas')
  @RequireCapability('campos.manage')
  async etiquetas(@Query(new ZodPipe(etiquetasQuerySchema)) query: EtiquetasQuery): Promise<StreamableFile> {
    const etiquetas = await this.campos.etiquetas(query, linkOrigin(this.config));
    const pdf = this.pesados.stream(HEAVY_TASK.etiquetasPdf, etiquetas);
    pdf.on('error', (err) => this.logger.error(err instanceof Error ? (err.stack ?? err.message) : err));
    return new StreamableFile(pdf, { type: 'application/pdf', disposition: `attachment; filename="${ETIQUETAS_QR_FILE_NAME}"` });
  }

  @Post()
  @RequireCapability('campos.manage')
  create(@Body(new ZodPipe(crearCampoSchema)) body: CrearCampoInput, @CurrentActor() actor: Actor): Promise<Campo> {
    return this.campos.create(body, actor);
  }

  @Post('parteMaquina')
  @HttpCode(200)
  @RequireCapability('campos.manage')
  addPart(@Body(new ZodPipe(parteMaquinaSchema)) body: ParteMaquinaInput, @CurrentActor() actor: Actor): Promise<Campo> {
    return this.campos.addPart(body, actor);
  }

  @Post('parteMaquinaDelete')
  @HttpCode(200)
  @RequireCapability('campos.manage')
  removePart(@Body(new ZodPipe(parteMaquinaSchema)) body: ParteMaquinaInput, @CurrentActor() actor: Actor): Promise<Campo> {
    return this.campos.removePart(body, actor);
  }

  /** The machine's Equipo autónomo, which the add form fills in (issue 22). */
  @Post('equipoMaquina')
  @HttpCode(200)
  @RequireCapability('campos.manage')
  setEquipo(@Body(new ZodPipe(equipoMaquinaSchema)) body: EquipoMaquinaInput, @CurrentActor() actor: Actor): Promise<Campo> {
    return this.campos.setEquipo(body, actor);
  }

  @Delete(':id')
  @RequireCapability('campos.manage')
  async delete(@Param('id') id: string, @CurrentActor() actor: Actor): Promise<SuccessResponse> {
    await this.campos.delete(id, actor);
    return { success: true };
  }
}
