import { PlantasRepository } from '../plantas/plantas.repository';
import { enPlanta } from '../database/alcance-planta';
import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { DB, type Db } from '../database/database.types';

/**
 * Who a stream ticket was issued to: a user (with the session version of the token that asked for it) or a TV
 * pantalla, never both. A user's stream lives only as long as that session version (a pin change or reset ends it).
 */
export type TitularTicket = (
  { userId: string; sesionVersion: number; pantallaId?: undefined } | { pantallaId: string; userId?: undefined; sesionVersion?: undefined }
) & {
  /** The plant whose events the stream is sent. */
  planta: number;
};

const rows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Stream tickets by the sha256 of their value. Each method is one statement, so a ticket is used once across
 * every instance on one database: consuming is a DELETE … RETURNING (two instances racing for the same ticket,
 * only one gets the row). Times come from the app's clock.
 */
@Injectable()
export class EventTicketsRepository {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly plantas: PlantasRepository,
  ) {}

  /** Stores a ticket and purges the expired ones (index on expira: a few rows at most). */
  async insert(hash: string, titular: TitularTicket, expira: Date, ahora: Date): Promise<void> {
    await this.db.execute(sql`
      with purga as (delete from event_tickets where expira <= ${ts(ahora)})
      insert into event_tickets (hash, user_id, pantalla_id, sesion_version, expira, planta_id)
      values (${hash}, ${titular.userId ?? null}::uuid, ${titular.pantallaId ?? null}, ${titular.sesionVersion ?? null}::integer, ${ts(expira)},
        ${titular.planta}::integer)`);
  }

  /**
   * Takes the ticket if it exists and has not expired; undefined otherwise (an expired one stays for the purge).
   * A user's ticket is taken (used up) but refused when the session's version moved since it was issued: the check,
   * in the ticket's plant (whose row the user is), comes after the take, so a pin or role change committed before it
   * always wins.
   */
  async delete(hash: string, ahora: Date): Promise<TitularTicket | undefined> {
    const result = await this.db.execute(sql`
      delete from event_tickets where hash = ${hash} and expira > ${ts(ahora)} returning user_id, pantalla_id, sesion_version, planta_id`);
    const [row] = rows<{ user_id: string | null; pantalla_id: string | null; sesion_version: number | null; planta_id: number }>(result);
    if (!row) return undefined;
    if (row.pantalla_id) return { pantallaId: row.pantalla_id, planta: row.planta_id };
    if (!row.user_id || row.sesion_version === null) return undefined;
    const vigente = await enPlanta(row.planta_id, () => this.versiones([row.user_id as string]));
    return vigente.get(row.user_id) === row.sesion_version ? { userId: row.user_id, sesionVersion: row.sesion_version, planta: row.planta_id } : undefined;
  }

  /** A revoked pantalla's tickets not yet used. */
  async deleteDePantalla(pantallaId: string): Promise<void> {
    await this.db.execute(sql`delete from event_tickets where pantalla_id = ${pantallaId}`);
  }

  /**
   * The current session version (`versionDeSesion`) of each of these users that still exists (a deleted one is
   * absent), whatever their plant: the hub holds every plant's streams.
   */
  async versionesDeSesion(userIds: string[]): Promise<Map<string, number>> {
    return this.plantas.leyendoTodas(() => this.versiones(userIds));
  }

  /** Those of the plants the session reads. The sum is versionDeSesion's (user-cache.ts), in SQL. */
  private async versiones(userIds: string[]): Promise<Map<string, number>> {
    if (!userIds.length) return new Map();
    const ids = sql.join(
      userIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    const result = await this.db.execute(
      sql`select u.id, p.sesion_version + u.membresia_version as version from users u join personas p on p.id = u.persona_id where u.id in (${ids})`,
    );
    return new Map(rows<{ id: string; version: number }>(result).map((r) => [r.id, Number(r.version)]));
  }
}
