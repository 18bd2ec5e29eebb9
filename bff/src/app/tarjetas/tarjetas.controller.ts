import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Req, Res, StreamableFile } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  agregarImagenSchema,
  cerrarTarjetaAmarillaSchema,
  cerrarTarjetaSchema,
  crearTarjetaAmarillaSchema,
  crearTarjetaSchema,
  editarTarjetaAmarillaSchema,
  editarTarjetaSchema,
  EXPORT_FILE_NAME,
  filtroSeleccionSchema,
  planificacionSchema,
  siguienteNumeroQuerySchema,
  tarjetasAbiertasQuerySchema,
  tarjetasGruposQuerySchema,
  tarjetasRecientesQuerySchema,
  tarjetasQuerySchema,
  valoresQuerySchema,
  type AgregarImagenInput,
  type CerrarTarjetaAmarillaInput,
  type CerrarTarjetaInput,
  type CrearTarjetaAmarillaInput,
  type CrearTarjetaInput,
  type EditarTarjetaAmarillaInput,
  type EditarTarjetaInput,
  type FiltroSeleccionInput,
  type PlanificacionInput,
  type SiguienteNumero,
  type SuccessResponse,
  type Tarjeta,
  type TarjetasAbiertas,
  type TarjetasAbiertasQueryInput,
  type TarjetasGrupos,
  type TarjetasGruposQueryInput,
  type TarjetasRecientes,
  type TarjetasRecientesQueryInput,
  type TarjetasPagina,
  type TarjetasQueryInput,
} from '@portal/shared/domain';
import { z } from 'zod';
import { CurrentActor, type Actor } from '../audit/actor';
import { Authenticated, RequireCapability } from '../common/access/access.decorators';
import { CurrentUser, type AuthUser } from '../common/access/auth-user';
import { IdempotencyKey } from '../common/http/idempotency-key';
import { ZodPipe } from '../common/pipes/zod.pipe';
import { TarjetasTodas } from './tarjetas-todas';
import { TarjetasService } from './tarjetas.service';

@Controller('tarjetas')
export class TarjetasController {
  constructor(
    private readonly tarjetas: TarjetasService,
    private readonly todas: TarjetasTodas,
  ) {}

  /** No query parameters: every card (old clients; a JSON array streamed in batches, see TarjetasTodas). Any parameter: one page. */
  @Get()
  @Authenticated()
  async list(@Query(new ZodPipe(tarjetasQuerySchema)) query: TarjetasQueryInput, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<StreamableFile | TarjetasPagina> {
    const raw = request.query as Record<string, unknown> | undefined;
    if (raw && Object.keys(raw).length > 0) return this.tarjetas.page(query);
    // Nothing written yet, so a close here is the client leaving: it gives up its place in the queue.
    const seFue = new AbortController();
    const irse = () => seFue.abort();
    reply.raw.once('close', irse);
    try {
      return new StreamableFile(await this.todas.abrir(seFue.signal), { type: 'application/json; charset=utf-8' });
    } finally {
      reply.raw.off('close', irse);
    }
  }

  /** Card counts per value of `por` over the list's filtered set (the list's 'Agrupar por'). */
  @Get('grupos')
  @Authenticated()
  grupos(@Query(new ZodPipe(tarjetasGruposQuerySchema)) query: TarjetasGruposQueryInput): Promise<TarjetasGrupos> {
    return this.tarjetas.grupos(query);
  }

  @Get('siguiente-numero')
  @Authenticated()
  siguienteNumero(@Query(new ZodPipe(siguienteNumeroQuerySchema)) { color }: z.infer<typeof siguienteNumeroQuerySchema>): Promise<SiguienteNumero> {
    return this.tarjetas.siguienteNumero(color);
  }

  /** Duplicate warning at capture: the open cards on a machine (and part), newest first, with their total. */
  @Get('abiertas')
  @Authenticated()
  abiertas(@Query(new ZodPipe(tarjetasAbiertasQuerySchema)) query: TarjetasAbiertasQueryInput): Promise<TarjetasAbiertas> {
    return this.tarjetas.abiertas(query);
  }

  /** The add form's recent choices (the user's last cards and the machine's): same access as creating a card. */
  @Get('recientes')
  @Authenticated()
  recientes(@Query(new ZodPipe(tarjetasRecientesQuerySchema)) query: TarjetasRecientesQueryInput, @CurrentUser() user: AuthUser): Promise<TarjetasRecientes> {
    return this.tarjetas.recientes(user, query);
  }

  @Get('valores')
  @Authenticated()
  valores(@Query(new ZodPipe(valoresQuerySchema)) { columna }: z.infer<typeof valoresQuerySchema>): Promise<string[]> {
    return this.tarjetas.valores(columna);
  }

  @Get(':id')
  @Authenticated()
  get(@Param('id') id: string): Promise<Tarjeta> {
    return this.tarjetas.get(id);
  }

  @Post()
  @Authenticated()
  crear(@Body(new ZodPipe(crearTarjetaSchema)) body: CrearTarjetaInput, @IdempotencyKey() key: string | undefined, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<Tarjeta> {
    return this.tarjetas.crear(body, user, actor, key);
  }

  @Post('amarilla')
  @Authenticated()
  crearAmarilla(@Body(new ZodPipe(crearTarjetaAmarillaSchema)) body: CrearTarjetaAmarillaInput, @IdempotencyKey() key: string | undefined, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<Tarjeta> {
    return this.tarjetas.crear(body, user, actor, key);
  }

  @Post('agregarplanificacion')
  @HttpCode(200)
  @RequireCapability('tarjetas.operate')
  planificar(@Body(new ZodPipe(planificacionSchema)) body: PlanificacionInput, @CurrentActor() actor: Actor): Promise<Tarjeta> {
    return this.tarjetas.planificar(body, actor);
  }

  @Post('cerrar')
  @HttpCode(200)
  @RequireCapability('tarjetas.operate')
  cerrar(@Body(new ZodPipe(cerrarTarjetaSchema)) body: CerrarTarjetaInput, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<Tarjeta> {
    return this.tarjetas.cerrar(body, user, actor);
  }

  @Post('cerrar/amarilla')
  @HttpCode(200)
  @RequireCapability('tarjetas.operate')
  cerrarAmarilla(@Body(new ZodPipe(cerrarTarjetaAmarillaSchema)) body: CerrarTarjetaAmarillaInput, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<Tarjeta> {
    return this.tarjetas.cerrarAmarilla(body, user, actor);
  }

  @Post('editar')
  @HttpCode(200)
  @RequireCapability('tarjetas.edit')
  editar(@Body(new ZodPipe(editarTarjetaSchema)) body: EditarTarjetaInput, @CurrentActor() actor: Actor): Promise<Tarjeta> {
    return this.tarjetas.editar(body, false, actor);
  }

  @Post('editarAmarilla')
  @HttpCode(200)
  @RequireCapability('tarjetas.edit')
  editarAmarilla(@Body(new ZodPipe(editarTarjetaAmarillaSchema)) body: EditarTarjetaAmarillaInput, @CurrentActor() actor: Actor): Promise<Tarjeta> {
    return this.tarjetas.editar(body, true, actor);
  }

  @Post('agregarimagen')
  @HttpCode(200)
  @RequireCapability('tarjetas.operate')
  agregarImagen(@Body(new ZodPipe(agregarImagenSchema)) body: AgregarImagenInput, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<Tarjeta> {
    return this.tarjetas.agregarImagen(body, user, actor);
  }

  @Post('consulta')
  @HttpCode(200)
  @RequireCapability('tarjetas.operate')
  consulta(@Body(new ZodPipe(filtroSeleccionSchema)) body: FiltroSeleccionInput): Promise<TarjetasPagina> {
    return this.tarjetas.consulta(body);
  }

  /** Streams ReporteTarjetas.xlsx (sheet Tarjetas) with the chosen columns, filtered like /consulta. */
  @Post('export')
  @HttpCode(200)
  @RequireCapability('tarjetas.operate')
  export(@Body(new ZodPipe(filtroSeleccionSchema)) body: FiltroSeleccionInput): StreamableFile {
    return new StreamableFile(this.tarjetas.exportar(body), {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      disposition: `attachment; filename="${EXPORT_FILE_NAME}"`,
    });
  }

  @Delete(':id')
  @RequireCapability('tarjetas.delete')
  async delete(@Param('id') id: string, @CurrentActor() actor: Actor): Promise<SuccessResponse> {
    await this.tarjetas.delete(id, actor);
    return { success: true };
  }
}
