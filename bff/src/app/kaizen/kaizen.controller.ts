import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Query, Req, StreamableFile } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  cerrarKaizenSchema,
  crearKaizenSchema,
  editarKaizenSchema,
  KAIZEN_EXPORT_FILE_NAME,
  kaizensFiltroSchema,
  kaizensQuerySchema,
  tarjetaHacerSchema,
  type CerrarKaizenInput,
  type CrearKaizenInput,
  type EditarKaizenInput,
  type Kaizen,
  type KaizenDeTarjeta,
  type KaizenRecurrencia,
  type KaizensFiltroInput,
  type KaizensPagina,
  type KaizensQueryInput,
  type KaizenTotales,
  type RegistroHistorial,
  type SuccessResponse,
  type TarjetaHacerInput,
} from '@portal/shared/domain';
import { CurrentActor, type Actor } from '../audit/actor';
import { Authenticated, RequireCapability } from '../common/access/access.decorators';
import { APP_CONFIG, type AppConfig } from '../common/config/app-config';
import { adjunto } from '../common/http/attachment';
import { ZodPipe } from '../common/pipes/zod.pipe';
import { libroKaizens } from './kaizen-export';
import { KaizenService } from './kaizen.service';

/** `/api/tarjetaskaizen` (spec §7). */
@Controller('tarjetaskaizen')
export class KaizenController {
  constructor(
    private readonly kaizen: KaizenService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** No query parameters: every Kaizen (old clients). Any parameter: one page. */
  @Get()
  @Authenticated()
  list(@Query(new ZodPipe(kaizensQuerySchema)) query: KaizensQueryInput, @Req() request: FastifyRequest): Promise<Kaizen[] | KaizensPagina> {
    const raw = request.query as Record<string, unknown> | undefined;
    if (!raw || Object.keys(raw).length === 0) return this.kaizen.all();
    return this.kaizen.page(query);
  }

  @Get('totales')
  @Authenticated()
  totales(@Query(new ZodPipe(kaizensFiltroSchema)) filtro: KaizensFiltroInput): Promise<KaizenTotales> {
    return this.kaizen.totales(filtro);
  }

  /** QuickKaizen.xlsx with the filtered Kaizens, newest first. */
  @Get('export')
  @RequireCapability('kaizen.operate')
  async export(@Query(new ZodPipe(kaizensFiltroSchema)) filtro: KaizensFiltroInput): Promise<StreamableFile> {
    const libro = await libroKaizens(await this.kaizen.exportables(filtro), this.config.plantTz);
    return new StreamableFile(libro, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', disposition: adjunto(KAIZEN_EXPORT_FILE_NAME), length: libro.length });
  }

  @Get('de-tarjeta/:id')
  @Authenticated()
  deTarjeta(@Param('id') id: string): Promise<KaizenDeTarjeta[]> {
    return this.kaizen.deTarjeta(id);
  }

  @Get(':id')
  @Authenticated()
  get(@Param('id') id: string): Promise<Kaizen> {
    return this.kaizen.get(id);
  }

  @Get(':id/recurrencia')
  @Authenticated()
  recurrencia(@Param('id') id: string): Promise<KaizenRecurrencia> {
    return this.kaizen.recurrencia(id);
  }

  @Get(':id/historial')
  @Authenticated()
  historial(@Param('id') id: string): Promise<RegistroHistorial[]> {
    return this.kaizen.historial(id);
  }

  @Post()
  @RequireCapability('kaizen.create')
  crear(@Body(new ZodPipe(crearKaizenSchema)) body: CrearKaizenInput, @CurrentActor() actor: Actor): Promise<Kaizen> {
    return this.kaizen.crear(body, actor);
  }

  @Post('tarjetasHacer')
  @HttpCode(200)
  @RequireCapability('kaizen.operate')
  tarjetasHacer(@Body(new ZodPipe(tarjetaHacerSchema)) body: TarjetaHacerInput, @CurrentActor() actor: Actor): Promise<Kaizen> {
    return this.kaizen.agregarHacer(body, actor);
  }

  @Post('cerrar')
  @HttpCode(200)
  @RequireCapability('kaizen.operate')
  cerrar(@Body(new ZodPipe(cerrarKaizenSchema)) body: CerrarKaizenInput, @CurrentActor() actor: Actor): Promise<Kaizen> {
    return this.kaizen.cerrar(body, actor);
  }

  @Post('editarkaizen')
  @HttpCode(200)
  @RequireCapability('kaizen.edit')
  editar(@Body(new ZodPipe(editarKaizenSchema)) body: EditarKaizenInput, @CurrentActor() actor: Actor): Promise<Kaizen> {
    return this.kaizen.editar(body, actor);
  }

  @Delete(':id')
  @RequireCapability('kaizen.delete')
  async delete(@Param('id') id: string, @CurrentActor() actor: Actor): Promise<SuccessResponse> {
    await this.kaizen.delete(id, actor);
    return { success: true };
  }
}
