import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { DB, type Db } from '../database/database.types';

/** Who a stream ticket was issued to: a user or a TV pantalla, never both. */
export type TitularTicket = { userId: string; pantallaId?: undefined } | { pantallaId: string; userId?: undefined };

const rows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Stream tickets by the sha256 of their value. Each method is one statement, so a ticket is used once across
 * every instance on one database: consuming is a DELETE … RETURNING (two instances racing for the same ticket,
 * only one gets the row). Times come from the app's clock.
 */
@Injectable()
export class EventTicketsRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  /** Stores a ticket and purges the expired ones (index on expira: a few rows at most). */
  async emitir(hash: string, titular: TitularTicket, expira: Date, ahora: Date): Promise<void> {
    await this.db.execute(sql`
      with purga as (delete from event_tickets where expira <= ${ts(ahora)})
      insert into event_tickets (hash, user_id, pantalla_id, expira)
      values (${hash}, ${titular.userId ?? null}::uuid, ${titular.pantallaId ?? null}, ${ts(expira)})`);
  }

  /** Takes the ticket if it exists and has not expired; undefined otherwise (an expired one stays for the purge). */
  async consumir(hash: string, ahora: Date): Promise<TitularTicket | undefined> {
    const result = await this.db.execute(sql`
      delete from event_tickets where hash = ${hash} and expira > ${ts(ahora)} returning user_id, pantalla_id`);
    const [row] = rows<{ user_id: string | null; pantalla_id: string | null }>(result);
    if (!row) return undefined;
    return row.user_id ? { userId: row.user_id } : row.pantalla_id ? { pantallaId: row.pantalla_id } : undefined;
  }

  /** A revoked pantalla's tickets not yet used. */
  async descartarDePantalla(pantallaId: string): Promise<void> {
    await this.db.execute(sql`delete from event_tickets where pantalla_id = ${pantallaId}`);
  }

  async usuarioExiste(userId: string): Promise<boolean> {
    const result = await this.db.execute(sql`select 1 from users where id = ${userId}::uuid`);
    return rows(result).length > 0;
  }
}
