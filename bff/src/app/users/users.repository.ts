import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { ACTIVIDAD_INTERVALO_MS, type Role } from '@portal/shared/domain';
import { userHours, users, type UserHoursRow, type UserRow } from '../../db/schema';
import { DB, LOCKS, type Db } from '../database/database.types';
import { UserCache } from './user-cache';

export interface NewUser {
  legajo: string;
  name: string;
  role: Role;
  passwordHash: string;
  equipo: string | null;
  correo?: string | null;
}

/**
 * Every write to a user goes through `cache.changing(id)` first, so this instance stops serving
 * the cached user at once; the database trigger then notifies every instance after the commit.
 */
@Injectable()
export class UsersRepository {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly cache: UserCache,
  ) {}

  findById(id: string, db: Db = this.db): Promise<UserRow | undefined> {
    return db
      .select()
      .from(users)
      .where(eq(users.id, id))
      .then((rows) => rows[0]);
  }

  findByLegajo(legajo: string): Promise<UserRow | undefined> {
    return this.db
      .select()
      .from(users)
      .where(eq(users.legajo, legajo))
      .then((rows) => rows[0]);
  }

  list(): Promise<UserRow[]> {
    return this.db.select().from(users).orderBy(asc(users.name), asc(users.legajo));
  }

  /** Every user's id and name, by name: the people a person field offers (no legajo, role or contact). */
  nombres(): Promise<{ id: string; name: string }[]> {
    return this.db.select({ id: users.id, name: users.name }).from(users).orderBy(asc(users.name), asc(users.id));
  }

  listHoras(userIds: string[]): Promise<UserHoursRow[]> {
    if (userIds.length === 0) return Promise.resolve([]);
    return this.db.select().from(userHours).where(inArray(userHours.userId, userIds)).orderBy(asc(userHours.date), asc(userHours.id));
  }

  /** Throws the driver's unique violation (23505) for a duplicate legajo. */
  async insert(user: NewUser): Promise<UserRow> {
    const [row] = await this.db.insert(users).values(user).returning();
    return row;
  }

  async delete(id: string, db: Db = this.db): Promise<boolean> {
    this.cache.changing(id);
    const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
    return rows.length > 0;
  }

  async updateRole(id: string, role: Role, db: Db = this.db): Promise<UserRow | undefined> {
    this.cache.changing(id);
    const [row] = await db.update(users).set({ role }).where(eq(users.id, id)).returning();
    return row;
  }

  async updateEquipo(id: string, equipo: string | null): Promise<UserRow | undefined> {
    this.cache.changing(id);
    const [row] = await this.db.update(users).set({ equipo }).where(eq(users.id, id)).returning();
    return row;
  }

  async updateEquiposACargo(id: string, equiposACargo: string[]): Promise<UserRow | undefined> {
    this.cache.changing(id);
    const [row] = await this.db.update(users).set({ equiposACargo }).where(eq(users.id, id)).returning();
    return row;
  }

  /** The user's contact e-mail (Admin), or with `avisosCorreo` their own notice settings (issue 12). */
  async updateCorreo(id: string, correo: string | null, avisosCorreo?: boolean): Promise<UserRow | undefined> {
    this.cache.changing(id);
    const [row] = await this.db
      .update(users)
      .set(avisosCorreo === undefined ? { correo } : { correo, avisosCorreo })
      .where(eq(users.id, id))
      .returning();
    return row;
  }

  /** A new pin (hash): every older session token stops working; `debeCambiarPin` after an Admin's reset. */
  async updatePin(id: string, passwordHash: string, debeCambiarPin: boolean): Promise<UserRow | undefined> {
    this.cache.changing(id);
    const [row] = await this.db
      .update(users)
      .set({ passwordHash, debeCambiarPin, sesionVersion: sql`${users.sesionVersion} + 1` })
      .where(eq(users.id, id))
      .returning();
    return row;
  }

  /**
   * A migrated user's first login: the original app's bcrypt hash becomes an argon2id hash of the same pin.
   * Same pin, so sessions stay valid (no `sesion_version` bump); only replaces the hash that was checked.
   */
  async updateHashAntiguo(id: string, hashAntiguo: string, passwordHash: string): Promise<void> {
    this.cache.changing(id);
    await this.db
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, id), eq(users.passwordHash, hashAntiguo)));
  }

  /** A successful login (also the latest activity). Not audited: the login has its own record. */
  async updateUltimoLogin(id: string, ahora: Date): Promise<UserRow | undefined> {
    this.cache.changing(id);
    const [row] = await this.db.update(users).set({ ultimoLogin: ahora, ultimaActividad: ahora }).where(eq(users.id, id)).returning();
    return row;
  }

  /**
   * 'Última actividad', only when the stored one is older than ACTIVIDAD_INTERVALO_MS: concurrent
   * requests (on any instance) write once, the others match no row. True when this call wrote.
   */
  async updateUltimaActividad(id: string, ahora: Date): Promise<boolean> {
    this.cache.changing(id);
    const limite = new Date(ahora.getTime() - ACTIVIDAD_INTERVALO_MS);
    const rows = await this.db
      .update(users)
      .set({ ultimaActividad: ahora })
      .where(and(eq(users.id, id), or(isNull(users.ultimaActividad), lte(users.ultimaActividad, limite))))
      .returning({ id: users.id });
    // Nothing written here: no notification of ours will follow, serve it from the cache again.
    if (rows.length === 0) this.cache.changed(id);
    return rows.length > 0;
  }

  async countAdmins(db: Db = this.db): Promise<number> {
    const [{ count }] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.role, 'Admin'));
    return count;
  }

  /**
   * A transaction that holds the admin-count advisory lock, so two concurrent
   * deletions/demotions cannot both see "another Admin remains".
   */
  withAdminLock<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${LOCKS.adminCount})`);
      return fn(tx as unknown as Db);
    });
  }
}
