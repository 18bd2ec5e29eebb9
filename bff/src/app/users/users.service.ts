import { CamposService } from '../campos/campos.service';
import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import {
  actividadVencida,
  isRole,
  MSG,
  rolesAsignables,
  type AdminEmpresaInput,
  type AsignarCorreoInput,
  type CambiarNombreInput,
  type AsignarEquipoInput,
  type AsignarEquiposACargoInput,
  type AvisosCuentaInput,
  type CambiarRolInput,
  type NombreUsuario,
  type RegisterUserInput,
  type RestablecerPinInput,
  type User,
} from '@portal/shared/domain';
import { Clock } from '../common/clock';
import type { AuthUser } from '../common/access/auth-user';
import type { Actor } from '../audit/actor';
import { AuditedTx } from '../audit/audited-tx';
import { isUniqueViolation, isUuid } from '../common/db-errors';
import { badRequest, httpError, notFound } from '../common/http-errors';
import { hashPin } from '../common/password';
import type { UserRow } from '../../db/schema';
import { UserCache, versionDeSesion, type SesionCacheada, type VersionesDeToken } from './user-cache';
import { toUserDto } from './user.mapper';
import { UsersRepository, type MiembroDePlanta } from './users.repository';
import { PlantasRepository } from '../plantas/plantas.repository';

@Injectable()
export class UsersService {
  private readonly logger = new Logger(UsersService.name);
  /** Activity writes under way, per user: a burst of requests sends one conditional UPDATE, not one each. */
  private readonly actividadEnCurso = new Map<string, Promise<void>>();

  constructor(
    private readonly users: UsersRepository,
    private readonly campos: CamposService,
    private readonly cache: UserCache,
    private readonly audited: AuditedTx,
    private readonly clock: Clock,
    private readonly plantas: PlantasRepository,
  ) {}

  async list(): Promise<User[]> {
    const rows = await this.users.list();
    const hours = await this.users.listHoras(rows.map((u) => u.id));
    return rows.map((u) =>
      toUserDto(
        u,
        hours.filter((h) => h.userId === u.id),
      ),
    );
  }

  async nombres(): Promise<NombreUsuario[]> {
    return (await this.users.nombres()).map((u) => ({ _id: u.id, nombre: u.name }));
  }

  /** The stored row, pin hash included (auth checks a pin against it; horas reads a name and equipo). */
  fila(id: string): Promise<UserRow | undefined> {
    return this.users.findById(id);
  }

  /** The memberships of a legajo in the plants the session reads, by plant (the login looks across plants). */
  miembrosPorLegajo(legajo: string): Promise<MiembroDePlanta[]> {
    return this.users.findByLegajo(legajo);
  }

  /** The plants a person is a member of, among those the session reads. */
  membresiasDe(personaId: string) {
    return this.users.membresiasDe(personaId);
  }

  /** After a good login with a pin hashed as the original app did: the new hash, only if the old one is still there. */
  reemplazarHashAntiguo(id: string, hashAntiguo: string, passwordHash: string): Promise<void> {
    return this.users.updateHashAntiguo(id, hashAntiguo, passwordHash);
  }

  async get(id: string): Promise<User> {
    const found = await this.find(id);
    if (!found) throw notFound(MSG.usuarioNoEncontrado);
    return found.user;
  }

  /**
   * The user behind a session token, or undefined when it no longer exists, is not of the token's plant, has no valid
   * role, or the token was signed before the person's last pin change or reset (`version`) or the membership's last
   * change of role (`membresia`). Run in the token's plant. Also records the activity.
   */
  async sessionUser(id: string, { version, membresia, planta }: VersionesDeToken): Promise<AuthUser | undefined> {
    const found = await this.find(id);
    if (!found || found.planta !== planta || found.sesionVersion !== version || found.membresiaVersion !== membresia) return undefined;
    const { user } = found;
    if (!isRole(user.role) || user.sinAcceso) return undefined;
    await this.registrarActividad(user);
    return {
      id: user._id,
      legajo: user.email,
      name: user.name,
      role: user.role,
      planta,
      sesionVersion: versionDeSesion(version, membresia),
      empresa: user.empresa === true,
    };
  }

  /**
   * Checks the cached value first: only when it is older than the interval does a conditional UPDATE go
   * to the database (which writes once however many requests or instances try). A failure is logged,
   * never the request's.
   */
  private registrarActividad(user: User): Promise<void> {
    const ahora = this.clock.now();
    if (!actividadVencida(user.ultimaActividad, ahora)) return Promise.resolve();
    const enCurso = this.actividadEnCurso.get(user._id);
    if (enCurso) return enCurso;
    const promise = this.users
      .updateUltimaActividad(user._id, ahora)
      .then(
        () => undefined,
        (err: unknown) => this.logger.warn(`Última actividad de ${user._id} no registrada: ${String(err)}`),
      )
      .finally(() => this.actividadEnCurso.delete(user._id));
    this.actividadEnCurso.set(user._id, promise);
    return promise;
  }

  /** Cached: the object is shared between requests, hence frozen. */
  private find(id: string): Promise<SesionCacheada | undefined> {
    if (!isUuid(id)) return Promise.resolve(undefined);
    return this.cache.get(id, async () => {
      const row = await this.users.findById(id);
      if (!row) return undefined;
      const user = await this.withHours(row);
      user.hours.forEach((h) => Object.freeze(h));
      Object.freeze(user.hours);
      return Object.freeze({ user: Object.freeze(user), sesionVersion: row.sesionVersion, membresiaVersion: row.membresiaVersion, planta: row.plantaId });
    });
  }

  /** A successful login: records it and answers the fresh row (its session version signs the token). */
  async registrarLogin(id: string): Promise<UserRow> {
    const row = await this.users.updateUltimoLogin(id, this.clock.now());
    if (!row) throw notFound(MSG.usuarioNoEncontrado);
    return row;
  }

  /** The own pin (its current one already checked): older sessions end, the 'must change' mark goes. */
  async cambiarPropioPin(id: string, pin: string, actor: Actor): Promise<UserRow> {
    const passwordHash = await hashPin(pin);
    await this.olvidarPersona(id);
    const row = await this.audited.run(actor, 'cambiar_pin', () => this.users.updatePin(id, passwordHash, false));
    if (!row) throw notFound(MSG.usuarioNoEncontrado);
    return row;
  }

  /** An Admin sets a user's pin: the user's sessions end and the next login asks for a pin of their own. */
  async restablecerPin(id: string, { pin }: RestablecerPinInput, actor: Actor): Promise<User> {
    if (!isUuid(id)) throw notFound(MSG.usuarioNoEncontrado);
    const passwordHash = await hashPin(pin);
    await this.olvidarPersona(id);
    const row = await this.audited.run(actor, 'restablecer_pin', () => this.users.updatePin(id, passwordHash, true));
    if (!row) throw notFound(MSG.usuarioNoEncontrado);
    return this.withHours(row);
  }

  /**
   * A change of the person (the pin) ends the sessions of every membership: this instance stops serving each of them
   * from its cache now, not when the database's notification arrives (the other instances: on that notification).
   */
  private async olvidarPersona(id: string): Promise<void> {
    const row = await this.users.findById(id);
    if (!row) return;
    for (const m of await this.plantas.leyendoTodas(() => this.users.membresiasDe(row.personaId))) this.cache.changing(m.id);
  }

  async withHours(row: UserRow): Promise<User> {
    return toUserDto(row, await this.users.listHoras([row.id]));
  }

  private async validarEquipo(equipo: string | null | undefined): Promise<string | null> {
    if (!equipo) return null;
    if (!(await this.campos.configurado('equipo', equipo))) throw badRequest(MSG.equipoInexistente);
    return equipo;
  }

  async crear(input: RegisterUserInput, actor: Actor, quien: AuthUser): Promise<User> {
    UsersService.puedeAsignar(quien, input.role);
    const equipo = await this.validarEquipo(input.equipo);
    const passwordHash = await hashPin(input.password);
    try {
      const row = await this.audited.run(actor, 'crear', () =>
        this.users.insert({ legajo: input.email, name: input.name, role: input.role, passwordHash, equipo, correo: input.correo ?? null }),
      );
      return toUserDto(row);
    } catch (err) {
      if (isUniqueViolation(err)) throw badRequest(MSG.legajoDuplicado);
      throw err;
    }
  }

  async eliminar(id: string, actor: Actor): Promise<void> {
    if (!isUuid(id)) throw notFound(MSG.usuarioNoEncontrado);
    await this.audited.run(actor, 'eliminar', () =>
      this.users.withAdminLock(async (tx) => {
        const user = await this.users.findById(id, tx);
        if (!user) throw notFound(MSG.usuarioNoEncontrado);
        if (user.role === 'Admin' && (await this.users.countAdmins(tx)) <= 1) throw badRequest(MSG.ultimoAdmin);
        await this.users.delete(id, tx);
      }),
    );
  }

  /** Corporativo reads every plant: only a company Admin gives it or changes it (`rolesAsignables`). */
  private static puedeAsignar(quien: AuthUser, ...roles: string[]): void {
    const asignables: readonly string[] = rolesAsignables(quien);
    if (roles.some((r) => !asignables.includes(r))) throw httpError(HttpStatus.FORBIDDEN, MSG.rolDeEmpresa);
  }

  async cambiarRol({ _id, rol }: CambiarRolInput, actor: Actor, quien: AuthUser): Promise<User> {
    if (!isUuid(_id)) throw notFound(MSG.usuarioNoEncontrado);
    UsersService.puedeAsignar(quien, rol);
    const updated = await this.audited.run(actor, 'cambiar_rol', () =>
      this.users.withAdminLock(async (tx) => {
        const user = await this.users.findById(_id, tx);
        if (!user) throw notFound(MSG.usuarioNoEncontrado);
        UsersService.puedeAsignar(quien, user.role);
        if (user.role === 'Admin' && rol !== 'Admin' && (await this.users.countAdmins(tx)) <= 1) throw badRequest(MSG.ultimoAdmin);
        return this.users.updateRole(_id, rol, tx);
      }),
    );
    if (!updated) throw notFound(MSG.usuarioNoEncontrado);
    return this.withHours(updated);
  }

  /** Sets (or clears, null) a user's equipo autonomo: one of the configured equipos. */
  async asignarEquipo({ _id, equipo }: AsignarEquipoInput, actor: Actor): Promise<User> {
    if (!isUuid(_id)) throw notFound(MSG.usuarioNoEncontrado);
    const valor = await this.validarEquipo(equipo);
    const updated = await this.audited.run(actor, 'asignar_equipo', () => this.users.updateEquipo(_id, valor));
    if (!updated) throw notFound(MSG.usuarioNoEncontrado);
    return this.withHours(updated);
  }

  /**
   * Sets every equipo a Jefe de area leads besides their own (issue 22's "Mis equipos"): configured equipos, each
   * once, their own equipo left out (it is always theirs). Only a Jefe de area leads equipos.
   */
  async asignarEquiposACargo({ _id, equipos }: AsignarEquiposACargoInput, actor: Actor): Promise<User> {
    if (!isUuid(_id)) throw notFound(MSG.usuarioNoEncontrado);
    const user = await this.users.findById(_id);
    if (!user) throw notFound(MSG.usuarioNoEncontrado);
    if (user.role !== 'Jefe de area') throw badRequest(MSG.equiposACargoSoloJefe);
    const unicos = [...new Set(equipos)].filter((e) => e !== user.equipo);
    const configurados = await this.campos.configurados('equipo', unicos);
    if (unicos.some((e) => !configurados.has(e))) throw badRequest(MSG.equipoInexistente);
    const updated = await this.audited.run(actor, 'asignar_equipos_a_cargo', () => this.users.updateEquiposACargo(_id, unicos));
    if (!updated) throw notFound(MSG.usuarioNoEncontrado);
    return this.withHours(updated);
  }

  /** The Admin sets (or clears, null) a user's contact e-mail. */
  async asignarCorreo({ _id, correo }: AsignarCorreoInput, actor: Actor): Promise<User> {
    if (!isUuid(_id)) throw notFound(MSG.usuarioNoEncontrado);
    const updated = await this.audited.run(actor, 'asignar_correo', () => this.users.updateCorreo(_id, correo ?? null));
    if (!updated) throw notFound(MSG.usuarioNoEncontrado);
    return this.withHours(updated);
  }

  async cambiarNombre({ _id, name }: CambiarNombreInput, actor: Actor): Promise<User> {
    if (!isUuid(_id)) throw notFound(MSG.usuarioNoEncontrado);
    const updated = await this.audited.run(actor, 'cambiar_nombre', () => this.users.updateNombre(_id, name));
    if (!updated) throw notFound(MSG.usuarioNoEncontrado);
    return this.withHours(updated);
  }

  /**
   * A company Admin makes the person of a user of this plant a company Admin, or no longer one. Never themselves out of
   * it: there is then always one left, and no one locks the company out of its plants by mistake.
   */
  async adminEmpresa(id: string, { adminEmpresa }: AdminEmpresaInput, actor: Actor, quien: AuthUser): Promise<User> {
    if (!isUuid(id)) throw notFound(MSG.usuarioNoEncontrado);
    if (!adminEmpresa && id === quien.id) throw badRequest(MSG.adminEmpresaPropio);
    const updated = await this.audited.run(actor, adminEmpresa ? 'dar_admin_empresa' : 'quitar_admin_empresa', () =>
      this.users.updateAdminEmpresa(id, adminEmpresa),
    );
    if (!updated) throw notFound(MSG.usuarioNoEncontrado);
    return this.withHours(updated);
  }

  /** The user's own e-mail and whether overdue notices go by e-mail. */
  async cambiarAvisos(id: string, { correo, avisosCorreo }: AvisosCuentaInput, actor: Actor): Promise<User> {
    const updated = await this.audited.run(actor, 'cambiar_avisos', () => this.users.updateCorreo(id, correo ?? null, avisosCorreo));
    if (!updated) throw notFound(MSG.usuarioNoEncontrado);
    return this.withHours(updated);
  }
}
