import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, type Tarjeta } from '@portal/shared/domain';
import { spawnPortal, type PortalProcess } from './support/portal-process';
import { freePort } from './support/servers';

const ADMIN = { email: '1000', password: '100000' };
const CARD = {
  descripcion: 'Carga durante una caída',
  sugerencia: '',
  reparacion: 'Con maquina parada',
  color: 'Roja',
  detecto: 'Laura Gómez',
  prioridad: 'Alta',
  familia: '1 - Pequeñas Deficiencia',
  maquina: 'Calandra 1',
  parteMaquina: 'Reductor',
  equipo: 'Calandrado',
  riesgoInicial: 'MO: MODERADO',
  tipodeRiesgo: 'R - Riesgo mecánico',
};

async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

async function login(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  expect(res.status).toBe(200);
  return (await json<{ token: string }>(res)).token;
}

/** Creates cards with 10 clients until stopped, keeping the ids the server acknowledged (201). */
function createUnderLoad(url: string, token: string) {
  const acknowledged: string[] = [];
  let stopped = false;
  const worker = async () => {
    while (!stopped) {
      try {
        const res = await fetch(`${url}/api/tarjetas`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(CARD),
        });
        if (res.status === 201) acknowledged.push((await json<Tarjeta>(res))._id);
        else await res.arrayBuffer();
      } catch {
        return; // the server is gone
      }
    }
  };
  const workers = Promise.all(Array.from({ length: 10 }, worker));
  return {
    acknowledged,
    async until(count: number) {
      while (acknowledged.length < count) await new Promise((r) => setTimeout(r, 20));
    },
    async stop() {
      stopped = true;
      await workers;
    },
  };
}

async function storedIds(url: string, token: string): Promise<Set<string>> {
  // No query parameters: every card (the original API).
  const res = await fetch(`${url}/api/tarjetas`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return new Set((await json<Tarjeta[]>(res)).map((c) => c._id));
}

/**
 * The production server as a process on an embedded (PGlite) DATA_DIR: one process per DATA_DIR,
 * the port held before the database opens, and nothing acknowledged lost to kill -9.
 */
describe('the BFF process and its DATA_DIR', () => {
  const root = mkdtempSync(join(tmpdir(), 'portal-process-'));
  const dataDir = join(root, 'data');
  const running: PortalProcess[] = [];
  let port: number;
  let current: PortalProcess;
  let token: string;
  const acknowledged: string[] = [];

  const start = (dir = dataDir, p = port) => {
    const portal = spawnPortal(dir, p);
    running.push(portal);
    return portal;
  };

  beforeAll(async () => {
    port = await freePort();
  });
  afterAll(async () => {
    for (const p of running) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
    await Promise.all(running.map((p) => p.exited));
    rmSync(root, { recursive: true, force: true });
  });

  it('holds the port from before the database opens: 503 { msg } while starting, then serves', async () => {
    current = start();
    const seen: { status: number; body: unknown }[] = [];
    for (;;) {
      const res = await fetch(`${current.url}/api/health`).catch(() => undefined);
      if (res) {
        seen.push({ status: res.status, body: await res.json() });
        if (res.status === 200) break;
      }
      if (current.child.exitCode !== null) throw new Error(current.output());
      await new Promise((r) => setTimeout(r, 50));
    }
    // Creating and migrating a new embedded database takes seconds: the port answered all along.
    expect(seen[0]).toEqual({ status: 503, body: { status: 'starting', msg: MSG.portalIniciando } });
    expect(seen.at(-1)).toEqual({ status: 200, body: { status: 'ok', db: 'pglite' } });
    expect(new Set(seen.map((s) => s.status))).toEqual(new Set([503, 200]));
    token = await login(current.url);
  }, 120_000);

  it('refuses a second process on the same DATA_DIR before it opens the database, on any port', async () => {
    const load = createUnderLoad(current.url, token);
    await load.until(20);
    for (const p of [await freePort(), port]) {
      const second = start(dataDir, p);
      expect(await second.exited).toEqual({ code: 1, signal: null });
      expect(second.output()).toContain(
        `DATA_DIR ya está en uso por otro proceso del portal (pid ${current.pid}) / DATA_DIR is already in use by another portal process (pid ${current.pid}): ${dataDir}`,
      );
      expect(second.output()).not.toContain('Using PGlite');
    }
    await load.until(load.acknowledged.length + 20);
    await load.stop();
    acknowledged.push(...load.acknowledged);
    expect((await fetch(`${current.url}/api/health`)).status).toBe(200);
  });

  it('keeps every acknowledged card through kill -9 under load, restart after restart', async () => {
    for (let round = 0; round < 3; round++) {
      const load = createUnderLoad(current.url, token);
      // Killed at a different moment each round, while ten clients are writing.
      await load.until(30 + round * 40);
      current.child.kill('SIGKILL');
      expect((await current.exited).signal).toBe('SIGKILL');
      await load.stop();
      acknowledged.push(...load.acknowledged);

      current = start();
      await current.serving();
      expect(current.output()).toContain('Took over the abandoned DATA_DIR lock');
      const stored = await storedIds(current.url, token);
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    }
  }, 180_000);

  it('after a crash, of several processes started at once exactly one takes DATA_DIR over', async () => {
    current.child.kill('SIGKILL');
    await current.exited;
    const ports = [port, await freePort(), await freePort(), await freePort()];
    const contenders = ports.map((p) => start(dataDir, p));
    const outcome = await Promise.any(contenders.map((c) => c.serving().then(() => c)));
    const losers = contenders.filter((c) => c !== outcome);
    for (const loser of losers) {
      expect(await loser.exited).toEqual({ code: 1, signal: null });
      expect(loser.output()).toContain(`DATA_DIR ya está en uso por otro proceso del portal (pid ${outcome.pid})`);
    }
    current = outcome;
    const stored = await storedIds(current.url, token);
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  }, 120_000);

  it('SIGTERM closes the database and frees DATA_DIR; the next start finds everything', async () => {
    current.child.kill('SIGTERM');
    expect(await current.exited).toEqual({ code: null, signal: 'SIGTERM' });
    expect(existsSync(join(dataDir, 'portal.lock'))).toBe(false);
    current = start(dataDir, port);
    await current.serving();
    expect(current.output()).not.toContain('Took over');
    const stored = await storedIds(current.url, token);
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  });

  it('a port already in use stops the start before the database is opened, and frees DATA_DIR', async () => {
    const busyPort = await freePort();
    const squatter: Server = createServer();
    await new Promise<void>((resolve) => squatter.listen(busyPort, '127.0.0.1', resolve));
    try {
      const fresh = join(root, 'fresh');
      const refused = start(fresh, busyPort);
      expect(await refused.exited).toEqual({ code: 1, signal: null });
      expect(refused.output()).toContain(`El puerto ${busyPort} ya está en uso en 127.0.0.1 / Port ${busyPort} is already in use at 127.0.0.1`);
      // Locked, then refused on the port: no database was created and the lock was given back.
      expect(readdirSync(fresh)).toEqual([]);
    } finally {
      await new Promise((resolve) => squatter.close(resolve));
    }
  });
});
