import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { asc, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { archivos, schema } from '../../db/schema';
import { MIGRATIONS_DIR } from '../../../test/paths';
import { createTestDatabase } from '../../../test/test-app';
import type { Db } from '../database/database.types';

interface Journal {
  entries: { tag: string }[];
}

/** The migrations folder as it was before the archivos table. */
function foldersBeforeArchivos(): string {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as Journal;
  const cut = journal.entries.findIndex((e) => e.tag.endsWith('_archivos'));
  const dir = mkdtempSync(join(tmpdir(), 'portal-migrations-'));
  mkdirSync(join(dir, 'meta'));
  const entries = journal.entries.slice(0, cut);
  for (const e of entries) copyFileSync(join(MIGRATIONS_DIR, `${e.tag}.sql`), join(dir, `${e.tag}.sql`));
  writeFileSync(join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  return dir;
}

async function openDatabase(): Promise<{ db: Db; migrate: (folder: string) => Promise<void>; close: () => Promise<void> }> {
  if (process.env.DATABASE_URL) {
    const database = await createTestDatabase();
    const pool = new pg.Pool({ connectionString: database.env.DATABASE_URL });
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Db,
      migrate: (migrationsFolder) => migratePg(db, { migrationsFolder }),
      close: async () => (await pool.end(), await database.drop()),
    };
  }
  const client = await PGlite.create();
  const db = drizzlePglite(client, { schema });
  return { db: db as unknown as Db, migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }), close: () => client.close() };
}

describe('migration: images attached before the archivos table', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it('registers single-use images of our storage as attached, and leaves shared or foreign URLs untracked', async () => {
    const old = foldersBeforeArchivos();
    cleanups.push(() => rmSync(old, { recursive: true, force: true }));
    const { db, migrate, close } = await openDatabase();
    cleanups.push(close);
    await migrate(old);
    const local = 'http://portal-viejo:3000/uploads/0620e496-684b-4143-94ea-59844f280cbb.png';
    const cloud = 'https://res.cloudinary.com/demo/image/upload/v1712/portal/ab12cd.jpg';
    const shared = '/uploads/11111111-1111-4111-8111-111111111111.webp';
    const foreign = 'https://otro.example/foto.png';
    const urls = [local, cloud, shared, shared, foreign, ''];
    // Plain SQL: the schema's insert would name columns later migrations add.
    const inserted = await db.execute(
      sql`insert into tarjetas (numero, color, prioridad, imagen_url) values ${sql.join(
        urls.map((imagenUrl, i) => sql`(${i + 1}, 'Roja', 'Alta', ${imagenUrl})`),
        sql`, `,
      )} returning id`,
    );
    const cards = (inserted as unknown as { rows: { id: string }[] }).rows;
    await migrate(MIGRATIONS_DIR);
    const rows = await db
      .select({
        url: archivos.url,
        storage: archivos.storage,
        key: archivos.key,
        attachedTo: archivos.attachedTo,
        lado: archivos.tarjetaLado,
        attached: sql<boolean>`${archivos.attachedAt} is not null`,
      })
      .from(archivos)
      .orderBy(asc(archivos.url));
    // Card images had no sides then: each is the card's 'imagen'.
    expect(rows).toEqual([
      { url: local, storage: 'local', key: '0620e496-684b-4143-94ea-59844f280cbb.png', attachedTo: cards[0].id, lado: 'imagen', attached: true },
      { url: cloud, storage: 'cloudinary', key: 'portal/ab12cd', attachedTo: cards[1].id, lado: 'imagen', attached: true },
    ]);
  });
});
