import { HttpStatus, Injectable } from '@nestjs/common';
import {
  can,
  diaDeHoras,
  diaEnZona,
  errorFechaHoras,
  horasPorTipoVacias,
  MESES_VENTANA_DEFECTO,
  mesDe,
  mesDeDia,
  MSG,
  puedeModificarHoras,
  serieMeses,
  TIPOS_HORA,
  ventanaMeses,
  type EditarHorasInput,
  type HoraEntrada,
  type HorasEntradasQuery,
  type HorasEquipos,
  type HorasEquiposQuery,
  type HorasMensuales,
  type HorasMensualesQuery,
  type HorasMesTotales,
  type HorasPorTipo,
  type HorasTodos,
  type HorasTodosQuery,
  type Mes,
  type RangoMeses,
  type RegistrarHorasInput,
  type TipoHora,
} from '@portal/shared/domain';
import type { UserHoursRow } from '../../db/schema';
import type { Actor } from '../audit/actor';
import { AuditedTx } from '../audit/audited-tx';
import type { AuthUser } from '../common/access/auth-user';
import { Clock } from '../common/clock';
import { isUuid } from '../common/db-errors';
import { badRequest, httpError, notFound } from '../common/http-errors';
import { AjustesPlantaService } from '../plantas/ajustes-planta.service';
import { UsersService } from '../users/users.service';
import { HorasRepository, type SumaHoras } from './horas.repository';

const prohibido = (msg: string) => httpError(HttpStatus.FORBIDDEN, msg);

/** Tenths stay tenths when sums of floats are added up for a total (0.1 + 0.2). */
const decimas = (n: number) => Math.round(n * 10) / 10;

/** Places the database's sums (per month and type) into the range's months; absent = 0. */
function totalesPorMes(meses: readonly Mes[], sumas: readonly SumaHoras[]): { meses: HorasMesTotales[]; porTipo: HorasPorTipo; total: number } {
  const porMes = new Map(meses.map((mes) => [mes, { mes, porTipo: horasPorTipoVacias(), total: 0 }]));
  const porTipo = horasPorTipoVacias();
  let total = 0;
  for (const s of sumas) {
    const celda = porMes.get(s.mes);
    if (!celda || !(TIPOS_HORA as readonly string[]).includes(s.tipo)) continue;
    const tipo = s.tipo as TipoHora;
    celda.porTipo[tipo] = decimas(celda.porTipo[tipo] + s.horas);
    celda.total = decimas(celda.total + s.horas);
    porTipo[tipo] = decimas(porTipo[tipo] + s.horas);
    total = decimas(total + s.horas);
  }
  return { meses: [...porMes.values()], porTipo, total };
}

const agrupar = (sumas: readonly SumaHoras[]) => {
  const m = new Map<string | null, SumaHoras[]>();
  for (const s of sumas) m.set(s.clave, [...(m.get(s.clave) ?? []), s]);
  return m;
};

/**
 * Hours (issue 10): a user logs their own, an Admin anyone's; entries are rows of their own, changed by
 * their owner within the month and by an Admin any time. Days are plant days (`PLANT_TZ`).
 */
@Injectable()
export class HorasService {
  constructor(
    private readonly repo: HorasRepository,
    private readonly users: UsersService,
    private readonly audited: AuditedTx,
    private readonly clock: Clock,
    private readonly ajustes: AjustesPlantaService,
  ) {}

  /** Today in the caller's plant. */
  private async hoy(): Promise<string> {
    return diaEnZona(this.clock.now(), (await this.ajustes.actual()).zonaHoraria);
  }

  private async ventana(q: { desde?: Mes; hasta?: Mes; meses?: number }): Promise<RangoMeses> {
    if (q.desde && q.hasta) return { desde: q.desde, hasta: q.hasta };
    return ventanaMeses(mesDe(this.clock.now(), (await this.ajustes.actual()).zonaHoraria), q.meses ?? MESES_VENTANA_DEFECTO);
  }

  /** The plant day of a sent date, refused in the future or before 2000. */
  private async dia(date: string): Promise<string> {
    const { zonaHoraria } = await this.ajustes.actual();
    const dia = diaDeHoras(date, zonaHoraria);
    const error = errorFechaHoras(dia, diaEnZona(this.clock.now(), zonaHoraria));
    if (error) throw badRequest(error);
    return dia;
  }

  /** Whose hours a caller may read or write: their own, anyone's for an Admin (404 for an unknown user). */
  private async destinatario(caller: AuthUser, userId: string | undefined): Promise<{ id: string; name: string }> {
    const id = userId ?? caller.id;
    if (id !== caller.id && !can(caller.role, 'users.viewHours')) throw prohibido(MSG.horasSoloPropias);
    if (id === caller.id) return { id, name: caller.name };
    if (!isUuid(id)) throw notFound(MSG.usuarioNoEncontrado);
    const row = await this.users.fila(id);
    if (!row) throw notFound(MSG.usuarioNoEncontrado);
    return { id: row.id, name: row.name };
  }

  private entrada(row: UserHoursRow, creador: string | null, caller: AuthUser, hoy: string): HoraEntrada {
    return {
      _id: row.id,
      userId: row.userId,
      date: row.date,
      quantity: Number(row.quantity),
      typeOf: row.typeOf as TipoHora,
      createdBy: { _id: row.createdBy, nombre: creador },
      createdAt: row.createdAt.toISOString(),
      editable: puedeModificarHoras({ esAdmin: can(caller.role, 'users.viewHours'), esDueno: row.userId === caller.id, dia: row.date, hoy }),
    };
  }

  async registrar(input: RegistrarHorasInput, caller: AuthUser, actor: Actor): Promise<HoraEntrada> {
    const user = await this.destinatario(caller, input._id);
    const dia = await this.dia(input.date);
    const row = await this.audited.run(actor, 'crear', () =>
      this.repo.insert({ userId: user.id, quantity: input.quantity, typeOf: input.typeOf, date: dia, createdBy: caller.id }),
    );
    return this.entrada(row, caller.name, caller, await this.hoy());
  }

  /** The entry, locked, once the caller may change it; else 404 / 403. */
  private async modificable(id: string, caller: AuthUser): Promise<UserHoursRow> {
    if (!isUuid(id)) throw notFound(MSG.horasNoEncontradas);
    const row = await this.repo.lock(id);
    if (!row) throw notFound(MSG.horasNoEncontradas);
    const esAdmin = can(caller.role, 'users.viewHours');
    const esDueno = row.userId === caller.id;
    if (!esAdmin && !esDueno) throw prohibido(MSG.horasSoloPropias);
    if (!puedeModificarHoras({ esAdmin, esDueno, dia: row.date, hoy: await this.hoy() })) throw prohibido(MSG.horasMesCerrado);
    return row;
  }

  async editar(id: string, input: EditarHorasInput, caller: AuthUser, actor: Actor): Promise<HoraEntrada> {
    const dia = await this.dia(input.date);
    const hoy = await this.hoy();
    const row = await this.audited.run(actor, 'editar', async () => {
      const actual = await this.modificable(id, caller);
      // The owner keeps the entry in the current month: moving it would change a closed month.
      if (!can(caller.role, 'users.viewHours') && mesDeDia(dia) !== mesDeDia(hoy)) throw badRequest(MSG.horasMesCerrado);
      return this.repo.update(actual.id, actual.userId, { quantity: input.quantity, typeOf: input.typeOf, date: dia });
    });
    return this.entrada(row, await this.repo.creadorNombre(row.createdBy), caller, hoy);
  }

  async eliminar(id: string, caller: AuthUser, actor: Actor): Promise<void> {
    await this.audited.run(actor, 'eliminar', async () => {
      const actual = await this.modificable(id, caller);
      await this.repo.delete(actual.id, actual.userId);
    });
  }

  async entradas(q: HorasEntradasQuery, caller: AuthUser): Promise<HoraEntrada[]> {
    const user = await this.destinatario(caller, q.userId);
    const hoy = await this.hoy();
    const rows = await this.repo.entradas(user.id, q.mes ?? mesDeDia(hoy));
    return rows.map((r) => this.entrada(r, r.creadorNombre, caller, hoy));
  }

  async mensuales(q: HorasMensualesQuery, caller: AuthUser): Promise<HorasMensuales> {
    const user = await this.destinatario(caller, q.userId);
    const rango = await this.ventana(q);
    const sumas = await this.repo.sumasDeUsuario(user.id, rango);
    return { userId: user.id, nombre: user.name, ...rango, ...totalesPorMes(serieMeses(rango.desde, rango.hasta), sumas) };
  }

  /** Every non-Admin user × month; an Operario (without 'horas.todas') gets only their own row. */
  async todos(q: HorasTodosQuery, caller: AuthUser): Promise<HorasTodos> {
    const rango = await this.ventana(q);
    const solo = can(caller.role, 'horas.todas') ? undefined : caller.id;
    const [usuarios, sumas] = await Promise.all([this.repo.usuarios(rango, q.tipo, q.orden, q.dir, solo), this.repo.sumasPorUsuario(rango, q.tipo, solo)]);
    const meses = serieMeses(rango.desde, rango.hasta);
    const porUsuario = agrupar(sumas);
    return {
      ...rango,
      meses,
      filas: usuarios.map((u) => ({ userId: u.id, nombre: u.nombre, legajo: u.legajo, equipo: u.equipo, ...totalesPorMes(meses, porUsuario.get(u.id) ?? []) })),
    };
  }

  /** Per equipo × month; an Operario gets only their own equipo (nothing when they have none). */
  async equipos(q: HorasEquiposQuery, caller: AuthUser): Promise<HorasEquipos> {
    const rango = await this.ventana(q);
    const meses = serieMeses(rango.desde, rango.hasta);
    let solo: string | undefined;
    if (!can(caller.role, 'horas.todas')) {
      const equipo = (await this.users.fila(caller.id))?.equipo;
      if (!equipo) return { ...rango, meses, filas: [] };
      solo = equipo;
    }
    const [equipos, sumas] = await Promise.all([this.repo.equipos(rango, q.tipo, q.orden, q.dir, solo), this.repo.sumasPorEquipo(rango, q.tipo, solo)]);
    const porEquipo = agrupar(sumas);
    return { ...rango, meses, filas: equipos.map((e) => ({ equipo: e.equipo, usuarios: e.usuarios, ...totalesPorMes(meses, porEquipo.get(e.equipo) ?? []) })) };
  }
}
