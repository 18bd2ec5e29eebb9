// Module hooks for a heavy-job worker started from the TypeScript sources (the API tests under vitest):
// Node 20 cannot load .ts, so each file is transpiled with swc (as vitest does) and the @portal/* alias resolved
// (as in bff/vitest.config.mts). The production bundle (dist/bff/heavy-worker.js) never loads this.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { transform } from '@swc/core';

const ALIASES = { '@portal/shared/domain': new URL('../../../../../libs/shared/domain/src/index.ts', import.meta.url).href };

export async function resolve(specifier, context, next) {
  if (Object.hasOwn(ALIASES, specifier)) return { url: ALIASES[specifier], shortCircuit: true };
  if ((specifier.startsWith('./') || specifier.startsWith('../')) && context.parentURL?.endsWith('.ts')) {
    const base = new URL(specifier, context.parentURL);
    for (const candidate of [base.href, `${base.href}.ts`, `${base.href}/index.ts`]) {
      const path = fileURLToPath(candidate);
      if (/\.[cm]?[jt]s$|\.json$/.test(path) && existsSync(path)) return { url: pathToFileURL(path).href, shortCircuit: true };
    }
  }
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return next(url, context);
  const source = await readFile(new URL(url), 'utf8');
  const out = await transform(source, {
    filename: fileURLToPath(url),
    sourceMaps: 'inline',
    module: { type: 'es6' },
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2022',
    },
  });
  return { format: 'module', source: out.code, shortCircuit: true };
}
