import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

// Browser tests on the production build: dist/ must exist (`npm run build`).
export default defineConfig({
  // Value imports of the domain (messages) resolve to its source, as in the BFF's tests.
  resolve: {
    alias: {
      '@portal/shared/domain': resolve(import.meta.dirname, '../libs/shared/domain/src/index.ts'),
      '@portal/shared/oidc-prueba': resolve(import.meta.dirname, '../libs/shared/oidc-prueba/src/index.ts'),
    },
  },
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['src/**/*.e2e.ts'],
    globalSetup: ['src/support/global-setup.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // expect.poll's own default (1 s) is shorter than a reload that re-fetches the session, loads a remote
    // and restores a draft on a loaded 2-core machine. A wrong value still fails, 10 s later.
    expect: { poll: { timeout: 10_000 } },
    // One browser per file, files in sequence: two cores are shared with the server.
    fileParallelism: false,
  },
});
