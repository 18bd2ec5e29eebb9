import { Controller, Param, Req, Res, StreamableFile } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  EXPORT_FILE_NAME,
  MIME_XLSX,
  tarjetasContrato as T,
  type ConsultaDe,
  type CuerpoDe,
  type SiguienteNumero,
  type SuccessResponse,
  type Tarjeta,
  type TarjetasAbiertas,
  type TarjetasGrupos,
  type TarjetasPagina,
  type TarjetasRecientes,
} from '@portal/shared/domain';
import { CurrentActor, type Actor } from '../audit/actor';
import { CurrentUser, type AuthUser } from '../common/access/auth-user';
import { Consulta, Cuerpo, Endpoint } from '../common/contract';
import { IdempotencyKey } from '../common/http/idempotency-key';
import type { JsonTexto } from '../common/http/json-texto';
import { TarjetasCierreService } from './tarjetas-cierre.service';
import { TarjetasEdicionService } from './tarjetas-edicion.service';
import { TarjetasTodas } from './tarjetas-todas';
import { TarjetasService } from './tarjetas.service';

/** `/api/tarjetas` (spec §7). */
@Controller()
export class TarjetasController {
  constructor(
    private readonly tarjetas: TarjetasService,
    private readonly edicion: TarjetasEdicionService,
    private readonly cierre: TarjetasCierreService,
    private readonly todas: TarjetasTodas,
  ) {}

  /** No query parameters: every card (old clients; a JSON array streamed in batches, see TarjetasTodas). Any parameter: one page. */
  @Endpoint(T.listar)
  async list(
    @Consulta() query: ConsultaDe<typeof T.listar>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile | TarjetasPagina | JsonTexto<TarjetasPagina>> {
    const raw = request.query as Record<string, unknown> | undefined;
    if (raw && Object.keys(raw).length > 0) return this.tarjetas.page(query);
    // Nothing written yet, so a close here is the client leaving: it gives up its place in the queue.
    const seFue = new AbortController();
    const irse = () => seFue.abort();
    reply.raw.once('close', irse);
    try {
      // The JSON text of the Tarjeta[], written in batches so it never sits whole in memory (the route's jsonEnFlujo).
      return new StreamableFile(await this.todas.abrir(seFue.signal), { type: 'application/json; charset=utf-8' });
    } finally {
      reply.raw.off('close', irse);
    }
  }

  /** Card counts per value of `por` over the list's filtered set (the list's 'Agrupar por'). */
  @Endpoint(T.grupos)
  grupos(@Consulta() query: ConsultaDe<typeof T.grupos>): Promise<TarjetasGrupos> {
    return this.tarjetas.grupos(query);
  }

  @Endpoint(T.siguienteNumero)
  siguienteNumero(@Consulta() { color }: ConsultaDe<typeof T.siguienteNumero>): Promise<SiguienteNumero> {
    return this.tarjetas.siguienteNumero(color);
  }

  /** Duplicate warning at capture: the open cards on a machine (and part), newest first, with their total. */
  @Endpoint(T.abiertas)
  abiertas(@Consulta() query: ConsultaDe<typeof T.abiertas>): Promise<TarjetasAbiertas> {
    return this.tarjetas.abiertas(query);
  }

  /** The add form's recent choices (the user's last cards and the machine's): same access as creating a card. */
  @Endpoint(T.recientes)
  recientes(@Consulta() query: ConsultaDe<typeof T.recientes>, @CurrentUser() user: AuthUser): Promise<TarjetasRecientes> {
    return this.tarjetas.recientes(user, query);
  }

  @Endpoint(T.valores)
  valores(@Consulta() { columna }: ConsultaDe<typeof T.valores>): Promise<string[]> {
    return this.tarjetas.valores(columna);
  }

  @Endpoint(T.detalle)
  get(@Param('id') id: string): Promise<Tarjeta> {
    return this.tarjetas.get(id);
  }

  @Endpoint(T.crear)
  crear(
    @Cuerpo() body: CuerpoDe<typeof T.crear>,
    @IdempotencyKey() key: string | undefined,
    @CurrentUser() user: AuthUser,
    @CurrentActor() actor: Actor,
  ): Promise<Tarjeta> {
    return this.edicion.crear(body, user, actor, key);
  }

  @Endpoint(T.crearAmarilla)
  crearAmarilla(
    @Cuerpo() body: CuerpoDe<typeof T.crearAmarilla>,
    @IdempotencyKey() key: string | undefined,
    @CurrentUser() user: AuthUser,
    @CurrentActor() actor: Actor,
  ): Promise<Tarjeta> {
    return this.edicion.crear(body, user, actor, key);
  }

  @Endpoint(T.planificar)
  planificar(@Cuerpo() body: CuerpoDe<typeof T.planificar>, @CurrentActor() actor: Actor): Promise<Tarjeta> {
    return this.cierre.planificar(body, actor);
  }

  @Endpoint(T.cerrar)
  cerrar(@Cuerpo() body: CuerpoDe<typeof T.cerrar>, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<Tarjeta> {
    return this.cierre.cerrar(body, user, actor);
  }

  @Endpoint(T.cerrarAmarilla)
  cerrarAmarilla(@Cuerpo() body: CuerpoDe<typeof T.cerrarAmarilla>, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<Tarjeta> {
    return this.cierre.cerrarAmarilla(body, user, actor);
  }

  @Endpoint(T.editar)
  editar(@Cuerpo() body: CuerpoDe<typeof T.editar>, @CurrentActor() actor: Actor): Promise<Tarjeta> {
    return this.edicion.editar(body, false, actor);
  }

  @Endpoint(T.editarAmarilla)
  editarAmarilla(@Cuerpo() body: CuerpoDe<typeof T.editarAmarilla>, @CurrentActor() actor: Actor): Promise<Tarjeta> {
    return this.edicion.editar(body, true, actor);
  }

  @Endpoint(T.agregarImagen)
  agregarImagen(@Cuerpo() body: CuerpoDe<typeof T.agregarImagen>, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<Tarjeta> {
    return this.edicion.agregarImagen(body, user, actor);
  }

  @Endpoint(T.consultar)
  consulta(@Cuerpo() body: CuerpoDe<typeof T.consultar>): Promise<TarjetasPagina> {
    return this.tarjetas.consulta(body);
  }

  /** Streams ReporteTarjetas.xlsx (sheet Tarjetas) with the chosen columns, filtered like /consulta. */
  @Endpoint(T.exportar)
  async export(@Cuerpo() body: CuerpoDe<typeof T.exportar>): Promise<StreamableFile> {
    return new StreamableFile(await this.tarjetas.exportar(body), { type: MIME_XLSX, disposition: `attachment; filename="${EXPORT_FILE_NAME}"` });
  }

  @Endpoint(T.eliminar)
  async delete(@Param('id') id: string, @CurrentActor() actor: Actor): Promise<SuccessResponse> {
    await this.edicion.eliminar(id, actor);
    return { success: true };
  }
}
