// The portal is in Spanish only. `@mui/material/locale` and the MUI X `locales` entry points export
// every language (≈420 KB minified in the first page load): as shared Module Federation modules they
// cannot be tree-shaken. Their requests go straight to the Spanish file instead, which is then bundled
// (plain data: nothing to keep a singleton of) with only what it uses.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { rspack } from '@rspack/core';
import { workspaceRoot } from './shared.mjs';

const require = createRequire(join(workspaceRoot, 'package.json'));
const packageDir = (name) => dirname(require.resolve(`${name}/package.json`));

/** Request → the file that exports its `esES`. */
export const SPANISH_LOCALES = {
  '@mui/material/locale': join(packageDir('@mui/material'), 'locale', 'esES.mjs'),
  '@mui/x-data-grid/locales': join(packageDir('@mui/x-data-grid'), 'locales', 'esES.mjs'),
  '@mui/x-date-pickers/locales': join(packageDir('@mui/x-date-pickers'), 'locales', 'esES.mjs'),
};

const escape = (s) => s.replace(/[/\\^$.*+?()[\]{}|-]/g, '\\$&');

/** Rewrites the request before Module Federation matches it against the shared map. */
export function spanishLocalesPlugin() {
  const pattern = new RegExp(`^(?:${Object.keys(SPANISH_LOCALES).map(escape).join('|')})$`);
  return new rspack.NormalModuleReplacementPlugin(pattern, (resource) => {
    resource.request = SPANISH_LOCALES[resource.request];
  });
}
