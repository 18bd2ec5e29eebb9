// Brotli and gzip twins of a production build's text files, written once at build time so the BFF
// (@fastify/static `preCompressed`) sends them without compressing anything per request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt)$/;
/** Below this a compressed answer saves less than its own headers cost. */
export const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside each compressible file of `dir`
 * of at least MIN_BYTES, when the result is smaller. Returns how many files got twins.
 */
export async function precompressDir(dir) {
  const names = (await readdir(dir, { recursive: true })).map(String).filter((n) => COMPRESSIBLE.test(n));
  let count = 0;
  await Promise.all(
    names.map(async (name) => {
      const file = join(dir, name);
      if ((await stat(file)).size < MIN_BYTES) return;
      const content = await readFile(file);
      const [br, gzipped] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gz(content, { level: 9 }),
      ]);
      if (br.length >= content.length) return;
      await Promise.all([writeFile(`${file}.br`, br), gzipped.length < content.length ? writeFile(`${file}.gz`, gzipped) : undefined]);
      count++;
    }),
  );
  return count;
}

/** Runs precompressDir on the output folder once everything (manifests included) is written. */
export class PrecompressPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async () => {
      await precompressDir(compiler.options.output.path);
    });
  }
}
