import { Injectable } from '@nestjs/common';
import { isRole, MSG, type AsignarEquipoInput, type CambiarRolInput, type RegisterUserInput, type User } from '@portal/shared/domain';
import type { AuthUser } from '../common/access/auth-user';
import type { Actor } from '../audit/actor';
import { AuditedTx } from '../audit/audited-tx';
import { isUniqueViolation, isUuid } from '../common/db-errors';
import { badRequest, notFound } from '../common/http-errors';
import { hashPin } from '../common/password';
import type { UserRow } from '../../db/schema';
import { UserCache } from './user-cache';
import { toUserDto } from './user.mapper';
import { UsersRepository } from './users.repository';

@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly cache: UserCache,
    private readonly audited: AuditedTx,
  ) {}

  async list(): Promise<User[]> {
    const rows = await this.users.list();
    const hours = await this.users.hoursOf(rows.map((u) => u.id));
    return rows.map((u) => toUserDto(u, hours.filter((h) => h.userId === u.id)));
  }

  async get(id: string): Promise<User> {
    const user = await this.find(id);
    if (!user) throw notFound(MSG.usuarioNoEncontrado);
    return user;
  }

  /** The user behind a session token, or undefined when it no longer exists (or has no valid role). */
  async sessionUser(id: string): Promise<AuthUser | undefined> {
    const user = await this.find(id);
    return user && isRole(user.role) ? { id: user._id, email: user.email, name: user.name, role: user.role } : undefined;
  }

  /** Cached: the object is shared between requests, hence frozen. */
  private find(id: string): Promise<User | undefined> {
    if (!isUuid(id)) return Promise.resolve(undefined);
    return this.cache.get(id, async () => {
      const row = await this.users.findById(id);
      if (!row) return undefined;
      const user = await this.withHours(row);
      user.hours.forEach((h) => Object.freeze(h));
      Object.freeze(user.hours);
      return Object.freeze(user);
    });
  }

  async withHours(row: UserRow): Promise<User> {
    return toUserDto(row, await this.users.hoursOf([row.id]));
  }

  private async validarEquipo(equipo: string | null | undefined): Promise<string | null> {
    if (!equipo) return null;
    if (!(await this.users.equipoConfigurado(equipo))) throw badRequest(MSG.equipoInexistente);
    return equipo;
  }

  async create(input: RegisterUserInput, actor: Actor): Promise<User> {
    const equipo = await this.validarEquipo(input.equipo);
    const passwordHash = await hashPin(input.password);
    try {
      const row = await this.audited.run(actor, 'crear', () => this.users.create({ email: input.email, name: input.name, role: input.role, passwordHash, equipo }));
      return toUserDto(row);
    } catch (err) {
      if (isUniqueViolation(err)) throw badRequest(MSG.legajoDuplicado);
      throw err;
    }
  }

  async delete(id: string, actor: Actor): Promise<void> {
    if (!isUuid(id)) throw notFound(MSG.usuarioNoEncontrado);
    await this.audited.run(actor, 'eliminar', () => this.users.withAdminLock(async (tx) => {
      const user = await this.users.findById(id, tx);
      if (!user) throw notFound(MSG.usuarioNoEncontrado);
      if (user.role === 'Admin' && (await this.users.countAdmins(tx)) <= 1) throw badRequest(MSG.ultimoAdmin);
      await this.users.delete(id, tx);
    }));
  }

  async changeRole({ _id, rol }: CambiarRolInput, actor: Actor): Promise<User> {
    if (!isUuid(_id)) throw notFound(MSG.usuarioNoEncontrado);
    const updated = await this.audited.run(actor, 'cambiar_rol', () => this.users.withAdminLock(async (tx) => {
      const user = await this.users.findById(_id, tx);
      if (!user) throw notFound(MSG.usuarioNoEncontrado);
      if (user.role === 'Admin' && rol !== 'Admin' && (await this.users.countAdmins(tx)) <= 1) throw badRequest(MSG.ultimoAdmin);
      return this.users.updateRole(_id, rol, tx);
    }));
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
}
