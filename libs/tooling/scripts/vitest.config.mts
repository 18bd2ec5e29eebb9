import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'tools', root: import.meta.dirname, include: ['**/*.spec.ts'], environment: 'node', testTimeout: 120_000, hookTimeout: 120_000 },
});
