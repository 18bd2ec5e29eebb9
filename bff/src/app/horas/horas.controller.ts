import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, StreamableFile } from '@nestjs/common';
import {
  editarHorasSchema,
  HORAS_EQUIPOS_ARCHIVO,
  HORAS_TODOS_ARCHIVO,
  horasEntradasQuerySchema,
  horasEquiposQuerySchema,
  horasMensualesQuerySchema,
  horasTodosQuerySchema,
  registrarHorasSchema,
  type EditarHorasInput,
  type HoraEntrada,
  type HorasEntradasQuery,
  type HorasEquipos,
  type HorasEquiposQuery,
  type HorasMensuales,
  type HorasMensualesQuery,
  type HorasTodos,
  type HorasTodosQuery,
  type RegistrarHorasInput,
  type SuccessResponse,
} from '@portal/shared/domain';
import { CurrentActor, type Actor } from '../audit/actor';
import { RequireCapability } from '../common/access/access.decorators';
import { CurrentUser, type AuthUser } from '../common/access/auth-user';
import { adjunto } from '../common/http/attachment';
import { ZodPipe } from '../common/pipes/zod.pipe';
import { libroHorasEquipos, libroHorasTodos } from './horas-excel';
import { HorasService } from './horas.service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * `/api/users/hours` (spec §7 `POST /api/users/hours`, plus the entries, tables and exports of issue 10).
 * Every route is open to any logged-in user; the service limits an Operario to their own figures and
 * lets only an Admin touch another user's hours.
 */
@Controller('users/hours')
export class HorasController {
  constructor(private readonly horas: HorasService) {}

  @Post()
  @RequireCapability('horas.own')
  registrar(@Body(new ZodPipe(registrarHorasSchema)) body: RegistrarHorasInput, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<HoraEntrada> {
    return this.horas.registrar(body, user, actor);
  }

  @Get('entradas')
  @RequireCapability('horas.own')
  entradas(@Query(new ZodPipe(horasEntradasQuerySchema)) q: HorasEntradasQuery, @CurrentUser() user: AuthUser): Promise<HoraEntrada[]> {
    return this.horas.entradas(q, user);
  }

  @Get('mensual')
  @RequireCapability('horas.own')
  mensual(@Query(new ZodPipe(horasMensualesQuerySchema)) q: HorasMensualesQuery, @CurrentUser() user: AuthUser): Promise<HorasMensuales> {
    return this.horas.mensuales(q, user);
  }

  @Get('todos')
  @RequireCapability('horas.own')
  todos(@Query(new ZodPipe(horasTodosQuerySchema)) q: HorasTodosQuery, @CurrentUser() user: AuthUser): Promise<HorasTodos> {
    return this.horas.todos(q, user);
  }

  @Get('todos/excel')
  @RequireCapability('horas.own')
  async todosExcel(@Query(new ZodPipe(horasTodosQuerySchema)) q: HorasTodosQuery, @CurrentUser() user: AuthUser): Promise<StreamableFile> {
    const libro = await libroHorasTodos(await this.horas.todos(q, user), q.tipo);
    return new StreamableFile(libro, { type: XLSX, disposition: adjunto(HORAS_TODOS_ARCHIVO), length: libro.length });
  }

  @Get('equipos')
  @RequireCapability('horas.own')
  equipos(@Query(new ZodPipe(horasEquiposQuerySchema)) q: HorasEquiposQuery, @CurrentUser() user: AuthUser): Promise<HorasEquipos> {
    return this.horas.equipos(q, user);
  }

  @Get('equipos/excel')
  @RequireCapability('horas.own')
  async equiposExcel(@Query(new ZodPipe(horasEquiposQuerySchema)) q: HorasEquiposQuery, @CurrentUser() user: AuthUser): Promise<StreamableFile> {
    const libro = await libroHorasEquipos(await this.horas.equipos(q, user), q.tipo);
    return new StreamableFile(libro, { type: XLSX, disposition: adjunto(HORAS_EQUIPOS_ARCHIVO), length: libro.length });
  }

  @Put(':id')
  @RequireCapability('horas.own')
  editar(@Param('id') id: string, @Body(new ZodPipe(editarHorasSchema)) body: EditarHorasInput, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<HoraEntrada> {
    return this.horas.editar(id, body, user, actor);
  }

  @Delete(':id')
  @HttpCode(200)
  @RequireCapability('horas.own')
  async eliminar(@Param('id') id: string, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<SuccessResponse> {
    await this.horas.eliminar(id, user, actor);
    return { success: true };
  }
}
