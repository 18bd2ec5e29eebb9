import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, usingPostgres, type TestApp } from '../../../test/test-app';

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
});
