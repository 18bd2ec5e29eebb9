// Shared Vitest settings for the browser projects (shell, remotes, shared browser libs).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

const root = resolve(import.meta.dirname, '../../../..');

const tsPaths: Record<string, string[]> = JSON.parse(readFileSync(resolve(root, 'tsconfig.base.json'), 'utf8')).compilerOptions.paths;
/** The `@portal/*` aliases of tsconfig.base.json, exact (`@portal/shared/ui` must not swallow `@portal/shared/ui/lista`). */
export const portalAlias = Object.entries(tsPaths).map(([name, [file]]) => ({ find: new RegExp(`^${name.replace(/[/]/g, '\\/')}$`), replacement: resolve(root, file) }));

/** @param name Vitest project name; @param dir the project folder (pass import.meta.dirname). */
export function browserProject(name: string, dir: string) {
  return defineConfig({
    resolve: { alias: portalAlias },
    test: {
      name,
      root: dir,
      environment: 'jsdom',
      include: ['src/**/*.spec.{ts,tsx}'],
      setupFiles: [resolve(import.meta.dirname, 'setup-dom.ts')],
      restoreMocks: true,
      // A ceiling for a hung test: about three times the slowest seen under a CPU hog (bench/ci-under-load.mjs).
      testTimeout: 90_000,
    },
  });
}
