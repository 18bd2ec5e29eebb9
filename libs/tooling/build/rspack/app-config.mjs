// Factory for the rspack configs of the Module Federation host (shell) and the remotes.
// Plain rspack + @module-federation/enhanced/rspack (no Nx MF wrappers).
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { spanishLocalesPlugin } from './locales.mjs';
import { PrecompressPlugin } from './precompress.mjs';
import { HEAD_TAGS, pwaPlugins } from './pwa.mjs';
import { portalAliases, sharedMap, workspaceRoot } from './shared.mjs';

// Inline icon (a card in the plant's four colours): browsers stop asking for /favicon.ico.
const FAVICON = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect x="2" y="2" width="13" height="13" rx="2" fill="#dc3545"/><rect x="17" y="2" width="13" height="13" rx="2" fill="#007bff"/><rect x="2" y="17" width="13" height="13" rx="2" fill="#28a745"/><rect x="17" y="17" width="13" height="13" rx="2" fill="#F7E91B"/></svg>')}`;

const BFF_URL = process.env.BFF_URL ?? 'http://localhost:3000';

/** output.clean only empties the output folder: the source maps of the previous build go here. */
class RemoveBeforeBuildPlugin {
  constructor(dir) {
    this.dir = dir;
  }
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.beforeRun.tap('RemoveBeforeBuildPlugin', () => rmSync(this.dir, { recursive: true, force: true }));
  }
}

/**
 * The shell provides the shared singletons and needs every one it imports before its first paint; each
 * shared module (every `@mui/system/*` deep import included) would otherwise be a chunk of its own:
 * ~60 requests for the login page. Two chunks instead: npm packages, and the portal's shared libs.
 */
const hostChunks = {
  chunks: 'async',
  cacheGroups: {
    vendors: { test: /[\\/]node_modules[\\/]/, name: 'vendors', chunks: 'async', enforce: true, priority: 20 },
    portalLibs: { test: /[\\/]libs[\\/]shared[\\/]/, name: 'portal-libs', chunks: 'async', enforce: true, priority: 10 },
  },
};

/** `…/node_modules/@mui/material/Button/Button.mjs` → `mui-material`. */
function packageChunkName(module) {
  const path = module.nameForCondition?.() ?? module.resource ?? '';
  const match = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(path.slice(path.lastIndexOf('node_modules') - 1));
  return `npm.${(match?.[1] ?? 'misc').replace('@', '').replace(/[\\/]/, '-')}`;
}

/**
 * A remote gets the singletons from the shell, but the deep imports nobody provided yet (the DataGrid
 * asks for ~40 `@mui/material/*` modules) come from its own build, each a chunk of its own: ~70
 * requests for the first card list. One chunk per npm package instead.
 */
const remoteChunks = {
  chunks: 'async',
  cacheGroups: {
    packages: { test: /[\\/]node_modules[\\/]/, name: packageChunkName, chunks: 'async', enforce: true, priority: 20 },
  },
};

/**
 * @param {object} o
 * @param {string} o.project      Nx project / folder name, e.g. 'mf-kaizen'; output goes to dist/<project>
 * @param {string} o.name         Module Federation name, e.g. 'mf_kaizen'
 * @param {'host'|'remote'} o.kind
 * @param {number} o.port         dev-server port
 * @param {Record<string,string>} [o.exposes] remote only: './Page' → './src/pages/Page.tsx' (relative to the project)
 * @param {string} [o.title]
 */
export function createAppConfig({ project, name, kind, port, exposes = {}, title = 'Portal Mejora Continua' }) {
  const projectRoot = resolve(workspaceRoot, project);
  const isHost = kind === 'host';

  return (_env, argv = {}) => {
    const mode = argv.mode ?? process.env.NODE_ENV ?? 'development';
    const isDev = mode !== 'production';
    const serving = process.env.WEBPACK_SERVE === 'true' || Boolean(argv.env?.WEBPACK_SERVE);
    const refresh = isDev && serving;
    // Installable app + service worker: the shell's production build only (a remote is never opened alone by users).
    const pwa = isHost && !isDev;

    return {
      mode: isDev ? 'development' : 'production',
      context: projectRoot,
      entry: { main: './src/main.ts' },
      // Production maps are written beside dist/, never into the served folder, and no bundle points at them.
      devtool: isDev ? 'cheap-module-source-map' : 'hidden-source-map',
      output: {
        path: resolve(workspaceRoot, 'dist', project),
        sourceMapFilename: isDev ? '[file].map' : `../source-maps/${project}/[file].map`,
        publicPath: isHost ? '/' : 'auto',
        uniqueName: name,
        filename: isDev ? '[name].js' : '[name].[contenthash:8].js',
        chunkFilename: isDev ? '[name].js' : '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.jsx', '.json'],
        alias: portalAliases(),
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                target: 'es2020',
                transform: { react: { runtime: 'automatic', development: isDev, refresh } },
              },
            },
            type: 'javascript/auto',
          },
          { test: /\.css$/, type: 'css/auto' },
          { test: /\.(png|jpe?g|gif|svg|webp|ico|woff2?)$/i, type: 'asset' },
        ],
      },
      plugins: [
        new rspack.HtmlRspackPlugin({
          templateContent: `<!doctype html><html lang="es"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>${title}</title><link rel="icon" href="${FAVICON}" />${pwa ? HEAD_TAGS : ''}</head><body><noscript>Necesita habilitar JavaScript para usar esta aplicación.</noscript><div id="root"></div></body></html>`,
        }),
        new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(isDev ? 'development' : 'production') }),
        spanishLocalesPlugin(),
        new ModuleFederationPlugin({
          name,
          ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
          shared: sharedMap(),
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
        }),
        refresh && new ReactRefreshRspackPlugin(),
        !isDev && new RemoveBeforeBuildPlugin(resolve(workspaceRoot, 'dist', 'source-maps', project)),
        ...(pwa ? pwaPlugins() : []),
        !isDev && new PrecompressPlugin(),
      ].filter(Boolean),
      optimization: { minimize: !isDev, ...(isDev ? {} : { splitChunks: isHost ? hostChunks : remoteChunks }) },
      performance: { hints: false },
      devServer: {
        port,
        hot: true,
        historyApiFallback: true,
        headers: isHost
          ? {}
          : {
              'Access-Control-Allow-Origin': '*',
              'Access-Control-Allow-Methods': 'GET, OPTIONS',
              'Access-Control-Allow-Headers': '*',
            },
        // The shell talks to the BFF through its own origin; remotes proxy /api too for standalone runs.
        // Uploaded images are relative /uploads/… paths (no PUBLIC_URL in development): proxied as well.
        proxy: [
          {
            context: isHost ? ['/api', '/uploads', '/mf-remotes.json', '/remotes'] : ['/api', '/uploads'],
            target: BFF_URL,
            changeOrigin: true,
          },
        ],
      },
    };
  };
}
