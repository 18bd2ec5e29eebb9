/** The rows of `db.execute(sql…)`: node-postgres and PGlite answer `{ rows }`. */
export const filas = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);
