// Shared Vitest settings for the browser projects (shell, remotes, shared browser libs).
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

const root = resolve(import.meta.dirname, '../../../..');

export const portalAlias = {
  '@portal/shared/domain': resolve(root, 'libs/shared/domain/src/index.ts'),
  '@portal/shared/ui': resolve(root, 'libs/shared/ui/src/index.ts'),
  '@portal/shared/auth': resolve(root, 'libs/shared/auth/src/index.ts'),
  '@portal/shared/data-access': resolve(root, 'libs/shared/data-access/src/index.ts'),
};

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
      testTimeout: 15000,
    },
  });
}
