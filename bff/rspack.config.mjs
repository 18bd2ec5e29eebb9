// @ts-check
// Bundles the BFF into one ESM file for Node 20. Packages from node_modules stay external
// (imported at runtime); the shared domain library is bundled from source via its path alias.
import { cpSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const outDir = resolve(root, 'dist/bff');

/** Bare specifiers (packages, node builtins) are external, except our own @portal/* aliases. */
const isExternal = (request = '') => !request.startsWith('.') && !request.startsWith('/') && !request.startsWith('@portal/');

class CopyMigrationsPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tap('CopyMigrationsPlugin', () => {
      const target = resolve(outDir, 'migrations');
      rmSync(target, { recursive: true, force: true });
      cpSync(resolve(import.meta.dirname, 'src/db/migrations'), target, { recursive: true });
    });
  }
}

/** @type {import('@rspack/core').Configuration} */
export default {
  context: import.meta.dirname,
  mode: process.env.NODE_ENV === 'development' ? 'development' : 'production',
  target: 'node20',
  // db-cli: backup, restore and move to PostgreSQL (npm run db:*); migrate-mongo: the original app's dump (npm run migrate:mongo). Both next to main.js and its migrations.
  // heavy-worker: the worker threads of the heavy-job pool (common/heavy), found next to main.js by import.meta.url.
  entry: {
    main: './src/main.ts',
    'db-cli': './src/db/tools/db-cli.ts',
    'migrate-mongo': './src/migrate-mongo.ts',
    'heavy-worker': './src/app/common/heavy/heavy-worker.ts',
  },
  devtool: 'source-map',
  output: {
    path: outDir,
    filename: '[name].js',
    module: true,
    chunkFormat: 'module',
    chunkLoading: 'import',
    clean: true,
  },
  experiments: { outputModule: true },
  externalsType: 'module',
  externals: [({ request }, callback) => (isExternal(request) ? callback(undefined, `module ${request}`) : callback())],
  resolve: {
    extensions: ['.ts', '.js', '.json'],
    alias: { '@portal/shared/domain': resolve(root, 'libs/shared/domain/src/index.ts') },
  },
  module: {
    // Keep import.meta.url as the runtime URL of main.js (used to find migrations and the repo root).
    // worker: false leaves `new Worker(url)` alone (the pool picks its entry at run time).
    parser: { javascript: { importMeta: false, url: false, worker: false } },
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', decorators: true },
            transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
            target: 'es2022',
          },
        },
        type: 'javascript/auto',
      },
    ],
  },
  optimization: { minimize: false },
  plugins: [new CopyMigrationsPlugin()],
};
