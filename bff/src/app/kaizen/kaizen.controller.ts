import { Controller, Param, Req, StreamableFile } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  KAIZEN_EXPORT_FILE_NAME,
  kaizenContrato as K,
  MIME_XLSX,
  type ConsultaDe,
  type CuerpoDe,
  type Kaizen,
  type KaizenDeTarjeta,
  type KaizenRecurrencia,
  type KaizensPagina,
  type KaizenTotales,
  type RegistroHistorial,
  type SuccessResponse,
} from '@portal/shared/domain';
import { CurrentActor, type Actor } from '../audit/actor';
import { Consulta, Cuerpo, Endpoint } from '../common/contract';
import { adjunto } from '../common/http/attachment';
import { libroKaizens } from './kaizen-export';
import { KaizenService } from './kaizen.service';

/** `/api/tarjetaskaizen` (spec §7). */
@Controller()
export class KaizenController {
  constructor(private readonly kaizen: KaizenService) {}

  /** No query parameters: every Kaizen (old clients). Any parameter: one page. */
  @Endpoint(K.listar)
  list(@Consulta() query: ConsultaDe<typeof K.listar>, @Req() request: FastifyRequest): Promise<Kaizen[] | KaizensPagina> {
    const raw = request.query as Record<string, unknown> | undefined;
    if (!raw || Object.keys(raw).length === 0) return this.kaizen.all();
    return this.kaizen.page(query);
  }

  @Endpoint(K.totales)
  totales(@Consulta() filtro: ConsultaDe<typeof K.totales>): Promise<KaizenTotales> {
    return this.kaizen.totales(filtro);
  }

  /** QuickKaizen.xlsx with the filtered Kaizens, newest first. */
  @Endpoint(K.exportar)
  async export(@Consulta() filtro: ConsultaDe<typeof K.exportar>): Promise<StreamableFile> {
    const libro = await libroKaizens(await this.kaizen.exportables(filtro), await this.kaizen.zona());
    return new StreamableFile(libro, { type: MIME_XLSX, disposition: adjunto(KAIZEN_EXPORT_FILE_NAME), length: libro.length });
  }

  @Endpoint(K.deTarjeta)
  deTarjeta(@Param('id') id: string): Promise<KaizenDeTarjeta[]> {
    return this.kaizen.deTarjeta(id);
  }

  @Endpoint(K.detalle)
  get(@Param('id') id: string): Promise<Kaizen> {
    return this.kaizen.get(id);
  }

  @Endpoint(K.recurrencia)
  recurrencia(@Param('id') id: string): Promise<KaizenRecurrencia> {
    return this.kaizen.recurrencia(id);
  }

  @Endpoint(K.historial)
  historial(@Param('id') id: string): Promise<RegistroHistorial[]> {
    return this.kaizen.historial(id);
  }

  @Endpoint(K.crear)
  crear(@Cuerpo() body: CuerpoDe<typeof K.crear>, @CurrentActor() actor: Actor): Promise<Kaizen> {
    return this.kaizen.crear(body, actor);
  }

  @Endpoint(K.agregarHacer)
  tarjetasHacer(@Cuerpo() body: CuerpoDe<typeof K.agregarHacer>, @CurrentActor() actor: Actor): Promise<Kaizen> {
    return this.kaizen.agregarHacer(body, actor);
  }

  @Endpoint(K.cerrar)
  cerrar(@Cuerpo() body: CuerpoDe<typeof K.cerrar>, @CurrentActor() actor: Actor): Promise<Kaizen> {
    return this.kaizen.cerrar(body, actor);
  }

  @Endpoint(K.editar)
  editar(@Cuerpo() body: CuerpoDe<typeof K.editar>, @CurrentActor() actor: Actor): Promise<Kaizen> {
    return this.kaizen.editar(body, actor);
  }

  @Endpoint(K.eliminar)
  async delete(@Param('id') id: string, @CurrentActor() actor: Actor): Promise<SuccessResponse> {
    await this.kaizen.eliminar(id, actor);
    return { success: true };
  }
}
