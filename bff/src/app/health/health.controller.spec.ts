import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG } from '@portal/shared/domain';
import { startTestApp, usingPostgres, type TestApp } from '../../../test/test-app';
import { HealthRepository } from './health.repository';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { SEED: 'false' } });
  });
  afterAll(() => t.close());

  it('is public and reports which database answered select 1', async () => {
    const res = await t.get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', db: usingPostgres ? 'postgres' : 'pglite' });
  });

  it('answers 503 with db down when the database does not answer, and ok again once it does', async () => {
    const ping = vi
      .spyOn(t.app.get(HealthRepository), 'ping')
      .mockRejectedValueOnce(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
    const down = await t.get('/api/health');
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ status: 'error', db: 'down', msg: MSG.baseDeDatosNoDisponible });
    expect(down.headers['cache-control']).toBe('no-store');
    expect((await t.get('/api/health')).status).toBe(200);
    expect(ping).toHaveBeenCalledTimes(2);
  });

  it('counts a ping that never answers as down', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      vi.spyOn(t.app.get(HealthRepository), 'ping').mockReturnValueOnce(new Promise(() => undefined));
      const pending = t.get('/api/health');
      await vi.advanceTimersByTimeAsync(60_000);
      expect(await pending).toMatchObject({ status: 503, body: { status: 'error', db: 'down' } });
    } finally {
      vi.useRealTimers();
    }
  });
});
