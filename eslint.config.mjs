// Flat ESLint config. The module-boundary rule is the architecture's fence:
// remotes never import each other or the shell, browser code never pulls node-only
// packages, and the BFF never pulls React or MUI. Tags live in each project.json.
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const NODE_ONLY = ['@nestjs/*', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/pglite', '@electric-sql/pglite/*', '@node-rs/*', 'fastify', '@fastify/*', 'passport', 'passport-jwt'];
const BROWSER_ONLY = ['react', 'react-dom', 'react-dom/*', 'react/*', 'react-router', 'react-router-dom', '@mui/*', '@emotion/*', 'react-redux', 'react-hook-form', '@hookform/*'];

export default [
  { ignores: ['**/dist', '**/node_modules', '**/tmp', '**/.nx', 'data/**', 'bff/src/db/migrations/**'] },
  ...nx.configs['flat/base'],
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.js', '**/*.mjs'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            { sourceTag: 'scope:shell', onlyDependOnLibsWithTags: ['scope:shell', 'scope:shared'] },
            { sourceTag: 'scope:tarjetas', onlyDependOnLibsWithTags: ['scope:tarjetas', 'scope:shared'] },
            { sourceTag: 'scope:kaizen', onlyDependOnLibsWithTags: ['scope:kaizen', 'scope:shared'] },
            { sourceTag: 'scope:dashboard', onlyDependOnLibsWithTags: ['scope:dashboard', 'scope:shared'] },
            { sourceTag: 'scope:admin', onlyDependOnLibsWithTags: ['scope:admin', 'scope:shared'] },
            { sourceTag: 'scope:bff', onlyDependOnLibsWithTags: ['scope:bff', 'scope:shared'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:tooling', onlyDependOnLibsWithTags: ['scope:shared', 'scope:tooling'] },
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:domain', 'type:ui', 'type:data-access', 'type:auth', 'type:feature', 'type:testing'] },
            { sourceTag: 'type:domain', onlyDependOnLibsWithTags: ['type:domain'] },
            { sourceTag: 'platform:browser', onlyDependOnLibsWithTags: ['platform:browser', 'platform:neutral'], bannedExternalImports: NODE_ONLY },
            { sourceTag: 'platform:node', onlyDependOnLibsWithTags: ['platform:node', 'platform:neutral'], bannedExternalImports: BROWSER_ONLY },
            { sourceTag: 'platform:neutral', onlyDependOnLibsWithTags: ['platform:neutral'], bannedExternalImports: [...NODE_ONLY, ...BROWSER_ONLY] },
          ],
        },
      ],
    },
  },
  {
    // Build and test configs import the workspace tooling in libs/tooling.
    files: ['**/rspack.config.mjs', '**/vitest.config.mts', '**/module-federation.config.mjs'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    // One @mui/material module graph for the whole portal: a deep import ('@mui/material/Menu') is a shared
    // module of its own that another container may provide, so a Menu from one copy around a MenuItem from
    // another loses its context ('MenuListContext is missing'). The barrel is one shared singleton.
    files: ['shell/src/**', 'mf-*/src/**', 'libs/shared/**/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^@mui/material/(?!locale$)', message: "Import from '@mui/material' (one shared copy of MUI across the shell and the remotes)." }] },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
];
