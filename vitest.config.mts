import { defineConfig } from 'vitest/config';

// Unit tests of every project but the BFF (API tests, run per database) and e2e (needs a build).
export default defineConfig({
  test: {
    projects: [
      'libs/shared/*/vitest.config.mts',
      'shell/vitest.config.mts',
      'mf-*/vitest.config.mts',
      'libs/tooling/scripts/vitest.config.mts',
      'libs/tooling/build/vitest.config.mts',
    ],
  },
});
