import 'reflect-metadata';
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { MSG } from '@portal/shared/domain';
import { createApp } from './app/create-app';
import { loadConfig } from './app/common/config/app-config';
import { trustedPeer } from './app/common/http/client-address';
import { guardConnections } from './app/common/http/connection-guard';
import { acquireDataDirLock, type DataDirLock } from './server/data-dir-lock';
import { reservePort } from './server/port-reservation';

// Both bff/src/main.ts and dist/bff/main.js sit two levels below the repository root.
const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const bundledMigrations = here('./migrations');
const logger = new Logger('Bootstrap');

let lock: DataDirLock | undefined;
let app: NestFastifyApplication | undefined;
// A failed start (process.exit) or an uncaught error ends here; after kill -9 the next start finds the holder gone.
process.on('exit', () => lock?.release());

/** Nothing opens the database before the data dir (PGlite) and the port are both ours. */
async function start() {
  const config = loadConfig(process.env, {
    repoRoot: here('../../'),
    migrationsDir: existsSync(bundledMigrations) ? bundledMigrations : here('./db/migrations'),
  });
  if (!config.databaseUrl) {
    lock = acquireDataDirLock(config.dataDir);
    const gone = lock.tookOverFrom;
    if (gone)
      logger.warn(`Se retomó el bloqueo abandonado de DATA_DIR (pid ${gone.pid} ya no corre) / Took over the abandoned DATA_DIR lock of pid ${gone.pid}`);
  }
  const port = await reservePort(config.port, config.host, answerStarting, (server) => {
    server.headersTimeout = config.http.headersTimeoutMs;
    guardConnections(server, config.http, trustedPeer(config.trustProxy));
  });
  try {
    app = await createApp(config);
    await app.listen(port.listenOptions());
    port.handOver();
  } catch (err) {
    await app?.close().catch(() => undefined);
    app = undefined;
    await port.close();
    throw err;
  }
  logger.log(`BFF listening on http://${config.host}:${port.address.port}`);
}

/** While the database opens and migrates, the port answers 503 instead of refusing connections. */
function answerStarting(req: IncomingMessage, res: ServerResponse) {
  const isHealth = req.url?.split('?')[0] === '/api/health';
  res.writeHead(503, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'retry-after': '5',
    connection: 'close',
  });
  res.end(JSON.stringify(isHealth ? { status: 'starting', msg: MSG.portalIniciando } : { msg: MSG.portalIniciando }));
}

const started = start();
started.catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

/**
 * SIGTERM/SIGINT: finish starting, close Nest (PGlite flushes and closes), release the lock, then die
 * by the same signal. A repeated signal (Ctrl-C reaches both `npm start` and this process) is ignored:
 * closing cleanly matters more, and kill -9 stays safe anyway.
 */
let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, function onSignal() {
    if (stopping) return;
    stopping = true;
    void (async () => {
      await started.catch(() => undefined);
      await app?.close().catch((err) => logger.error(`Error while closing: ${err instanceof Error ? err.message : err}`));
      lock?.release();
      process.removeListener(signal, onSignal);
      process.kill(process.pid, signal);
    })();
  });
}
