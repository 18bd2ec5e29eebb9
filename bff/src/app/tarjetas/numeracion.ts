import { eq, sql } from 'drizzle-orm';
import type { Color } from '@portal/shared/domain';
import { tarjetaContadores, tarjetas } from '../../db/schema';
import { LOCKS, type Db } from '../database/database.types';

/**
 * The one owner of card numbering: per plant and colour (each row of the session's plant, by its policy), tarjeta_contadores.last is the highest number given and never goes
 * back. Every function takes the caller's db or transaction.
 */

/**
 * Raises each colour's counter to its highest card number. Plain SQL text: the backup tool runs it on its raw
 * client, everything else through `reconstruirContadores`.
 */
export const RECONSTRUIR_CONTADORES_SQL = `insert into tarjeta_contadores (planta_id, color, last) select planta_id, color, max(numero) from tarjetas group by planta_id, color
  on conflict (planta_id, color) do update set last = greatest(tarjeta_contadores.last, excluded.last)`;

/** The session plant's numbering lock, held until the transaction ends: shared by card creations, exclusive for an import. */
const cerrojoNumeracion = (modo: 'compartido' | 'exclusivo') =>
  modo === 'compartido'
    ? sql`select pg_advisory_xact_lock_shared(${LOCKS.numeracion}, coalesce(portal_planta_actual(), 0))`
    : sql`select pg_advisory_xact_lock(${LOCKS.numeracion}, coalesce(portal_planta_actual(), 0))`;

/** Takes the colour's next number; call it in the card's inserting transaction: no duplicates, no gaps. */
export async function siguienteNumero(db: Db, color: Color): Promise<number> {
  await db.execute(cerrojoNumeracion('compartido'));
  const [{ last }] = await db
    .insert(tarjetaContadores)
    .values({ color, last: 1 })
    .onConflictDoUpdate({ target: [tarjetaContadores.plantaId, tarjetaContadores.color], set: { last: sql`${tarjetaContadores.last} + 1` } })
    .returning({ last: tarjetaContadores.last });
  return last;
}

/** The number the colour's next card would take (nothing is reserved). */
export async function vistaPrevia(db: Db, color: Color): Promise<number> {
  const [row] = await db.select({ last: tarjetaContadores.last }).from(tarjetaContadores).where(eq(tarjetaContadores.color, color));
  return (row?.last ?? 0) + 1;
}

/** The next number past both the colour's counter and its highest card (a renumbered import takes it). */
export async function siguienteLibre(db: Db, color: string): Promise<number> {
  const [{ siguiente }] = await db
    .select({
      siguiente: sql<number>`greatest(coalesce(max(${tarjetas.numero}), 0), coalesce((select last from tarjeta_contadores where color = ${color}), 0)) + 1`,
    })
    .from(tarjetas)
    .where(eq(tarjetas.color, color));
  return Number(siguiente);
}

/** Each colour's counter: the highest number given. */
export async function maximos(db: Db): Promise<Map<Color, number>> {
  const rows = await db.select().from(tarjetaContadores);
  return new Map(rows.map((r) => [r.color as Color, r.last]));
}

/**
 * Until the caller's transaction ends no card of the session's plant is numbered and no other import of it runs
 * (card creation there waits); the other plants number their cards meanwhile.
 */
export async function bloquearNumeracion(db: Db): Promise<void> {
  await db.execute(cerrojoNumeracion('exclusivo'));
}

/** Moves each given colour's counter up to its number, never down. */
export async function elevarContadores(db: Db, hasta: ReadonlyMap<string, number>): Promise<void> {
  if (!hasta.size) return;
  await db
    .insert(tarjetaContadores)
    .values([...hasta].map(([color, last]) => ({ color, last })))
    .onConflictDoUpdate({
      target: [tarjetaContadores.plantaId, tarjetaContadores.color],
      set: { last: sql`greatest(${tarjetaContadores.last}, excluded.last)` },
    });
}

/** Every colour's counter at least its highest card number (after a bulk load). */
export async function reconstruirContadores(db: Db): Promise<void> {
  await db.execute(sql.raw(RECONSTRUIR_CONTADORES_SQL));
}

/** A fresh database's counters; existing ones are left as they are. */
export async function iniciarContadores(db: Db, contadores: Readonly<Record<string, number>>): Promise<void> {
  await db
    .insert(tarjetaContadores)
    .values(Object.entries(contadores).map(([color, last]) => ({ color, last })))
    .onConflictDoNothing();
}
