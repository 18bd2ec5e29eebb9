import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@portal/shared/domain';
import { subidas } from '../../db/schema';
import { FakeClock, startTestApp, type TestApp } from '../../../test/test-app';
import { multipart, png, upload } from '../../../test/uploads';
import { DB, type Db } from '../database/database.types';
import { UploadsCleanupService } from './uploads-cleanup.service';

const MIB = 1024 * 1024;
const MINUTE = 60_000;

describe('per-user upload limits (kept in the database)', () => {
  let t: TestApp;
  let dataDir: string;
  const clock = new FakeClock();
  const files = () => readdirSync(join(dataDir, 'uploads')).length;
  const newUser = async (legajo: string) => {
    const { admin } = await t.roleTokens();
    await t.post('/api/users', { email: legajo, name: `Usuario ${legajo}`, password: `${legajo}00`, role: 'Operario' }, { token: admin });
    return (await t.login(legajo, `${legajo}00`)).token;
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'portal-quota-'));
    t = await startTestApp({ env: { CLOUDINARY_URL: '', UPLOAD_MB_PER_DAY: '30' }, dataDir, clock });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('the 21st upload in 10 minutes is refused with 429, Retry-After and nothing written; others are not affected', async () => {
    const ana = await newUser('5001');
    for (let i = 0; i < 20; i++) expect((await upload(t, ana)).status).toBe(201);
    const before = files();
    const refused = await upload(t, ana);
    expect(refused).toMatchObject({ status: 429, body: { msg: MSG.subidasDemasiadas } });
    const retry = Number(refused.headers['retry-after']);
    expect(retry).toBeGreaterThan(540);
    expect(retry).toBeLessThanOrEqual(600);
    expect(files()).toBe(before);
    expect((await upload(t, await newUser('5002'))).status).toBe(201);
    clock.advance(retry * 1000);
    expect((await upload(t, ana)).status).toBe(201);
  });

  it('holds under concurrency: 30 uploads at once, exactly 20 accepted', async () => {
    const beto = await newUser('5003');
    const before = files();
    const statuses = (await Promise.all(Array.from({ length: 30 }, () => upload(t, beto)))).map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    expect(files()).toBe(before + 20);
  });

  it('a daily byte quota (UPLOAD_MB_PER_DAY) refuses the upload that would pass it until the oldest leaves the 24 hours', async () => {
    const caro = await newUser('5004');
    const big = () => multipart('file', 'big.png', png(8 * MIB));
    expect((await upload(t, caro, big())).status).toBe(201);
    clock.advance(60 * MINUTE);
    expect((await upload(t, caro, big())).status).toBe(201);
    expect((await upload(t, caro, big())).status).toBe(201);
    clock.advance(60 * MINUTE);
    const refused = await upload(t, caro, big());
    expect(refused).toMatchObject({ status: 429, body: { msg: MSG.subidasCuotaDiaria } });
    // 24 MiB used of 30: the first 8 MiB leave 22 hours from now.
    const retry = Number(refused.headers['retry-after']);
    expect(retry).toBeGreaterThan(22 * 3600 - 10);
    expect(retry).toBeLessThanOrEqual(22 * 3600);
    expect((await upload(t, caro, multipart('file', 'small.png', png(5 * MIB)))).status).toBe(201);
    clock.advance(retry * 1000);
    expect((await upload(t, caro, big())).status).toBe(201);
  });

  it('the cleanup forgets upload records older than 24 hours', async () => {
    const db = t.app.get<Db>(DB);
    const count = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(subidas))[0].n;
    expect(await count()).toBeGreaterThan(0);
    clock.advance(25 * 3600 * 1000);
    await t.app.get(UploadsCleanupService).run();
    expect(await count()).toBe(0);
  });
});
