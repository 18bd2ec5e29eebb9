import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { proyectosDelNavegador } from './libs/tooling/build/vitest/browser-project.mts';

const base = import.meta.dirname;
/** Each folder's vitest.config.mts, for folders matching `carpetas` under `padre`. */
const configs = (padre: string, carpetas: RegExp) =>
  readdirSync(join(base, padre))
    .filter((d) => carpetas.test(d))
    .map((d) => join(padre, d, 'vitest.config.mts'))
    .filter((f) => existsSync(join(base, f)));
const proyectos = [...configs('libs/shared', /./), ...configs('.', /^(shell|mf-.+)$/)];
const delNavegador = (f: string) => readFileSync(join(base, f), 'utf8').includes('browserProject(');

// Unit tests of every project but the BFF (API tests, run per database) and e2e (needs a build).
export default defineConfig({
  test: {
    projects: [
      ...proyectosDelNavegador(base, proyectos.filter(delNavegador)),
      ...proyectos.filter((f) => !delNavegador(f)),
      'libs/tooling/scripts/vitest.config.mts',
      'libs/tooling/build/vitest.config.mts',
    ],
  },
});
