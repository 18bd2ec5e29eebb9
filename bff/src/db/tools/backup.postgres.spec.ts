import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badBackups, expectEachRefusedChangingNothing } from '../../../test/bad-backups';
import {
  buildEmbeddedPlant,
  CLI_PATHS,
  embeddedCounts,
  expectPlantServed,
  filesFingerprint,
  PLANT_USER,
  postgresCounts,
  postgresFingerprint,
  type Plant,
  writeBeforeLegajoRename,
} from '../../../test/backup';
import { TARJETA_ROJA } from '../../../test/tarjetas';
import { createTestDatabase, startTestApp, type TestDatabase } from '../../../test/test-app';
import { runDbCli } from './db-cli';
import { walkFiles } from './staged-uploads';

describe('db:move-to-postgres and db:backup / db:restore on a PostgreSQL server', () => {
  let root: string;
  let plantDir: string;
  let plant: Plant;
  let embedded: Record<string, number>;
  const databases: TestDatabase[] = [];
  const emptyDatabase = async () => {
    const db = await createTestDatabase();
    databases.push(db);
    return db;
  };
  const run = (argv: string[], env: Record<string, string>) => runDbCli(argv, env, CLI_PATHS, () => undefined);

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'portal-backup-pg-'));
    plantDir = join(root, 'plant');
    plant = await buildEmbeddedPlant(plantDir);
    embedded = await embeddedCounts(plantDir);
  }, 120_000);
  afterAll(async () => {
    for (const db of databases) await db.drop();
    rmSync(root, { recursive: true, force: true });
  });

  it('moves the embedded database into an empty PostgreSQL database: equal counts, a login, the image, numbering', async () => {
    const target = await emptyDatabase();
    const url = target.env['DATABASE_URL']!;
    await run(['move-to-postgres', url], { DATA_DIR: plantDir });
    expect(await postgresCounts(url)).toEqual(embedded);
    expect(await embeddedCounts(plantDir)).toEqual(embedded); // the source is left as it was
    // The portal now runs on the server, with the same DATA_DIR for the local images.
    const t = await startTestApp({ database: target, env: { CLOUDINARY_URL: '', SEED: 'false' }, dataDir: plantDir });
    try {
      const served = await expectPlantServed(t, plant);
      expect(served.card).toMatchObject({ _id: plant.card._id, numero: plant.card.numero });
      expect(served.image.equals(plant.image)).toBe(true);
      expect(served.nextNumero).toBe(plant.card.numero + 1);
    } finally {
      await t.app.close();
    }
  }, 120_000);

  it('refuses a target that is not empty, copying nothing', async () => {
    const target = await emptyDatabase();
    const url = target.env['DATABASE_URL']!;
    await run(['move-to-postgres', url], { DATA_DIR: plantDir });
    const before = await postgresCounts(url);
    await expect(run(['move-to-postgres', url], { DATA_DIR: plantDir })).rejects.toThrow(/no está vacía/);
    expect(await postgresCounts(url)).toEqual(before);
    await expect(run(['move-to-postgres', 'mysql://x'], { DATA_DIR: plantDir })).rejects.toThrow(/postgres:\/\//);
  }, 120_000);

  it('backup → restore on PostgreSQL: identical counts and the image served; a non-empty database needs --force', async () => {
    const source = await emptyDatabase();
    const sourceUrl = source.env['DATABASE_URL']!;
    await run(['move-to-postgres', sourceUrl], { DATA_DIR: plantDir });
    const original = await postgresCounts(sourceUrl);
    const file = join(root, 'pg.ndjson.gz');
    await run(['backup', file], { DATABASE_URL: sourceUrl, DATA_DIR: plantDir });
    expect(existsSync(file)).toBe(true);

    // Another server, another DATA_DIR: rows and images both come from the file.
    const target = await emptyDatabase();
    const targetUrl = target.env['DATABASE_URL']!;
    const targetDir = join(root, 'target');
    await run(['restore', file], { DATABASE_URL: targetUrl, DATA_DIR: targetDir });
    expect(await postgresCounts(targetUrl)).toEqual(original);
    const t = await startTestApp({ database: target, env: { CLOUDINARY_URL: '', SEED: 'false' }, dataDir: targetDir });
    try {
      const served = await expectPlantServed(t, plant);
      expect(served.image.equals(plant.image)).toBe(true);
      expect(served.nextNumero).toBe(plant.card.numero + 1);
    } finally {
      await t.app.close();
    }
    const changed = await postgresCounts(targetUrl);
    expect(changed['tarjetas']).toBe(original['tarjetas']! + 1);

    await expect(run(['restore', file], { DATABASE_URL: targetUrl, DATA_DIR: targetDir })).rejects.toThrow(/no está vacía.*--force/);
    expect(await postgresCounts(targetUrl)).toEqual(changed);
    await run(['restore', file, '--force'], { DATABASE_URL: targetUrl, DATA_DIR: targetDir });
    expect(await postgresCounts(targetUrl)).toEqual(original);
  }, 180_000);

  it('restores a backup from before the legajo column was renamed (users rows with `email`): its users log in', async () => {
    const file = join(root, 'plant-actual.ndjson.gz');
    await run(['backup', file], { DATA_DIR: plantDir });
    const old = join(root, 'plant-anterior.ndjson.gz');
    await writeBeforeLegajoRename(file, old);
    const target = await emptyDatabase();
    const url = target.env['DATABASE_URL']!;
    await run(['restore', old], { DATABASE_URL: url, DATA_DIR: join(root, 'anterior') });
    // Its plant has no zone of its own, so its cards per month are counted when the BFF starts, in PLANT_TZ.
    expect(await postgresCounts(url)).toEqual({ ...embedded, tarjeta_meses: 0, tarjeta_meses_zona: 0 });
    const t = await startTestApp({ database: target, env: { CLOUDINARY_URL: '', SEED: 'false' }, dataDir: join(root, 'anterior') });
    try {
      const { user } = await t.login(PLANT_USER.legajo, PLANT_USER.pin);
      expect(user).toMatchObject({ email: PLANT_USER.legajo, name: 'Nora Paz' });
    } finally {
      await t.app.close();
    }
    const { tarjeta_meses, tarjeta_meses_zona } = await postgresCounts(url);
    expect({ tarjeta_meses, tarjeta_meses_zona }).toEqual({ tarjeta_meses: embedded.tarjeta_meses, tarjeta_meses_zona: 1 });
  }, 120_000);

  it('--force with a cut, corrupt or refused backup changes nothing on the server: every table, the journal, the images; the BFF starts', async () => {
    const file = join(root, 'plant.ndjson.gz');
    await run(['backup', file], { DATA_DIR: plantDir });
    const target = await emptyDatabase();
    const env = { DATABASE_URL: target.env['DATABASE_URL']!, DATA_DIR: join(root, 'guarded') };
    await run(['restore', file], env);
    // The target differs from the backup (a card more, another image, the plant's image changed), so a
    // bad file that got restored anyway, even whole, would show.
    let t = await startTestApp({ database: target, env: { CLOUDINARY_URL: '', SEED: 'false' }, dataDir: env.DATA_DIR });
    const { token } = await t.login(PLANT_USER.legajo, PLANT_USER.pin);
    const added = (await t.post<{ _id: string }>('/api/tarjetas', TARJETA_ROJA, { token })).body;
    await t.app.close();
    const restoredImages = [...walkFiles(join(env.DATA_DIR, 'uploads'))];
    expect(restoredImages).toHaveLength(1);
    for (const image of restoredImages) writeFileSync(image, 'otra imagen');
    mkdirSync(join(env.DATA_DIR, 'uploads', 'vieja'), { recursive: true });
    writeFileSync(join(env.DATA_DIR, 'uploads', 'vieja', 'foto.png'), 'una imagen que el respaldo no tiene');

    const state = async () => ({ db: await postgresFingerprint(env.DATABASE_URL), files: filesFingerprint(env.DATA_DIR) });
    expect((await state()).db['table tarjetas']).toMatch(new RegExp(`^${embedded['tarjetas']! + 1} `));
    await expectEachRefusedChangingNothing(badBackups(file, join(root, 'bad-files')), (path) => run(['restore', path, '--force'], env), state);

    t = await startTestApp({ database: target, env: { CLOUDINARY_URL: '', SEED: 'false' }, dataDir: env.DATA_DIR });
    try {
      const login = await t.login(PLANT_USER.legajo, PLANT_USER.pin);
      expect((await t.get(`/api/tarjetas/${added._id}`, { token: login.token })).status).toBe(200);
    } finally {
      await t.app.close();
    }
  }, 300_000);

  it('a server started once (migrated, no plant data) counts as empty', async () => {
    const target = await emptyDatabase();
    const t = await startTestApp({ database: target, env: { SEED: 'false' } });
    await t.app.close();
    await run(['move-to-postgres', target.env['DATABASE_URL']!], { DATA_DIR: plantDir });
    expect(await postgresCounts(target.env['DATABASE_URL']!)).toEqual(embedded);
  }, 120_000);
});
