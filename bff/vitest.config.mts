import { resolve } from 'node:path';
import swc from 'unplugin-swc';
import { configDefaults, defineConfig } from 'vitest/config';
import { necesitanAislamiento, specs } from '../libs/tooling/build/vitest/aislamiento.mts';

const dir = import.meta.dirname;
// *.postgres.spec.ts need a PostgreSQL server (two instances on one database): only in the DATABASE_URL pass.
const exclude = process.env.DATABASE_URL ? configDefaults.exclude : [...configDefaults.exclude, '**/*.postgres.spec.ts'];
const todos = specs(dir, ['src', 'test']);
// Each file builds its own app and database, so the files share the imported modules (isolate: false, bench/aislamiento.mjs)
// but those that set environment variables or replace modules, which run isolated.
const aislados = necesitanAislamiento(dir, todos);

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
    alias: {
      '@portal/shared/domain': resolve(dir, '../libs/shared/domain/src/index.ts'),
      '@portal/shared/oidc-prueba': resolve(dir, '../libs/shared/oidc-prueba/src/index.ts'),
    },
  },
  test: {
    root: dir,
    include: ['src/**/*.spec.ts', 'test/**/*.spec.ts'],
    environment: 'node',
    globalSetup: ['./test/global-setup.ts'],
    // Ceilings for a hung test, not timings: about three times the slowest test seen under a CPU hog (bench/ci-under-load.mjs).
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // `exclude`, not `include`: inheriting the config's include, a project's own would be added to it.
    projects: [
      { extends: true, test: { name: 'bff', isolate: false, exclude: [...exclude, ...aislados] } },
      { extends: true, test: { name: 'bff (aislados)', exclude: [...exclude, ...todos.filter((f) => !aislados.includes(f))] } },
    ],
  },
});
