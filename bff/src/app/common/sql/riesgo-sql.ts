import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { NIVELES_RIESGO } from '@portal/shared/domain';

/**
 * A risk value's level by its prefix (NIVELES_RIESGO: NS 1 … IN 5), `desconocido` for any other value: the one SQL
 * form of the domain's risk levels, weighed by the dashboard (`pesoRiesgo`, unknown 0) and ranked by the card lists
 * (`compararRiesgo`, unknown last).
 */
export const nivelRiesgoSql = (col: SQLWrapper, desconocido: number): SQL<number> =>
  sql<number>`(case upper(left(btrim(${col}), 2)) ${sql.raw(NIVELES_RIESGO.map((n) => `when '${n.prefijo}' then ${n.peso}`).join(' '))} else ${sql.raw(String(desconocido))} end)`;
