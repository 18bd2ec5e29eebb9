import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG, type RegistroHistorial, type Tarjeta } from '@portal/shared/domain';
import { ADMIN_USER, JEFE_USER, OPERARIO_USER } from '../../db/seed/demo-users';
import { archivos, tarjetas } from '../../db/schema';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { upload } from '../../../test/uploads';
import { DB, type Db } from '../database/database.types';
import { UploadsCleanupService } from './uploads-cleanup.service';

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

describe('POST /api/tarjetas/agregarimagen accepts only our own uploads', () => {
  let t: TestApp;
  let dataDir: string;
  let tk: { admin: string; jefe: string; operario: string; otro: string };
  const onDisk = (url: string) => existsSync(join(dataDir, 'uploads', url.slice(url.lastIndexOf('/') + 1)));
  const card = async () => (await t.post<Tarjeta>('/api/tarjetas', roja, { token: tk.operario })).body;
  const attach = (c: Tarjeta, imagenUrl: string, token: string) => t.post<Tarjeta>('/api/tarjetas/agregarimagen', { _id: c._id, imagenUrl }, { token });
  const uploaded = async (token: string) => (await upload(t, token)).body.secure_url;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'portal-attach-'));
    t = await startTestApp({ env: { CLOUDINARY_URL: '' }, dataDir });
    const roles = await t.roleTokens();
    await t.post('/api/users', { email: '4321', name: 'Nora Paz', password: '432100', role: 'Operario' }, { token: roles.admin });
    tk = { ...roles, otro: (await t.login('4321', '432100')).token };
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a foreign host, a file never uploaded and a URL of no storage, changing nothing', async () => {
    const c = await card();
    const mine = await uploaded(tk.operario);
    const name = mine.slice('/uploads/'.length);
    const neverUploaded = '0620e496-684b-4143-94ea-59844f280cbb.png';
    for (const imagenUrl of [
      `http://attacker.example/uploads/${name}`,
      `http://localhost:3000/uploads/${name}`,
      // Well-formed, even on the request's own origin (localhost:80 under inject), but never uploaded.
      `http://localhost:80/uploads/${neverUploaded}`,
      `/uploads/${neverUploaded}`,
      'https://res.cloudinary.com/otro/image/upload/x.png',
      'https://evil.example/x.png',
    ]) {
      expect(await attach(c, imagenUrl, tk.operario)).toMatchObject({ status: 400, body: { msg: MSG.imagenUrlInvalida } });
    }
    expect((await t.get<Tarjeta>(`/api/tarjetas/${c._id}`, { token: tk.operario })).body.imagenUrl).toBe('');
    expect(await attach({ _id: '00000000-0000-4000-8000-000000000000' } as Tarjeta, mine, tk.operario)).toMatchObject({
      status: 404,
      body: { msg: MSG.tarjetaNoEncontrada },
    });
    expect((await attach(c, mine, tk.operario)).body.imagenUrl).toBe(mine);
    expect((await attach(c, mine, tk.operario)).status).toBe(200); // the same again: nothing to change
  });

  it('a file goes on one card only', async () => {
    const [a, b] = [await card(), await card()];
    const url = await uploaded(tk.operario);
    expect((await attach(a, url, tk.operario)).status).toBe(200);
    expect(await attach(b, url, tk.operario)).toMatchObject({ status: 400, body: { msg: MSG.imagenYaAdjunta } });
    expect(await attach(b, url, tk.admin)).toMatchObject({ status: 400, body: { msg: MSG.imagenYaAdjunta } });
  });

  it('of two concurrent attaches of one file, one wins', async () => {
    const cards = await Promise.all([card(), card(), card(), card()]);
    const url = await uploaded(tk.operario);
    const results = await Promise.all(cards.map((c) => attach(c, url, tk.operario)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400, 400]);
    const db = t.app.get<Db>(DB);
    expect(await db.select({ id: tarjetas.id }).from(tarjetas).where(eq(tarjetas.imagenUrl, url))).toHaveLength(1);
  });

  it("an Operario attaches only their own upload; Jefe de area and Admin anyone's", async () => {
    const c = await card();
    const deNora = await uploaded(tk.otro);
    expect(await attach(c, deNora, tk.operario)).toMatchObject({ status: 403, body: { msg: MSG.imagenAjena } });
    expect((await attach(c, deNora, tk.jefe)).body.imagenUrl).toBe(deNora);
  });

  it('replacing an image: Operario 403, Jefe de area and Admin yes; the replaced file is removed', async () => {
    const c = await card();
    const first = await uploaded(tk.operario);
    await attach(c, first, tk.operario);
    const second = await uploaded(tk.operario);
    expect(await attach(c, second, tk.operario)).toMatchObject({ status: 403, body: { msg: MSG.imagenReemplazoSinPermiso } });
    expect((await t.get<Tarjeta>(`/api/tarjetas/${c._id}`, { token: tk.operario })).body.imagenUrl).toBe(first);
    const third = await uploaded(tk.jefe);
    expect((await attach(c, third, tk.jefe)).body.imagenUrl).toBe(third);
    expect((await attach(c, second, tk.admin)).body.imagenUrl).toBe(second);
    // The refused replacement left no trace; the two replacements are in the card's history.
    const historial = (await t.get<RegistroHistorial[]>(`/api/tarjetas/${c._id}/historial`, { token: tk.operario })).body.filter(
      (r) => r.accion === 'adjuntar_imagen',
    );
    expect(historial.map((r) => [r.usuario.nombre, r.cambios])).toEqual([
      [ADMIN_USER.name, [{ campo: 'imagenUrl', antes: third, despues: second }]],
      [JEFE_USER.name, [{ campo: 'imagenUrl', antes: first, despues: third }]],
      [OPERARIO_USER.name, [{ campo: 'imagenUrl', antes: '', despues: first }]],
    ]);
    // Released files are on their way out: nobody can attach them again.
    expect(await attach(await card(), first, tk.operario)).toMatchObject({ status: 400, body: { msg: MSG.imagenUrlInvalida } });
    await t.app.get(UploadsCleanupService).run();
    expect([onDisk(first), onDisk(third), onDisk(second)]).toEqual([false, false, true]);
    expect((await t.get(first)).status).toBe(404);
    expect((await t.get(second)).status).toBe(200);
  });

  it('an image attached before files were registered still shows, and only Jefe de area or Admin replace it', async () => {
    const c = await card();
    const legacy = 'http://portal-viejo:3000/uploads/0620e496-684b-4143-94ea-59844f280cbb.png';
    await t.app.get<Db>(DB).update(tarjetas).set({ imagenUrl: legacy }).where(eq(tarjetas.id, c._id));
    expect((await t.get<Tarjeta>(`/api/tarjetas/${c._id}`, { token: tk.operario })).body.imagenUrl).toBe(legacy);
    const nueva = await uploaded(tk.operario);
    expect(await attach(c, nueva, tk.operario)).toMatchObject({ status: 403, body: { msg: MSG.imagenReemplazoSinPermiso } });
    expect((await attach(c, nueva, tk.jefe)).body.imagenUrl).toBe(nueva);
  });

  it('deleting a card removes its image right after the delete', async () => {
    const c = await card();
    const url = await uploaded(tk.operario);
    await attach(c, url, tk.operario);
    expect((await t.delete(`/api/tarjetas/${c._id}`, { token: tk.admin })).status).toBe(200);
    // No cleanup run: the delete itself queued the removal.
    await vi.waitFor(async () => expect(await t.app.get<Db>(DB).select().from(archivos).where(eq(archivos.url, url))).toEqual([]));
    expect(onDisk(url)).toBe(false);
  });
});
