import { Controller, Param, StreamableFile } from '@nestjs/common';
import {
  HORAS_EQUIPOS_ARCHIVO,
  HORAS_TODOS_ARCHIVO,
  horasContrato as H,
  MIME_XLSX,
  type ConsultaDe,
  type CuerpoDe,
  type HoraEntrada,
  type HorasEquipos,
  type HorasMensuales,
  type HorasTodos,
  type SuccessResponse,
} from '@portal/shared/domain';
import { CurrentActor, type Actor } from '../audit/actor';
import { CurrentUser, type AuthUser } from '../common/access/auth-user';
import { Consulta, Cuerpo, Endpoint } from '../common/contract';
import { adjunto } from '../common/http/attachment';
import { libroHorasEquipos, libroHorasTodos } from './horas-excel';
import { HorasService } from './horas.service';

/**
 * `/api/users/hours` (spec §7 `POST /api/users/hours`, plus the entries, tables and exports of issue 10).
 * Every route is open to any logged-in user; the service limits an Operario to their own figures and
 * lets only an Admin touch another user's hours.
 */
@Controller()
export class HorasController {
  constructor(private readonly horas: HorasService) {}

  @Endpoint(H.registrar)
  registrar(@Cuerpo() body: CuerpoDe<typeof H.registrar>, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<HoraEntrada> {
    return this.horas.registrar(body, user, actor);
  }

  @Endpoint(H.entradas)
  entradas(@Consulta() q: ConsultaDe<typeof H.entradas>, @CurrentUser() user: AuthUser): Promise<HoraEntrada[]> {
    return this.horas.entradas(q, user);
  }

  @Endpoint(H.mensual)
  mensual(@Consulta() q: ConsultaDe<typeof H.mensual>, @CurrentUser() user: AuthUser): Promise<HorasMensuales> {
    return this.horas.mensuales(q, user);
  }

  @Endpoint(H.todos)
  todos(@Consulta() q: ConsultaDe<typeof H.todos>, @CurrentUser() user: AuthUser): Promise<HorasTodos> {
    return this.horas.todos(q, user);
  }

  @Endpoint(H.todosExcel)
  async todosExcel(@Consulta() q: ConsultaDe<typeof H.todosExcel>, @CurrentUser() user: AuthUser): Promise<StreamableFile> {
    const libro = await libroHorasTodos(await this.horas.todos(q, user), q.tipo);
    return new StreamableFile(libro, { type: MIME_XLSX, disposition: adjunto(HORAS_TODOS_ARCHIVO), length: libro.length });
  }

  @Endpoint(H.equipos)
  equipos(@Consulta() q: ConsultaDe<typeof H.equipos>, @CurrentUser() user: AuthUser): Promise<HorasEquipos> {
    return this.horas.equipos(q, user);
  }

  @Endpoint(H.equiposExcel)
  async equiposExcel(@Consulta() q: ConsultaDe<typeof H.equiposExcel>, @CurrentUser() user: AuthUser): Promise<StreamableFile> {
    const libro = await libroHorasEquipos(await this.horas.equipos(q, user), q.tipo);
    return new StreamableFile(libro, { type: MIME_XLSX, disposition: adjunto(HORAS_EQUIPOS_ARCHIVO), length: libro.length });
  }

  @Endpoint(H.editar)
  editar(
    @Param('id') id: string,
    @Cuerpo() body: CuerpoDe<typeof H.editar>,
    @CurrentUser() user: AuthUser,
    @CurrentActor() actor: Actor,
  ): Promise<HoraEntrada> {
    return this.horas.editar(id, body, user, actor);
  }

  @Endpoint(H.eliminar)
  async eliminar(@Param('id') id: string, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<SuccessResponse> {
    await this.horas.eliminar(id, user, actor);
    return { success: true };
  }
}
