// Shared Vitest settings for the browser projects (shell, remotes, shared browser libs).
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { necesitanAislamiento, specs } from './aislamiento.mts';

const root = resolve(import.meta.dirname, '../../../..');

const tsPaths: Record<string, string[]> = JSON.parse(readFileSync(resolve(root, 'tsconfig.base.json'), 'utf8')).compilerOptions.paths;
/** The `@portal/*` aliases of tsconfig.base.json, exact (`@portal/shared/ui` must not swallow `@portal/shared/ui/lista`). */
export const portalAlias = Object.entries(tsPaths).map(([name, [file]]) => ({
  find: new RegExp(`^${name.replace(/[/]/g, '\\/')}$`),
  replacement: resolve(root, file),
}));

/** @param name Vitest project name; @param dir the project folder (pass import.meta.dirname). */
export function browserProject(name: string, dir: string) {
  return defineConfig({
    resolve: { alias: portalAlias },
    test: {
      name,
      root: dir,
      environment: 'jsdom',
      include: ['src/**/*.spec.{ts,tsx}'],
      setupFiles: [resolve(import.meta.dirname, 'setup-dom.ts'), resolve(root, 'libs/shared/testing/src/lib/estilosPorPrueba.ts')],
      restoreMocks: true,
      // A ceiling for a hung test: about three times the slowest seen under a CPU hog (bench/ci-under-load.mjs).
      testTimeout: 90_000,
    },
  });
}

/**
 * The unit pass runs each browser project as two: its specs sharing one module graph per worker (`isolate: false`:
 * React, MUI and the app are imported once instead of once per file — about twice as fast, bench/aislamiento.mjs)
 * and, isolated as usual, those that replace modules or globals. A project's own config (`nx test <project>`) keeps
 * every file isolated.
 * @param configFiles the projects' vitest.config.mts, relative to `base`.
 */
export function proyectosDelNavegador(base: string, configFiles: string[]): TestProjectInlineConfiguration[] {
  return configFiles.flatMap((file): TestProjectInlineConfiguration[] => {
    const dir = resolve(base, dirname(file));
    // The project's own name: mf-admin, shell, shared-auth.
    const name = relative(root, dir)
      .replace(/^libs\//, '')
      .replaceAll('/', '-');
    const todos = specs(dir);
    const aislados = necesitanAislamiento(dir, todos);
    // `exclude`, not `include`: extending the project's config, an include would be added to its own.
    const proyecto = (test: TestProjectInlineConfiguration['test'], excluidos: string[]): TestProjectInlineConfiguration => ({
      extends: resolve(base, file),
      root: dir,
      test: { ...test, exclude: [...configDefaults.exclude, ...excluidos] },
    });
    const compartidos = proyecto({ name, isolate: false }, aislados);
    if (!aislados.length) return [compartidos];
    return [
      compartidos,
      proyecto(
        { name: `${name} (aislados)` },
        todos.filter((f) => !aislados.includes(f)),
      ),
    ];
  });
}
