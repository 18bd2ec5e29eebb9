import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { expect } from 'vitest';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';

export interface BadBackup {
  name: string;
  path: string;
  /** What the tool must say. */
  error: RegExp;
}

type Rec = Record<string, unknown>;

/**
 * Damaged copies of a good backup `file` (which must hold a `users` and a `tarjetas` table with ≥ 3 rows
 * and at least one image), written under `dir`: the gzip file cut at several points, its bytes flipped,
 * and re-compressed contents that are cut, malformed, inconsistent, of another version, or that pass
 * every check of the file but hold rows or tables the database refuses while loading.
 */
export function badBackups(file: string, dir: string): BadBackup[] {
  mkdirSync(dir, { recursive: true });
  const gz = readFileSync(file);
  const lines = gunzipSync(gz).toString('utf8').split('\n').filter(Boolean);
  const recs = lines.map((l) => JSON.parse(l) as Rec);
  const at = (pred: (r: Rec) => boolean) => {
    const i = recs.findIndex(pred);
    if (i < 0) throw new Error('the good backup lacks a record the damage needs');
    return i;
  };
  const usersAt = at((r) => r['table'] === 'users');
  const cardsAt = at((r) => r['table'] === 'tarjetas');
  const fileAt = at((r) => 'file' in r);
  const doneAt = at((r) => 'done' in r);
  const out: BadBackup[] = [];
  const bytes = (name: string, data: Buffer, error: RegExp) => {
    const path = join(dir, `${name}.ndjson.gz`);
    writeFileSync(path, data);
    out.push({ name, path, error });
  };
  const text = (name: string, content: string, error: RegExp) => bytes(name, gzipSync(Buffer.from(content, 'utf8')), error);
  const records = (name: string, edit: (r: Rec[]) => Rec[], error: RegExp) =>
    text(
      name,
      edit(structuredClone(recs))
        .map((r) => JSON.stringify(r) + '\n')
        .join(''),
      error,
    );
  const upTo = (n: number) =>
    lines
      .slice(0, n)
      .map((l) => l + '\n')
      .join('');
  const half = (line: string) => line.slice(0, Math.floor(line.length / 2));

  // The gzip file itself cut or damaged.
  const cutOrBad = /Respaldo dañado o cortado/;
  bytes('gzip-header-cut', gz.subarray(0, 5), cutOrBad);
  bytes('gzip-middle-cut', gz.subarray(0, Math.floor(gz.length / 2)), cutOrBad);
  bytes('gzip-trailer-missing', gz.subarray(0, gz.length - 8), cutOrBad);
  bytes('gzip-one-byte-short', gz.subarray(0, gz.length - 1), cutOrBad);
  const flipped = Buffer.from(gz);
  for (let i = 0; i < 16; i++) flipped[Math.floor(gz.length / 2) + i] ^= 0xa5;
  bytes('gzip-bytes-flipped', flipped, /Respaldo (dañado|incompleto)/);

  // Whole gzip streams whose contents are cut.
  text('cut-in-manifest', half(lines[0]!), /no es JSON/);
  text('cut-in-a-row', upTo(cardsAt + 2) + half(lines[cardsAt + 2]!), /no es JSON/);
  text('cut-between-rows', upTo(cardsAt + 2), /incompleto/);
  text('cut-in-an-image', upTo(fileAt) + half(lines[fileAt]!), /no es JSON/);
  text('end-record-missing', upTo(doneAt), /incompleto/);

  // Malformed or inconsistent contents.
  text('line-not-json', upTo(usersAt + 2) + 'esto no es JSON\n' + lines.slice(usersAt + 2).join('\n') + '\n', /no es JSON/);
  records('row-missing', (r) => r.filter((_, i) => i !== cardsAt + 1), /tarjetas trae \d+ filas y declara/);
  records(
    'end-totals-differ',
    (r) => {
      const done = r[doneAt] as { tables: Record<string, number> };
      done.tables['tarjetas']! += 1;
      return r;
    },
    /el final declara/,
  );
  records('data-after-end', (r) => [...r, { table: 'users' }], /después del final/);
  records(
    'image-path-escapes',
    (r) => {
      r[fileAt]!['file'] = '../../fuera.png';
      return r;
    },
    /ruta de archivo no válida/,
  );
  records(
    'newer-format-version',
    (r) => {
      r[0]!['version'] = 2;
      return r;
    },
    /Versión de respaldo no soportada/,
  );
  records(
    'newer-schema',
    (r) => {
      r[0]!['schema'] = { tag: '9999_futuro', when: 9_999_999_999_999 };
      return r;
    },
    /más nueva o desconocida/,
  );

  // Files that pass every check of the file: the database refuses them while loading.
  const duplicateUser = (r: Rec[]) => {
    const start = r.findIndex((x) => x['table'] === 'users');
    r.splice(start + 1, 0, structuredClone(r[start + 1]!));
    (r.find((x) => x['end'] === 'users') as { count: number }).count += 1;
    (r.find((x) => 'done' in x) as { tables: Record<string, number> }).tables['users']! += 1;
    return r;
  };
  records('row-refused', duplicateUser, /falló en la tabla users y se deshizo/);
  records(
    'image-then-row-refused',
    (r) => {
      const [image] = r.splice(fileAt, 1);
      r.splice(1, 0, image!);
      return duplicateUser(r);
    },
    /falló en la tabla users y se deshizo/,
  );
  records(
    'unknown-table-after-the-images',
    (r) => {
      (r[doneAt] as { tables: Record<string, number> }).tables['no_existe'] = 0;
      r.splice(doneAt, 0, { table: 'no_existe' }, { end: 'no_existe', count: 0 });
      return r;
    },
    /no tiene la tabla del respaldo/,
  );
  return out;
}

/**
 * Restores each bad backup with `restore` (which must reject with the backup's message) and checks that
 * `state` (a fingerprint of the database and of DATA_DIR) is after each one exactly what it was before.
 * Soft assertions: a failure names every damage that got through, not just the first.
 */
export async function expectEachRefusedChangingNothing(bad: BadBackup[], restore: (path: string) => Promise<unknown>, state: () => Promise<unknown>) {
  const before = await state();
  for (const b of bad) {
    await expect.soft(restore(b.path), b.name).rejects.toThrow(b.error);
    expect.soft(await state(), b.name).toEqual(before);
  }
}
