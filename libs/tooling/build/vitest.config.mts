import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'tooling-build', root: import.meta.dirname, include: ['rspack/**/*.spec.ts'], environment: 'node', testTimeout: 60_000 },
});
