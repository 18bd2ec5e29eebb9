import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plantas } from '../../db/schema';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { comoPropietario, enPlanta } from '../database/alcance-planta';
import { DB, type Db } from '../database/database.types';
import { bloquearNumeracion, siguienteNumero } from './numeracion';

// PostgreSQL only (see vitest.config.mts): concurrent transactions on separate connections.

const filas = <T>(r: unknown): T[] => (r as { rows?: T[] }).rows ?? (r as T[]);

describe("an import holds its plant's numbering only", () => {
  let t: TestApp;
  let db: Db;
  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get<Db>(DB);
    await comoPropietario(() => db.insert(plantas).values({ id: 2, nombre: 'Planta Sur', codigo: 'PS' }));
  });
  afterAll(() => t?.close());

  const esperando = async () =>
    Number(
      filas<{ n: string }>(
        await comoPropietario(() =>
          db.execute(
            sql`select count(*) as n from pg_locks where locktype = 'advisory' and not granted and database = (select oid from pg_database where datname = current_database())`,
          ),
        ),
      )[0].n,
    );

  it("card creation in another plant goes on during an import; in the import's plant it waits for its end", async () => {
    let soltar!: () => void;
    const suelta = new Promise<void>((r) => (soltar = r));
    let bloqueada!: () => void;
    const bloqueo = new Promise<void>((r) => (bloqueada = r));
    const importacion = enPlanta(1, () =>
      db.transaction(async (tx) => {
        await bloquearNumeracion(tx);
        bloqueada();
        await suelta;
      }),
    );
    await bloqueo;

    // Another plant numbers its card at once.
    expect(await enPlanta(2, () => db.transaction((tx) => siguienteNumero(tx, 'Roja')))).toBe(1);

    // The import's plant waits on the lock (seen in pg_locks) until the import ends.
    let numerada: number | undefined;
    const enLaPrimera = enPlanta(1, () => db.transaction((tx) => siguienteNumero(tx, 'Roja'))).then((n) => (numerada = n));
    await expect.poll(esperando, { timeout: 10_000 }).toBe(1);
    expect(numerada).toBeUndefined();
    soltar();
    await importacion;
    await enLaPrimera;
    expect(numerada).toBeGreaterThan(1);
    expect(await esperando()).toBe(0);
  });
});
