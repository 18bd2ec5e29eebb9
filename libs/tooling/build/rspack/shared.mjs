// Module Federation `shared` map used by the shell and every remote.
// Every entry is a singleton pinned to the exact version in the root package.json, so a
// mismatch shows at build/load time instead of as a second React ("reading 'useContext'").
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

const rootPkg = JSON.parse(readFileSync(resolve(workspaceRoot, 'package.json'), 'utf8'));
const deps = { ...rootPkg.devDependencies, ...rootPkg.dependencies };

/** npm packages shared as singletons. `deep: true` also shares deep imports via a trailing-slash key. */
const PACKAGES = [
  { name: 'react', deep: true }, // react/jsx-runtime
  { name: 'react-dom', deep: true }, // react-dom/client
  { name: 'react-router' },
  { name: 'react-router-dom' },
  { name: '@mui/material', deep: true },
  { name: '@mui/system', deep: true }, // the DataGrid imports it
  { name: '@mui/x-date-pickers', deep: true }, // one LocalizationProvider context for every remote
  { name: '@mui/x-data-grid', deep: true },
  { name: '@mui/x-charts', deep: true },
  { name: '@mui/x-tree-view', deep: true }, // the org chart (mf-admin); one copy should another remote use it
  { name: '@emotion/react', deep: true },
  { name: '@emotion/styled' },
  { name: '@reduxjs/toolkit', deep: true }, // @reduxjs/toolkit/query/react
  { name: 'react-redux' },
  { name: 'dayjs', deep: true }, // one dayjs so locale 'es' (set by @portal/shared/ui) applies everywhere
];

/** Workspace libraries, from the path aliases of tsconfig.base.json (the single list). */
const tsPaths = JSON.parse(readFileSync(resolve(workspaceRoot, 'tsconfig.base.json'), 'utf8')).compilerOptions.paths;
export const PORTAL_LIBS = Object.fromEntries(Object.entries(tsPaths).map(([name, [file]]) => [name, file]));

/**
 * Used only by a remote's standalone bootstrap or by specs, never by exposed code, so not shared; and the
 * list pattern, which each remote bundles: shared, the shell would provide it with the DataGrid and the
 * grid's deep @mui/material modules (MenuItem…), mixed with a remote's own Menu ('MenuListContext is missing').
 * `oidc-prueba` is the tests' OpenID provider, for Node only.
 */
const NOT_SHARED = new Set([
  '@portal/shared/standalone',
  '@portal/shared/testing',
  '@portal/shared/offline/testing',
  '@portal/shared/ui/lista',
  '@portal/shared/oidc-prueba',
]);

function exactVersion(name) {
  const declared = deps[name];
  if (declared && /^\d+\.\d+\.\d+/.test(declared)) return declared;
  // Transitive packages (react-router): read the installed version.
  return JSON.parse(readFileSync(resolve(workspaceRoot, 'node_modules', name, 'package.json'), 'utf8')).version;
}

export function sharedMap() {
  const shared = {};
  for (const { name, deep } of PACKAGES) {
    const version = exactVersion(name);
    const entry = { singleton: true, requiredVersion: version, version, strictVersion: false };
    shared[name] = entry;
    if (deep) shared[`${name}/`] = { ...entry };
  }
  // Singletons too: one store API, one theme, one auth slice across the shell and the remotes.
  for (const [name, file] of Object.entries(PORTAL_LIBS)) {
    if (NOT_SHARED.has(name)) continue;
    shared[name] = {
      singleton: true,
      import: resolve(workspaceRoot, file),
      version: rootPkg.version,
      requiredVersion: rootPkg.version,
    };
  }
  return shared;
}

/** resolve.alias for the `@portal/*` libs (same targets as tsconfig.base.json paths). */
export function portalAliases() {
  return Object.fromEntries(Object.entries(PORTAL_LIBS).map(([name, file]) => [`${name}$`, resolve(workspaceRoot, file)]));
}
