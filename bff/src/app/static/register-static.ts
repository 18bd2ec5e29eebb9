import { createReadStream, existsSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REMOTES } from '@portal/shared/domain';
import type { NotFoundFallback } from '../common/filters/all-exceptions.filter';

/** Build outputs name files `[name].[contenthash:8].<ext>` (libs/tooling/build/rspack/app-config.mjs). */
const CONTENT_HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/;
const PRECOMPRESSED = /\.(br|gz)$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A hashed file never changes under its name: the browser keeps it a year without asking again.
 * Everything else (index.html, mf-manifest.json, remoteEntry.js) is revalidated on each use, and the
 * ETag/Last-Modified that @fastify/static sends turn that into a 304 while it has not changed.
 */
export function cacheControlFor(path: string): string {
  return CONTENT_HASHED.test(basename(path).replace(PRECOMPRESSED, '')) ? IMMUTABLE : 'no-cache';
}

/** Source maps are not published, even if a build left some behind. */
const notASourceMap = (pathname: string) => !pathname.endsWith('.map');

const commonOptions = {
  // `<file>.br` / `<file>.gz` written at build (libs/tooling/build/rspack/precompress.mjs), chosen by Accept-Encoding.
  preCompressed: true,
  cacheControl: false,
  allowedPath: notASourceMap,
} as const;

/**
 * Serves the built frontend: the shell from `/`, each remote from `/remotes/<folder>/` (CORS open,
 * since a remote may be loaded cross-origin). Returns the SPA fallback for deep links.
 * A missing build only logs a warning; the API keeps working.
 */
export async function registerStatic(app: NestFastifyApplication, staticDir: string): Promise<NotFoundFallback> {
  const logger = new Logger('Static');
  const shellDir = join(staticDir, 'shell');

  const shellBuilt = existsSync(join(shellDir, 'index.html'));
  if (shellBuilt) {
    await app.register(fastifyStatic, {
      ...commonOptions,
      root: shellDir,
      prefix: '/',
      setHeaders: (reply: FastifyReply, path: string) => void reply.header('cache-control', cacheControlFor(path)),
    });
  } else {
    logger.warn(`No frontend build at ${shellDir}: only the API is served`);
  }

  for (const { folder } of Object.values(REMOTES)) {
    const root = join(staticDir, folder);
    if (!existsSync(root)) {
      logger.warn(`No build of remote ${folder} at ${root}`);
      continue;
    }
    await app.register(fastifyStatic, {
      ...commonOptions,
      root,
      prefix: `/remotes/${folder}/`,
      decorateReply: false,
      setHeaders: (reply: FastifyReply, path: string) => {
        void reply.header('access-control-allow-origin', '*');
        void reply.header('cache-control', cacheControlFor(path));
      },
    });
  }

  return {
    handle(request: FastifyRequest, reply: FastifyReply): boolean {
      if (!shellBuilt || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
      const path = request.url.split('?')[0];
      if (path === '/api' || path.startsWith('/api/') || path.startsWith('/remotes/')) return false;
      // A missing asset (has an extension) stays a 404 instead of turning into HTML.
      if (basename(path).includes('.')) return false;
      sendIndexHtml(request, reply, shellDir);
      return true;
    },
  };
}

const ENCODINGS = [
  { name: 'br', ext: '.br' },
  { name: 'gzip', ext: '.gz' },
] as const;

/** Content codings the client accepts (q > 0) in its Accept-Encoding header. */
export function acceptedEncodings(header: string | string[] | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of String(header ?? '').split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (token && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(token);
  }
  return accepted;
}

/**
 * index.html for a deep link, as @fastify/static would send it (its precompressed twin, an ETag and
 * a 304 while unchanged) but synchronously: this runs inside Nest's not-found handler, which must
 * not return before the reply has started.
 */
function sendIndexHtml(request: FastifyRequest, reply: FastifyReply, shellDir: string): void {
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  let file = join(shellDir, 'index.html');
  let encoding: string | undefined;
  for (const { name, ext } of ENCODINGS) {
    if ((accepted.has(name) || accepted.has('*')) && existsSync(file + ext)) {
      file += ext;
      encoding = name;
      break;
    }
  }
  const stat = statSync(file);
  const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  void reply
    .header('cache-control', cacheControlFor(file))
    .header('etag', etag)
    .header('last-modified', stat.mtime.toUTCString())
    .header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === etag) {
    void reply.status(304).send();
    return;
  }
  if (encoding) void reply.header('content-encoding', encoding);
  void reply.status(200).type('text/html; charset=utf-8').send(createReadStream(file));
}
