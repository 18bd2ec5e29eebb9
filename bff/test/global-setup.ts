import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_DIR, TEST_TMP } from './paths';
import { adminQuery, databaseUrl } from './postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplate: string;
  }
}

/**
 * Creating a PGlite cluster costs seconds; migrate one once and let every test file boot
 * its own in-memory copy from the dump. With DATABASE_URL the files use PostgreSQL instead, and
 * the apps' databases are copies of one migrated once here (the migrations cost seconds per database).
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    project.provide('pgliteSnapshot', '');
    const template = `portal_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `create database ${template}`);
    const pool = new pg.Pool({ connectionString: databaseUrl(serverUrl, template) });
    try {
      await migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await pool.end();
    }
    project.provide('postgresTemplate', template);
    return () => adminQuery(serverUrl, `drop database if exists ${template} with (force)`);
  }
  project.provide('postgresTemplate', '');
  mkdirSync(TEST_TMP, { recursive: true });
  const client = await PGlite.create();
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = join(TEST_TMP, `pglite-migrated-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return () => rmSync(file, { force: true });
}
