import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateDrizzleJson, generateMigration, type DrizzleSnapshotJSON } from 'drizzle-kit/api';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../test/paths';
import * as schema from './schema';

const dir = MIGRATIONS_DIR;
const journal = JSON.parse(readFileSync(join(dir, 'meta/_journal.json'), 'utf8')) as { entries: { idx: number; tag: string }[] };
const ultima = journal.entries.at(-1)!;
const snapshot = (idx: number) => JSON.parse(readFileSync(join(dir, `meta/${String(idx).padStart(4, '0')}_snapshot.json`), 'utf8')) as DrizzleSnapshotJSON;

/**
 * Migrations written by hand (row-level security, triggers) still end with the snapshot of the schema they leave, so the
 * next `npm run db:generate` writes only the next change — not again every table a hand-written migration added.
 */
describe('the last migration snapshot', () => {
  it(`is the Drizzle schema (${ultima.tag})`, async () => {
    const ultimo = snapshot(ultima.idx);
    const actual = generateDrizzleJson(schema, ultimo.id);
    expect(await generateMigration(ultimo, actual)).toEqual([]);
  });

  it('follows the one before it', () => {
    expect(snapshot(ultima.idx).prevId).toBe(snapshot(ultima.idx - 1).id);
  });
});
