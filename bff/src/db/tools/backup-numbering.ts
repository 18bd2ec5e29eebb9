import { RECONSTRUIR_CONTADORES_SQL } from '../../app/tarjetas/numeracion';
import { q } from './db-catalog';
import type { RawDb } from './raw-db';

/** Every serial column's sequence continues after the highest loaded value. */
export async function resetSequences(db: RawDb) {
  const serials = await db.query<{ tbl: string; col: string; seq: string }>(`
    select c.relname as tbl, a.attname as col, pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) as seq
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r','p') and a.attnum > 0 and not a.attisdropped
      and pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) is not null`);
  for (const s of serials) {
    await db.query(
      `select setval($1::regclass, coalesce((select max(${q(s.col)}) from ${q(s.tbl)}), 1), (select max(${q(s.col)}) is not null from ${q(s.tbl)}))`,
      [s.seq],
    );
  }
}

/** Numbering never goes back: the per-colour card counters and the Kaizen counter are at least the highest number loaded. */
export async function resetCounters(db: RawDb) {
  const [have] = await db.query<{ tc: string | null; kc: string | null }>(
    `select to_regclass('public.tarjeta_contadores')::text as tc, to_regclass('public.kaizen_contador')::text as kc`,
  );
  if (have?.tc) {
    await db.query(RECONSTRUIR_CONTADORES_SQL);
  }
  if (have?.kc) {
    await db.query(`insert into kaizen_contador (planta_id, id, last) select planta_id, 1, max(numero) from kaizens group by planta_id
      on conflict (planta_id, id) do update set last = greatest(kaizen_contador.last, excluded.last)`);
  }
}
