import { resolve } from 'node:path';
import swc from 'unplugin-swc';
import { configDefaults, defineConfig } from 'vitest/config';

// Nest's DI reads constructor types from decorator metadata, which esbuild does not emit: swc does.
export default defineConfig({
  plugins: [
    swc.vite({
      jsc: {
        parser: { syntax: 'typescript', decorators: true },
        transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
        target: 'es2022',
      },
    }),
  ],
  resolve: {
    alias: { '@portal/shared/domain': resolve(import.meta.dirname, '../libs/shared/domain/src/index.ts') },
  },
  test: {
    name: 'bff',
    root: import.meta.dirname,
    include: ['src/**/*.spec.ts', 'test/**/*.spec.ts'],
    // *.postgres.spec.ts need a PostgreSQL server (two instances on one database): only in the DATABASE_URL pass.
    exclude: process.env.DATABASE_URL ? configDefaults.exclude : [...configDefaults.exclude, '**/*.postgres.spec.ts'],
    environment: 'node',
    globalSetup: ['./test/global-setup.ts'],
    // Ceilings for a hung test, not timings: about three times the slowest test seen under a CPU hog (bench/ci-under-load.mjs).
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
