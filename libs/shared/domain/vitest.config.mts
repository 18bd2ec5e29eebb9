import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'shared-domain',
    root: import.meta.dirname,
    include: ['src/**/*.spec.ts'],
    environment: 'node',
  },
});
