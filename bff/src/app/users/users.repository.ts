import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, getTableColumns, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { ACTIVIDAD_INTERVALO_MS, type Role } from '@portal/shared/domain';
import { personas, plantas, userHours, users, type MembresiaRow, type UserHoursRow, type UserRow } from '../../db/schema';
import { DB, LOCKS, type Db } from '../database/database.types';
import { UserCache } from './user-cache';
import { altaUsuarios } from '../../db/alta-usuarios';

export interface NewUser {
  legajo: string;
  name: string;
  role: Role;
  passwordHash: string;
  equipo: string | null;
  correo?: string | null;
}

/** A membership as single sign-on weighs it. */
export interface MiembroSso {
  id: string;
  plantaId: number;
  personaId: string;
  role: string;
  sso: boolean;
  ssoBaja: Date | null;
}

/** A membership and the plant it is of, found by legajo across plants (the login, before the plant is known). */
export type MiembroDePlanta = UserRow & { plantaCodigo: string };

/** A user as the portal reads one: the membership (of the session's plant, by the row-level security) and its person. */
const FILA = {
  ...getTableColumns(users),
  passwordHash: personas.passwordHash,
  sesionVersion: personas.sesionVersion,
  debeCambiarPin: personas.debeCambiarPin,
  adminEmpresa: personas.adminEmpresa,
};

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
      .select(FILA)
      .from(users)
      .innerJoin(personas, eq(personas.id, users.personaId))
      .where(eq(users.id, id))
      .then((rows) => rows[0]);
  }

  /** The memberships with this legajo in the plants the session reads (one per plant at most), by plant. */
  findByLegajo(legajo: string): Promise<MiembroDePlanta[]> {
    return this.db
      .select({ ...FILA, plantaCodigo: plantas.codigo })
      .from(users)
      .innerJoin(personas, eq(personas.id, users.personaId))
      .innerJoin(plantas, eq(plantas.id, users.plantaId))
      .where(and(eq(users.legajo, legajo), isNull(users.ssoBaja)))
      .orderBy(asc(users.plantaId));
  }

  /** The memberships of a person in the plants the session reads, with each plant's name and code. */
  membresiasDe(personaId: string): Promise<{ id: string; plantaId: number; nombre: string; codigo: string; role: string }[]> {
    return this.db
      .select({ id: users.id, plantaId: users.plantaId, nombre: plantas.nombre, codigo: plantas.codigo, role: users.role })
      .from(users)
      .innerJoin(plantas, eq(plantas.id, users.plantaId))
      .where(and(eq(users.personaId, personaId), isNull(users.ssoBaja)))
      .orderBy(asc(plantas.id));
  }

  /** Every membership of a person in the plants the session reads, those without access included (single sign-on). */
  miembrosSso(personaId: string): Promise<MiembroSso[]> {
    return this.db
      .select({ id: users.id, plantaId: users.plantaId, personaId: users.personaId, role: users.role, sso: users.sso, ssoBaja: users.ssoBaja })
      .from(users)
      .where(eq(users.personaId, personaId))
      .orderBy(asc(users.plantaId));
  }

  /** The person a provider account is (`sujeto`), among those with a membership the session reads. */
  async personaPorSujeto(sujeto: string): Promise<string | undefined> {
    const [row] = await this.db.select({ id: personas.id }).from(personas).where(eq(personas.ssoSujeto, sujeto)).limit(1);
    return row?.id;
  }

  /**
   * A first single sign-on's user to link to, in the given plants the session reads: the membership with the legajo
   * claim, else the one whose e-mail is the verified e-mail claim. Only a person not yet linked to another account.
   */
  async paraVincular(plantaIds: readonly number[], legajo: string | undefined, correo: string | undefined): Promise<MiembroSso | undefined> {
    if (!plantaIds.length || (!legajo && !correo)) return undefined;
    const porLegajo = legajo ? eq(users.legajo, legajo) : undefined;
    const porCorreo = correo ? sql`lower(${users.correo}) = ${correo.toLowerCase()}` : undefined;
    const rows = await this.db
      .select({ id: users.id, plantaId: users.plantaId, personaId: users.personaId, role: users.role, sso: users.sso, ssoBaja: users.ssoBaja })
      .from(users)
      .innerJoin(personas, eq(personas.id, users.personaId))
      .where(and(inArray(users.plantaId, [...plantaIds]), isNull(personas.ssoSujeto), or(porLegajo, porCorreo)))
      .orderBy(...(porLegajo ? [sql`${porLegajo} desc`] : []), asc(users.plantaId))
      .limit(1);
    return rows[0];
  }

  async vincularSso(personaId: string, sujeto: string): Promise<void> {
    await this.db.update(personas).set({ ssoSujeto: sujeto }).where(eq(personas.id, personaId));
  }

  /**
   * The provider's groups give this membership `role`: it is governed by single sign-on from now on and has access.
   * Its older sessions end only when that changes something (role or access).
   */
  async accesoSso(id: string, role: Role): Promise<boolean> {
    this.cache.changing(id);
    const rows = await this.db
      .update(users)
      .set({ role, sso: true, ssoBaja: null, membresiaVersion: sql`${users.membresiaVersion} + 1` })
      .where(and(eq(users.id, id), or(sql`${users.role} <> ${role}`, eq(users.sso, false), sql`${users.ssoBaja} is not null`)))
      .returning({ id: users.id });
    return rows.length > 0;
  }

  /** No group gives it access any more: its sessions end and no login is taken, the row stays with its history. */
  async bajaSso(id: string, ahora: Date): Promise<boolean> {
    this.cache.changing(id);
    const rows = await this.db
      .update(users)
      .set({ ssoBaja: ahora, membresiaVersion: sql`${users.membresiaVersion} + 1` })
      .where(and(eq(users.id, id), eq(users.sso, true), isNull(users.ssoBaja)))
      .returning({ id: users.id });
    return rows.length > 0;
  }

  list(): Promise<UserRow[]> {
    return this.db.select(FILA).from(users).innerJoin(personas, eq(personas.id, users.personaId)).orderBy(asc(users.name), asc(users.legajo));
  }

  /** Every user's id and name, by name: the people a person field offers (no legajo, role or contact). */
  nombres(): Promise<{ id: string; name: string }[]> {
    return this.db.select({ id: users.id, name: users.name }).from(users).orderBy(asc(users.name), asc(users.id));
  }

  listHoras(userIds: string[]): Promise<UserHoursRow[]> {
    if (userIds.length === 0) return Promise.resolve([]);
    return this.db.select().from(userHours).where(inArray(userHours.userId, userIds)).orderBy(asc(userHours.date), asc(userHours.id));
  }

  /** A new person and their membership of the session's plant. Throws the driver's unique violation (23505) for a duplicate legajo. */
  insert(user: NewUser): Promise<UserRow> {
    return this.db.transaction(async (tx) => {
      const [{ id }] = await altaUsuarios(tx as unknown as Db, [user], { fallarSiExiste: true });
      const row = await this.findById(id, tx as unknown as Db);
      if (!row) throw new Error('The user just created is not visible to its own plant');
      return row;
    });
  }

  /** A membership of the session's plant for an existing person. Throws the driver's 23505 for a legajo the plant has. */
  async insertMiembro(miembro: Pick<MembresiaRow, 'personaId' | 'legajo' | 'name' | 'role'>): Promise<UserRow | undefined> {
    const [row] = await this.db.insert(users).values(miembro).returning({ id: users.id });
    return this.releer(row?.id);
  }

  /** Whether the person is already a member of the session's plant. */
  async esMiembro(personaId: string): Promise<boolean> {
    const rows = await this.db.select({ id: users.id }).from(users).where(eq(users.personaId, personaId)).limit(1);
    return rows.length > 0;
  }

  /** The row after a write to it (returning() gives the membership alone). */
  private async releer(id: string | undefined, db: Db = this.db): Promise<UserRow | undefined> {
    return id ? this.findById(id, db) : undefined;
  }

  async delete(id: string, db: Db = this.db): Promise<boolean> {
    this.cache.changing(id);
    const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
    return rows.length > 0;
  }

  async updateRole(id: string, role: Role, db: Db = this.db): Promise<UserRow | undefined> {
    this.cache.changing(id);
    const [row] = await db
      .update(users)
      .set({ role, membresiaVersion: sql`${users.membresiaVersion} + 1` })
      .where(eq(users.id, id))
      .returning({ id: users.id });
    return this.releer(row?.id, db);
  }

  async updateEquipo(id: string, equipo: string | null): Promise<UserRow | undefined> {
    this.cache.changing(id);
    const [row] = await this.db.update(users).set({ equipo }).where(eq(users.id, id)).returning({ id: users.id });
    return this.releer(row?.id);
  }

  async updateEquiposACargo(id: string, equiposACargo: string[]): Promise<UserRow | undefined> {
    this.cache.changing(id);
    const [row] = await this.db.update(users).set({ equiposACargo }).where(eq(users.id, id)).returning({ id: users.id });
    return this.releer(row?.id);
  }

  async updateNombre(id: string, name: string): Promise<UserRow | undefined> {
    this.cache.changing(id);
    const [row] = await this.db.update(users).set({ name }).where(eq(users.id, id)).returning({ id: users.id });
    return this.releer(row?.id);
  }

  /**
   * Makes the user's person a company Admin, or no longer one. Their sessions in every plant end (the person's session
   * version): the capability is in each session's user, and a privilege taken away must not outlive the change.
   */
  async updateAdminEmpresa(id: string, adminEmpresa: boolean): Promise<UserRow | undefined> {
    this.cache.changing(id);
    const [row] = await this.db
      .update(personas)
      .set({ adminEmpresa, sesionVersion: sql`${personas.sesionVersion} + 1` })
      .where(eq(personas.id, this.personaDe(id)))
      .returning({ id: personas.id });
    return row ? this.findById(id) : undefined;
  }

  /** The user's contact e-mail (Admin), or with `avisosCorreo` their own notice settings (issue 12). */
  async updateCorreo(id: string, correo: string | null, avisosCorreo?: boolean): Promise<UserRow | undefined> {
    this.cache.changing(id);
    const [row] = await this.db
      .update(users)
      .set(avisosCorreo === undefined ? { correo } : { correo, avisosCorreo })
      .where(eq(users.id, id))
      .returning({ id: users.id });
    return this.releer(row?.id);
  }

  /**
   * A new pin (hash) for the user's person: every older session token stops working, in every plant; `debeCambiarPin`
   * after an Admin's reset. The person's other memberships leave every cache by the database's notification.
   */
  async updatePin(id: string, passwordHash: string, debeCambiarPin: boolean): Promise<UserRow | undefined> {
    this.cache.changing(id);
    const [row] = await this.db
      .update(personas)
      .set({ passwordHash, debeCambiarPin, sesionVersion: sql`${personas.sesionVersion} + 1` })
      .where(eq(personas.id, this.personaDe(id)))
      .returning({ id: personas.id });
    return row ? this.findById(id) : undefined;
  }

  /** The person of a membership the session sees (none: matches no person). */
  private personaDe(id: string) {
    return sql`(select ${users.personaId} from ${users} where ${users.id} = ${id})`;
  }

  /**
   * A migrated user's first login: the original app's bcrypt hash becomes an argon2id hash of the same pin.
   * Same pin, so sessions stay valid (no `sesion_version` bump); only replaces the hash that was checked.
   */
  async updateHashAntiguo(id: string, hashAntiguo: string, passwordHash: string): Promise<void> {
    this.cache.changing(id);
    await this.db
      .update(personas)
      .set({ passwordHash })
      .where(and(eq(personas.id, this.personaDe(id)), eq(personas.passwordHash, hashAntiguo)));
  }

  /** A successful login (also the latest activity). Not audited: the login has its own record. */
  async updateUltimoLogin(id: string, ahora: Date): Promise<UserRow | undefined> {
    this.cache.changing(id);
    const [row] = await this.db.update(users).set({ ultimoLogin: ahora, ultimaActividad: ahora }).where(eq(users.id, id)).returning({ id: users.id });
    return this.releer(row?.id);
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
