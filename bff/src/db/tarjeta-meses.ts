import { sql, type SQL } from 'drizzle-orm';
import { plantas } from './schema';

/**
 * tarjeta_meses (migration 0064) counts a plant's cards per month of the zone its tarjeta_meses_zona names. The
 * database cannot know the configuration's PLANT_TZ, which a plant without a zone of its own follows, so the BFF
 * names the zone: for every plant at start-up, for one plant when its zone is edited. Nothing is rebuilt when the
 * zone is already the one counted; a plant not (yet) counted in its zone is read from its cards.
 */
export const prepararMesesSql = (planta: number, zona: string): SQL => sql`select tarjeta_meses_preparar(${planta}, ${zona})`;

/** Every plant in its zone in force (as the tables' owner, at start-up). */
export const prepararTodasSql = (plantTz: string): SQL =>
  sql`select tarjeta_meses_preparar(${plantas.id}, coalesce(${plantas.zona}, ${plantTz})) from ${plantas} order by ${plantas.id}`;
