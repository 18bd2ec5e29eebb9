import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Tarjeta } from '@portal/shared/domain';
import { archivos, kaizens, tarjetas } from '../../db/schema';
import { FakeClock, startTestApp, type TestApp } from '../../../test/test-app';
import { upload } from '../../../test/uploads';
import { DB, type Db } from '../database/database.types';
import { ArchivosRepository } from './archivos.repository';
import { UploadsCleanupService } from './uploads-cleanup.service';

const HOUR = 3_600_000;
const roja = {
  descripcion: 'x',
  reparacion: 'Con maquina parada',
  color: 'Roja',
  detecto: 'Carla',
  prioridad: 'Baja',
  familia: '1 - Pequeñas Deficiencia',
  maquina: 'Calandra 1',
  parteMaquina: 'Reductor',
  equipo: 'Calandrado',
  riesgoInicial: 'MO: MODERADO',
  tipodeRiesgo: 'R - Riesgo mecánico',
};
const nameOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

describe('uploads cleanup (local storage)', () => {
  let t: TestApp;
  let dataDir: string;
  let tk: { admin: string; operario: string };
  const clock = new FakeClock();
  const dir = () => join(dataDir, 'uploads');
  const onDisk = (url: string) => existsSync(join(dir(), nameOf(url)));
  const rows = async (urls: string[]) =>
    (await t.app.get<Db>(DB).select({ url: archivos.url }).from(archivos).where(inArray(archivos.url, urls))).map((r) => r.url).sort();
  const cleanup = () => t.app.get(UploadsCleanupService);
  const card = async () => (await t.post<Tarjeta>('/api/tarjetas', roja, { token: tk.operario })).body;
  const attached = async () => {
    const url = (await upload(t, tk.operario)).body.secure_url;
    const c = await card();
    expect((await t.post('/api/tarjetas/agregarimagen', { _id: c._id, imagenUrl: url }, { token: tk.operario })).status).toBe(200);
    return { url, card: c };
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'portal-cleanup-'));
    t = await startTestApp({ env: { CLOUDINARY_URL: '', UPLOAD_GRACE_HOURS: '24' }, dataDir, clock });
    tk = await t.roleTokens();
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('removes files never attached after the grace period (disk and table), keeps recent and attached ones', async () => {
    const old = (await upload(t, tk.operario)).body.secure_url;
    const { url: kept } = await attached();
    clock.advance(23 * HOUR);
    const recent = (await upload(t, tk.operario)).body.secure_url;
    expect(await cleanup().run()).toMatchObject({ removed: 0, failed: 0 });
    expect([onDisk(old), onDisk(kept), onDisk(recent)]).toEqual([true, true, true]);
    clock.advance(2 * HOUR);
    expect(await cleanup().run()).toMatchObject({ removed: 1, failed: 0 });
    expect([onDisk(old), onDisk(kept), onDisk(recent)]).toEqual([false, true, true]);
    expect(await rows([old, kept, recent])).toEqual([kept, recent].sort());
    expect((await t.get(kept)).status).toBe(200);
    // Too late to attach the removed one.
    expect((await t.post('/api/tarjetas/agregarimagen', { _id: (await card())._id, imagenUrl: old }, { token: tk.operario })).status).toBe(400);
  });

  it('keeps a photo a CIL point, a machine diagram, a routine result or a step audit answer shows, past the grace period', async () => {
    const { admin, jefe } = await t.roleTokens();
    const maquina = (await t.post<{ _id: string }>('/api/campos', { name: 'maquina', value: `Limpieza ${Date.now()}` }, { token: admin })).body;
    const [referencia, esquema, resultado, suelta] = await Promise.all([1, 2, 3, 4].map(async () => (await upload(t, tk.operario)).body.secure_url));
    const punto = await t.post<{ _id: string }>(
      `/api/cil/maquinas/${maquina._id}/puntos`,
      { tipo: 'limpieza', parte: 'Bancada', tarea: 'Limpiar', minutos: 5, frecuencia: 'diaria', foto: referencia },
      { token: jefe },
    );
    expect(punto.status, punto.text).toBe(201);
    expect((await t.request('PUT', `/api/cil/maquinas/${maquina._id}/imagen`, { body: { imagen: esquema }, token: jefe })).status).toBe(200);
    const fin = clock.now();
    const run = await t.post(
      '/api/cil/ejecuciones',
      {
        maquinaId: maquina._id,
        iniciadaEn: new Date(fin.getTime() - 60_000).toISOString(),
        terminadaEn: fin.toISOString(),
        minutos: 1,
        resultados: [{ punto: punto.body._id, resultado: 'no_ok', foto: resultado }],
      },
      { token: tk.operario },
    );
    expect(run.status, run.text).toBe(201);
    clock.advance(25 * HOUR);
    await cleanup().run();
    expect([onDisk(referencia), onDisk(esquema), onDisk(resultado), onDisk(suelta)]).toEqual([true, true, true, false]);
  });

  it("removes a deleted card's image, in the table and on disk", async () => {
    const { url, card: c } = await attached();
    expect((await t.delete(`/api/tarjetas/${c._id}`, { token: tk.admin })).status).toBe(200);
    await cleanup().run();
    expect(onDisk(url)).toBe(false);
    expect(await rows([url])).toEqual([]);
  });

  it('retries a removal that failed', async () => {
    const url = (await upload(t, tk.operario)).body.secure_url;
    // A directory in the file's place: unlink fails.
    rmSync(join(dir(), nameOf(url)));
    mkdirSync(join(dir(), nameOf(url), 'x'), { recursive: true });
    clock.advance(25 * HOUR);
    expect(await cleanup().run()).toMatchObject({ failed: 1 });
    expect(await rows([url])).toEqual([url]);
    rmSync(join(dir(), nameOf(url)), { recursive: true });
    expect(await cleanup().run()).toEqual({ removed: 0, failed: 0, orphans: 0 }); // the claim is recent: not retried yet
    expect(await rows([url])).toEqual([url]);
    clock.advance(20 * 60_000);
    expect(await cleanup().run()).toEqual({ removed: 1, failed: 0, orphans: 0 });
    expect(await rows([url])).toEqual([]);
  });

  it('sweeps local files nothing knows after the grace period, never one a card or a Kaizen shows', async () => {
    const write = (name: string, hoursOld: number) => {
      writeFileSync(join(dir(), name), 'x');
      const when = new Date(clock.now().getTime() - hoursOld * HOUR);
      utimesSync(join(dir(), name), when, when);
    };
    const stray = '11111111-1111-4111-8111-111111111111.png';
    const fresh = '22222222-2222-4222-8222-222222222222.jpg';
    const legacy = '33333333-3333-4333-8333-333333333333.webp';
    const other = 'notas.txt';
    const antes = '44444444-4444-4444-8444-444444444444.png';
    const despues = '55555555-5555-4555-8555-555555555555.jpg';
    for (const name of [stray, legacy, other, antes, despues]) write(name, 30);
    write(fresh, 1);
    const c = await card();
    await t.app
      .get<Db>(DB)
      .update(tarjetas)
      .set({ imagenUrl: `http://portal-viejo/uploads/${legacy}` })
      .where(eq(tarjetas.id, c._id));
    await t.app
      .get<Db>(DB)
      .insert(kaizens)
      .values({ numero: 9001, pilar: 'Calidad', imagenFrontUrl: `http://portal-viejo/uploads/${antes}`, imagenBackUrl: `/uploads/${despues}` });
    expect(await cleanup().run()).toMatchObject({ orphans: 1 });
    expect([stray, fresh, legacy, other, antes, despues].map((n) => existsSync(join(dir(), n)))).toEqual([false, true, true, true, true, true]);
  });

  it('concurrent claims never take the same file twice', async () => {
    const urls = await Promise.all(Array.from({ length: 6 }, async () => (await upload(t, tk.operario)).body.secure_url));
    clock.advance(25 * HOUR);
    const repo = t.app.get(ArchivosRepository);
    const now = clock.now();
    const q = {
      now,
      graceFloor: new Date(now.getTime() - 24 * HOUR),
      staleFloor: new Date(now.getTime() - 15 * 60_000),
      storages: ['local' as const],
      limit: 4,
    };
    // Rounds of three concurrent claimers until nothing is left (a claimer finding the lock taken gets nothing).
    const claims: string[] = [];
    for (let round = 0; round < 10; round++) {
      const got = (await Promise.all([repo.claimGarbage(q), repo.claimGarbage(q), repo.claimGarbage(q)])).flat().map((f) => f.url);
      if (!got.length) break;
      claims.push(...got);
    }
    expect(new Set(claims).size).toBe(claims.length);
    expect(urls.every((u) => claims.includes(u))).toBe(true);
  });
});

describe('uploads cleanup, periodic', () => {
  it('runs by itself every UPLOAD_CLEANUP_MINUTES and stops with the app', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-cleanup-timer-'));
    const t = await startTestApp({ env: { CLOUDINARY_URL: '', UPLOAD_CLEANUP_MINUTES: '0.005' }, dataDir });
    try {
      const { operario } = await t.roleTokens();
      const url = (await upload(t, operario)).body.secure_url;
      const c = (await t.post<Tarjeta>('/api/tarjetas', roja, { token: operario })).body;
      await t.post('/api/tarjetas/agregarimagen', { _id: c._id, imagenUrl: url }, { token: operario });
      // Released without queuing a removal: the periodic run must find it.
      await t.app.get<Db>(DB).delete(tarjetas).where(eq(tarjetas.id, c._id));
      await vi.waitFor(async () => expect((await t.app.get<Db>(DB).select().from(archivos).where(eq(archivos.url, url))).length).toBe(0), { timeout: 5000 });
      expect(existsSync(join(dataDir, 'uploads', nameOf(url)))).toBe(false);
    } finally {
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
