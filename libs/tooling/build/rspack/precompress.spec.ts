import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM build script without types
import { MIN_BYTES, precompressDir } from './precompress.mjs';

describe('precompressDir', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-precompress-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, content: string | Buffer) => {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), content);
  };

  it('writes brotli and gzip twins of the text files worth it, identical once decoded', async () => {
    const js = `export const x = ${JSON.stringify('portal '.repeat(500))};`;
    write('main.1234abcd.js', js);
    write('static/js/chunk.5678abcd.js', js);
    write('mf-manifest.json', JSON.stringify({ name: 'mf_x', shared: Array.from({ length: 100 }, (_, i) => ({ name: `pkg-${i}` })) }));
    write('index.html', `<!doctype html>${'<p>hola</p>'.repeat(200)}`);
    write('tiny.js', 'console.log(1)');
    write('foto.png', Buffer.alloc(MIN_BYTES * 4));

    expect(await precompressDir(dir)).toBe(4);
    for (const name of ['main.1234abcd.js', 'static/js/chunk.5678abcd.js', 'mf-manifest.json', 'index.html']) {
      const original = readFileSync(join(dir, name));
      expect(brotliDecompressSync(readFileSync(join(dir, `${name}.br`)))).toEqual(original);
      expect(gunzipSync(readFileSync(join(dir, `${name}.gz`)))).toEqual(original);
      expect(readFileSync(join(dir, `${name}.br`)).length).toBeLessThan(original.length);
    }
    // Too small to be worth it, or not text.
    for (const name of ['tiny.js', 'foto.png']) {
      expect(existsSync(join(dir, `${name}.br`))).toBe(false);
      expect(existsSync(join(dir, `${name}.gz`))).toBe(false);
    }
  });

  it('does not compress its own twins on a second run', async () => {
    await precompressDir(dir);
    expect(existsSync(join(dir, 'main.1234abcd.js.br.br'))).toBe(false);
    expect(existsSync(join(dir, 'main.1234abcd.js.br.gz'))).toBe(false);
  });
});
