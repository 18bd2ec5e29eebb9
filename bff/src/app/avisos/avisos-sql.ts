import { sql, type SQL } from 'drizzle-orm';

/** `array[…]::uuid[]` of ids, for `= any(…)`. */
export const uuids = (ids: string[]): SQL =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}]`;

/** The card a notice is about, as the bell and the e-mails show it. */
export interface TarjetaAvisada {
  tarjetaId: string;
  numero: number;
  color: string;
  maquina: string;
  prioridad: string;
  equipo: string;
  fecha: Date;
}
