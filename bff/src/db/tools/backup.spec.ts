import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createGzip } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock } from '../../server/data-dir-lock';
import { badBackups, expectEachRefusedChangingNothing } from '../../../test/bad-backups';
import {
  buildEmbeddedPlant,
  CLI_PATHS,
  embeddedCounts,
  embeddedFingerprint,
  expectPlantServed,
  filesFingerprint,
  NO_SERVER_DB,
  PLANT_USER,
  type Plant,
  writeBeforeLegajoRename,
} from '../../../test/backup';
import { TARJETA_ROJA } from '../../../test/tarjetas';
import { startTestApp } from '../../../test/test-app';
import { runDbCli } from './db-cli';
import { walkFiles } from './staged-uploads';

describe('npm run db:backup / db:restore on the embedded database', () => {
  let root: string;
  let plantDir: string;
  let plant: Plant;
  let file: string;
  let original: Record<string, number>;
  const run = (argv: string[], dataDir: string) => runDbCli(argv, { DATA_DIR: dataDir }, CLI_PATHS, () => undefined);

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'portal-backup-'));
    plantDir = join(root, 'plant');
    plant = await buildEmbeddedPlant(plantDir);
    original = await embeddedCounts(plantDir);
    file = join(root, 'respaldo.ndjson.gz');
    await run(['backup', file], plantDir);
  }, 120_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('the backup holds data of every kind, including the audit trail', () => {
    expect(existsSync(file)).toBe(true);
    expect(original['tarjetas']).toBeGreaterThan(5);
    expect(original['users']).toBeGreaterThanOrEqual(4);
    expect(original['auditoria']).toBeGreaterThan(0);
    expect(original['archivos']).toBe(1);
  });

  it('restore into a fresh data dir: identical row counts, the image served, a login, numbering continues', async () => {
    const dir = join(root, 'fresh');
    await run(['restore', file], dir);
    expect(await embeddedCounts(dir)).toEqual(original);
    const t = await startTestApp({ database: NO_SERVER_DB, env: { DATA_DIR: dir, CLOUDINARY_URL: '', SEED: 'false' } });
    try {
      const served = await expectPlantServed(t, plant);
      expect(served.card).toMatchObject({ _id: plant.card._id, numero: plant.card.numero, imagenUrl: plant.imageUrl });
      expect(served.image.equals(plant.image)).toBe(true);
      // The per-colour counter was restored: numbering continues after the plant's last Roja card.
      expect(served.nextNumero).toBe(plant.card.numero + 1);
    } finally {
      await t.close();
    }
  }, 120_000);

  it('a backup from before the legajo column was renamed (users rows with `email`) restores, and its users log in', async () => {
    const old = join(root, 'anterior.ndjson.gz');
    await writeBeforeLegajoRename(file, old);
    const dir = join(root, 'anterior');
    await run(['restore', old], dir);
    // Its plant has no zone of its own, so its cards per month are counted when the BFF starts, in PLANT_TZ.
    expect(await embeddedCounts(dir)).toEqual({ ...original, tarjeta_meses: 0, tarjeta_meses_zona: 0 });
    const t = await startTestApp({ database: NO_SERVER_DB, env: { DATA_DIR: dir, CLOUDINARY_URL: '', SEED: 'false' } });
    try {
      const { user } = await t.login(PLANT_USER.legajo, PLANT_USER.pin);
      expect(user).toMatchObject({ email: PLANT_USER.legajo, name: 'Nora Paz' });
    } finally {
      await t.close();
    }
    const { tarjeta_meses, tarjeta_meses_zona } = await embeddedCounts(dir);
    expect({ tarjeta_meses, tarjeta_meses_zona }).toEqual({ tarjeta_meses: original.tarjeta_meses, tarjeta_meses_zona: 1 });
  }, 120_000);

  it('refuses a non-empty database without --force; with --force wipes it and restores the backup exactly', async () => {
    const dir = join(root, 'busy');
    await run(['restore', file], dir);
    const t = await startTestApp({ database: NO_SERVER_DB, env: { DATA_DIR: dir, CLOUDINARY_URL: '', SEED: 'false' } });
    const { token } = await t.login('3000', '300000');
    await t.post(
      '/api/tarjetas',
      {
        descripcion: 'después del respaldo',
        reparacion: 'Con maquina parada',
        color: 'Roja',
        detecto: 'Carla',
        prioridad: 'Baja',
        familia: '1 - Pequeñas Deficiencia',
        maquina: 'Calandra 1',
        parteMaquina: 'Reductor',
        equipo: 'Calandrado',
        riesgoInicial: 'MO: MODERADO',
        tipodeRiesgo: 'R - Riesgo mecánico',
      },
      { token },
    );
    await t.close();
    const changed = await embeddedCounts(dir);
    expect(changed['tarjetas']).toBe(original['tarjetas']! + 1);

    await expect(run(['restore', file], dir)).rejects.toThrow(/no está vacía.*--force/);
    expect(await embeddedCounts(dir)).toEqual(changed);

    await run(['restore', file, '--force'], dir);
    expect(await embeddedCounts(dir)).toEqual(original);
  }, 120_000);

  it('refuses while the BFF holds the data dir, saying to stop it', async () => {
    const lock = acquireDataDirLock(plantDir);
    try {
      await expect(run(['backup', join(root, 'otro.gz')], plantDir)).rejects.toThrow(/Detenga el portal \(BFF\)/);
      await expect(run(['restore', file, '--force'], plantDir)).rejects.toThrow(/Detenga el portal \(BFF\)/);
    } finally {
      lock.release();
    }
    expect(existsSync(join(root, 'otro.gz'))).toBe(false);
  });

  it('a truncated backup restores nothing', async () => {
    const cut = join(root, 'cortado.ndjson.gz');
    const lines = [
      JSON.stringify({ format: 'portal-backup', version: 1, schema: await schemaOf(file), source: 'pglite', createdAt: '' }),
      JSON.stringify({ table: 'users' }),
    ];
    await pipeline(Readable.from(lines.map((l) => l + '\n')), createGzip(), createWriteStream(cut));
    const dir = join(root, 'cut');
    await expect(run(['restore', cut], dir)).rejects.toThrow(/incompleto/);
    expect((await embeddedCounts(dir))['users'] ?? 0).toBe(0);
  });

  it('--force with a cut, corrupt or refused backup changes nothing: every table, the journal, the images; the BFF starts on it', async () => {
    const dir = join(root, 'guarded');
    await run(['restore', file], dir);
    // The target differs from the backup (a card more, another image, the plant's image changed), so a
    // bad file that got restored anyway, even whole, would show.
    let t = await startTestApp({ database: NO_SERVER_DB, env: { DATA_DIR: dir, CLOUDINARY_URL: '', SEED: 'false' } });
    const { token } = await t.login('3000', '300000');
    const added = (await t.post<{ _id: string }>('/api/tarjetas', TARJETA_ROJA, { token })).body;
    await t.close();
    const restoredImages = [...walkFiles(join(dir, 'uploads'))];
    expect(restoredImages).toHaveLength(1);
    for (const image of restoredImages) writeFileSync(image, 'otra imagen');
    mkdirSync(join(dir, 'uploads', 'vieja'), { recursive: true });
    writeFileSync(join(dir, 'uploads', 'vieja', 'foto.png'), 'una imagen que el respaldo no tiene');

    const bad = badBackups(file, join(root, 'bad-files'));
    const state = async () => ({ db: await embeddedFingerprint(dir), files: filesFingerprint(dir) });
    const before = await state();
    expect(before.db['table tarjetas']).toMatch(new RegExp(`^${original['tarjetas']! + 1} `));
    await expectEachRefusedChangingNothing(bad, (path) => run(['restore', path, '--force'], dir), state);

    t = await startTestApp({ database: NO_SERVER_DB, env: { DATA_DIR: dir, CLOUDINARY_URL: '', SEED: 'false' } });
    try {
      const login = await t.login(PLANT_USER.legajo, PLANT_USER.pin);
      expect((await t.get(`/api/tarjetas/${added._id}`, { token: login.token })).status).toBe(200);
    } finally {
      await t.close();
    }
  }, 600_000);

  it('refuses a file that is not a backup and bad arguments', async () => {
    const bad = join(root, 'no.gz');
    await pipeline(Readable.from(['{"hola":1}\n']), createGzip(), createWriteStream(bad));
    await expect(run(['restore', bad], join(root, 'bad'))).rejects.toThrow(/no es un respaldo/);
    writeFileSync(join(root, 'x'), '');
    await expect(run(['restore'], join(root, 'bad'))).rejects.toThrow(/Uso/);
    await expect(run(['backup', 'a', '--force'], join(root, 'bad'))).rejects.toThrow(/Uso/);
    await expect(run(['restore', join(root, 'nada.gz')], join(root, 'bad'))).rejects.toThrow(/No existe/);
  });
});

async function schemaOf(file: string) {
  const { readBackup } = await import('./backup-file');
  for await (const line of readBackup(file)) return (line as { schema: unknown }).schema;
  return null;
}
