// Which spec files need a module graph of their own. The suite runs the others with `isolate: false` (modules
// imported once per worker, not once per file: bench/aislamiento.mjs measures it).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A spec that replaces a module (vi.mock) or a global, or sets an environment variable, for the whole file: sharing
 * a module graph with other files, its replacement would leak into them (or theirs into it).
 */
const REEMPLAZA_MODULOS_O_GLOBALES = new RegExp(
  [
    String.raw`\bvi\.(mock|doMock|unmock|doUnmock|stubGlobal|stubEnv|resetModules)\(`,
    String.raw`Object\.defineProperty\(\s*(window|navigator|globalThis|document)\b`,
    String.raw`\b(globalThis|window)\.\w+\s*=(?!=)`,
    String.raw`process\.env(\.\w+|\[[^\]]+\])\s*=(?!=)|delete process\.env`,
  ].join('|'),
);

/** The spec files under `dir`'s `carpetas` (paths relative to `dir`). */
export function specs(dir: string, carpetas: string[] = ['src']): string[] {
  return carpetas.flatMap((c) =>
    readdirSync(join(dir, c), { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.spec\.tsx?$/.test(f))
      .map((f) => join(c, f)),
  );
}

/** Of `archivos` (relative to `dir`), those that must run isolated. */
export function necesitanAislamiento(dir: string, archivos: string[]): string[] {
  return archivos.filter((f) => REEMPLAZA_MODULOS_O_GLOBALES.test(readFileSync(join(dir, f), 'utf8')));
}
