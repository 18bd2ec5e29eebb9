import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TarjetasPagina } from '@portal/shared/domain';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { comoPropietario, enPlanta } from '../database/alcance-planta';
import { DB, type Db } from '../database/database.types';

// PostgreSQL only (see vitest.config.mts): concurrent transactions on separate connections.

const filas = <T>(r: unknown): T[] => (r as { rows?: T[] }).rows ?? (r as T[]);

describe("a plant's stamp (tarjeta_cambios) is written at commit", () => {
  let t: TestApp;
  let db: Db;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get<Db>(DB);
    ({ admin } = await t.roleTokens());
  });
  afterAll(() => t?.close());

  const sello = async () =>
    filas<{ sello: string }>(await comoPropietario(() => db.execute(sql`select sello::text from tarjeta_cambios where planta_id = 1`)))[0].sello;
  const pagina = async () => (await t.get<TarjetasPagina>('/api/tarjetas?page=0&pageSize=50', { token: admin })).body;

  it("a long transaction over the plant's cards (an import) holds back no other card write, and its cards show when it commits", async () => {
    const [primera, segunda] = (await pagina()).items;
    let seguir!: () => void;
    const sigue = new Promise<void>((r) => (seguir = r));
    let escrita!: () => void;
    const escribio = new Promise<void>((r) => (escrita = r));
    const larga = enPlanta(1, () =>
      db.transaction(async (tx) => {
        await tx.execute(sql`update tarjetas set comentario1 = 'de la transacción larga' where id = ${primera._id}`);
        escrita();
        await sigue;
      }),
    );
    await escribio;
    const antes = await sello();
    // Another writer of the same plant, meanwhile: it commits at once (a lock held by the long one would stop it here).
    await enPlanta(1, () => db.execute(sql`update tarjetas set comentario1 = 'mientras tanto' where id = ${segunda._id}`));
    const mientras = await sello();
    expect(mientras).not.toBe(antes);
    const vista = await pagina();
    expect(vista.items[1].comentario1).toBe('mientras tanto');
    expect(vista.items[0].comentario1).not.toBe('de la transacción larga');

    seguir();
    await larga;
    expect(await sello()).not.toBe(mientras);
    expect((await pagina()).items[0].comentario1).toBe('de la transacción larga');
  });

  it('a rolled back transaction leaves the stamp as it was', async () => {
    const antes = await sello();
    await expect(
      enPlanta(1, () =>
        db.transaction(async (tx) => {
          await tx.execute(sql`update tarjetas set comentario2 = 'deshecho' where numero = 1`);
          throw new Error('rollback');
        }),
      ),
    ).rejects.toThrow('rollback');
    expect(await sello()).toBe(antes);
  });
});
