import { createReadStream, existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REMOTES } from '@portal/shared/domain';
import type { NotFoundFallback } from '../common/filters/all-exceptions.filter';

const NO_CACHE_FILES = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js']);

/**
 * Serves the built frontend: the shell from `/`, each remote from `/remotes/<folder>/` (CORS open,
 * since a remote may be loaded cross-origin). Returns the SPA fallback for deep links.
 * A missing build only logs a warning; the API keeps working.
 */
export async function registerStatic(app: NestFastifyApplication, staticDir: string): Promise<NotFoundFallback> {
  const logger = new Logger('Static');
  const shellDir = join(staticDir, 'shell');
  const indexFile = join(shellDir, 'index.html');
  const noCache = (reply: FastifyReply, path: string) => {
    if (NO_CACHE_FILES.has(basename(path))) void reply.header('Cache-Control', 'no-cache');
  };

  const shellBuilt = existsSync(indexFile);
  if (shellBuilt) {
    await app.register(fastifyStatic, { root: shellDir, prefix: '/', setHeaders: noCache });
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
      root,
      prefix: `/remotes/${folder}/`,
      decorateReply: false,
      setHeaders: (reply, path) => {
        void reply.header('Access-Control-Allow-Origin', '*');
        noCache(reply, path);
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
      void reply.status(200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(createReadStream(indexFile));
      return true;
    },
  };
}
