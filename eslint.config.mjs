// Flat ESLint config. The module-boundary rule is the architecture's fence:
// remotes never import each other or the shell, browser code never pulls node-only
// packages, and the BFF never pulls React or MUI. Tags live in each project.json.
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const NODE_ONLY = [
  '@nestjs/*',
  'drizzle-orm',
  'drizzle-orm/*',
  'pg',
  '@electric-sql/pglite',
  '@electric-sql/pglite/*',
  '@node-rs/*',
  'fastify',
  '@fastify/*',
  'passport',
  'passport-jwt',
];
const BROWSER_ONLY = [
  'react',
  'react-dom',
  'react-dom/*',
  'react/*',
  'react-router',
  'react-router-dom',
  '@mui/*',
  '@emotion/*',
  'react-redux',
  'react-hook-form',
  '@hookform/*',
];

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
        {
          patterns: [
            { regex: '^@mui/material/(?!locale$)', message: "Import from '@mui/material' (one shared copy of MUI across the shell and the remotes)." },
          ],
        },
      ],
    },
  },
  {
    // The typed contract (libs/shared/domain/src/contract) is the one place a route's method, path, access, schemas
    // and status are written: a controller registers its handlers with @Endpoint and reads @Consulta / @Cuerpo.
    files: ['bff/src/**/*.controller.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@nestjs/common',
              importNames: ['Get', 'Post', 'Put', 'Patch', 'Delete', 'All', 'HttpCode', 'Body', 'Query', 'RequestMapping'],
              message: 'Declare the route in the contract and register it with @Endpoint; read @Consulta() / @Cuerpo().',
            },
          ],
          patterns: [{ group: ['**/pipes/zod.pipe'], message: 'The contract validates (@Consulta / @Cuerpo).' }],
        },
      ],
    },
  },
  {
    // Every RTK Query endpoint calls a contract route: pedir(ruta, { params, consulta, cuerpo }).
    files: ['shell/src/**/*.ts', 'shell/src/**/*.tsx', 'mf-*/src/**/*.ts', 'mf-*/src/**/*.tsx', 'libs/shared/**/src/**/*.ts', 'libs/shared/**/src/**/*.tsx'],
    ignores: ['**/*.spec.ts', '**/*.spec.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name=/^(query|mutation)$/] > ObjectExpression > Property[key.name='query'] > ArrowFunctionExpression[body.type!='BlockStatement'][body.callee.name!='pedir']",
          message: "An RTK Query endpoint's request comes from the contract: query: (…) => pedir(ruta, { … }).",
        },
        {
          selector:
            "CallExpression[callee.property.name=/^(query|mutation)$/] > ObjectExpression > Property[key.name='query'] > ArrowFunctionExpression > BlockStatement ReturnStatement[argument.callee.name!='pedir']",
          message: "An RTK Query endpoint's request comes from the contract: return pedir(ruta, { … }).",
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
];
