import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG, type AuditoriaPagina, type Kaizen, type Tarjeta } from '@portal/shared/domain';
import { archivos, kaizens } from '../../db/schema';
import { FakeClock, startTestApp, type TestApp } from '../../../test/test-app';
import { crearKaizen } from '../../../test/kaizen';
import { TARJETA_ROJA } from '../../../test/tarjetas';
import { upload } from '../../../test/uploads';
import { DB, type Db } from '../database/database.types';
import { UploadsCleanupService } from '../uploads/uploads-cleanup.service';

const HOUR = 3_600_000;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const FRONT = '/api/tarjetaskaizen/agregarimagenfront';
const BACK = '/api/tarjetaskaizen/agregarimagenback';

describe("POST /api/tarjetaskaizen/agregarimagenfront and /agregarimagenback (a Kaizen's 'antes' and 'después')", () => {
  let t: TestApp;
  let dataDir: string;
  let tk: { admin: string; jefe: string; operario: string; otro: string };
  const clock = new FakeClock();
  const db = () => t.app.get<Db>(DB);
  const onDisk = (url: string) => existsSync(join(dataDir, 'uploads', url.slice(url.lastIndexOf('/') + 1)));
  const registered = async (url: string) => (await db().select({ id: archivos.id }).from(archivos).where(eq(archivos.url, url))).length === 1;
  const uploaded = async (token: string) => (await upload(t, token)).body.secure_url;
  const attach = (path: string, _id: string, imagenUrl: string, token: string) => t.post<Kaizen>(path, { _id, imagenUrl }, { token });
  const cleanup = () => t.app.get(UploadsCleanupService).run();
  const kaizen = async (): Promise<string> => (await crearKaizen(t, tk.admin))._id;
  const shown = async (id: string) => (await t.get<Kaizen>(`/api/tarjetaskaizen/${id}`, { token: tk.operario })).body;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'portal-kaizen-img-'));
    t = await startTestApp({ env: { CLOUDINARY_URL: '', UPLOAD_GRACE_HOURS: '24' }, dataDir, clock });
    const roles = await t.roleTokens();
    await t.post('/api/users', { email: '4321', name: 'Nora Paz', password: '432100', role: 'Operario' }, { token: roles.admin });
    tk = { ...roles, otro: (await t.login('4321', '432100')).token };
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("attaches the 'antes' image to imagenFrontUrl and the 'después' one to imagenBackUrl, audited", async () => {
    const id = await kaizen();
    const antes = await uploaded(tk.operario);
    const despues = await uploaded(tk.operario);
    const front = await attach(FRONT, id, antes, tk.operario);
    expect(front).toMatchObject({ status: 200, body: { _id: id, imagenFrontUrl: antes, imagenBackUrl: '' } });
    const back = await attach(BACK, id, despues, tk.operario);
    expect(back).toMatchObject({ status: 200, body: { _id: id, imagenFrontUrl: antes, imagenBackUrl: despues } });
    expect(await shown(id)).toMatchObject({ imagenFrontUrl: antes, imagenBackUrl: despues });
    expect((await attach(FRONT, id, antes, tk.operario)).status).toBe(200); // the same again: nothing to change
    const audit = (await t.get<AuditoriaPagina>(`/api/auditoria?entidad=kaizen&entidadId=${id}`, { token: tk.admin })).body.items;
    expect(audit.filter((r) => r.accion === 'adjuntar_imagen').map((r) => r.cambios.map((c) => [c.antes, c.despues]))).toEqual([
      [['', despues]],
      [['', antes]],
    ]);
  });

  it('refuses a foreign host, a file never uploaded and a URL of no storage, changing nothing', async () => {
    const id = await kaizen();
    const name = (await uploaded(tk.operario)).slice('/uploads/'.length);
    for (const imagenUrl of [
      `http://attacker.example/uploads/${name}`,
      `/uploads/0620e496-684b-4143-94ea-59844f280cbb.png`,
      'https://res.cloudinary.com/otro/image/upload/x.png',
      'javascript:alert(1)',
    ]) {
      for (const path of [FRONT, BACK])
        expect(await attach(path, id, imagenUrl, tk.operario)).toMatchObject({ status: 400, body: { msg: MSG.imagenUrlInvalida } });
    }
    expect(await shown(id)).toMatchObject({ imagenFrontUrl: '', imagenBackUrl: '' });
  });

  it('a missing, empty or non-text _id is refused with its message', async () => {
    const url = await uploaded(tk.operario);
    for (const _id of [undefined, '', '  ', 12]) {
      for (const path of [FRONT, BACK]) {
        const res = await t.post(path, { _id, imagenUrl: url }, { token: tk.operario });
        expect({ path, _id, status: res.status, body: res.body }).toEqual({ path, _id, status: 400, body: { msg: MSG.idRequerido } });
      }
    }
    expect((await db().select({ kaizenId: archivos.kaizenId }).from(archivos).where(eq(archivos.url, url)))[0].kaizenId).toBeNull();
  });

  it('an unknown or malformed Kaizen is a 404', async () => {
    const url = await uploaded(tk.operario);
    for (const _id of [UNKNOWN, 'no-es-un-id', '12']) {
      for (const path of [FRONT, BACK]) expect(await attach(path, _id, url, tk.operario)).toMatchObject({ status: 404, body: { msg: MSG.kaizenNoEncontrado } });
    }
    expect((await db().select({ kaizenId: archivos.kaizenId }).from(archivos).where(eq(archivos.url, url)))[0].kaizenId).toBeNull();
  });

  it('a file goes on one card or one Kaizen side only', async () => {
    const [a, b] = [await kaizen(), await kaizen()];
    const card = (await t.post<Tarjeta>('/api/tarjetas', TARJETA_ROJA, { token: tk.operario })).body;
    const enTarjeta = await uploaded(tk.operario);
    expect((await t.post('/api/tarjetas/agregarimagen', { _id: card._id, imagenUrl: enTarjeta }, { token: tk.operario })).status).toBe(200);
    expect(await attach(FRONT, a, enTarjeta, tk.admin)).toMatchObject({ status: 400, body: { msg: MSG.imagenYaAdjunta } });
    const enKaizen = await uploaded(tk.operario);
    expect((await attach(FRONT, a, enKaizen, tk.operario)).status).toBe(200);
    const otraTarjeta = (await t.post<Tarjeta>('/api/tarjetas', TARJETA_ROJA, { token: tk.operario })).body;
    expect(await t.post('/api/tarjetas/agregarimagen', { _id: otraTarjeta._id, imagenUrl: enKaizen }, { token: tk.admin })).toMatchObject({
      status: 400,
      body: { msg: MSG.imagenYaAdjunta },
    });
    expect(await attach(BACK, a, enKaizen, tk.admin)).toMatchObject({ status: 400, body: { msg: MSG.imagenYaAdjunta } });
    expect(await attach(FRONT, b, enKaizen, tk.admin)).toMatchObject({ status: 400, body: { msg: MSG.imagenYaAdjunta } });
    expect(await shown(a)).toMatchObject({ imagenFrontUrl: enKaizen, imagenBackUrl: '' });
    expect(await shown(b)).toMatchObject({ imagenFrontUrl: '', imagenBackUrl: '' });
  });

  it('of concurrent attaches of one file to both sides of several Kaizens, one wins', async () => {
    const ids = await Promise.all([kaizen(), kaizen()]);
    const url = await uploaded(tk.operario);
    const results = await Promise.all(ids.flatMap((id) => [attach(FRONT, id, url, tk.operario), attach(BACK, id, url, tk.operario)]));
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400, 400]);
  });

  it("an Operario attaches only their own upload; Jefe de area and Admin anyone's", async () => {
    const id = await kaizen();
    const deNora = await uploaded(tk.otro);
    expect(await attach(FRONT, id, deNora, tk.operario)).toMatchObject({ status: 403, body: { msg: MSG.imagenAjena } });
    expect((await attach(FRONT, id, deNora, tk.jefe)).body.imagenFrontUrl).toBe(deNora);
    expect((await attach(BACK, id, await uploaded(tk.otro), tk.admin)).status).toBe(200);
  });

  it('replacing a side: Operario 403, Jefe de area and Admin yes; the replaced file is removed, the other side kept', async () => {
    const id = await kaizen();
    const first = await uploaded(tk.operario);
    const back = await uploaded(tk.operario);
    await attach(FRONT, id, first, tk.operario);
    await attach(BACK, id, back, tk.operario);
    const second = await uploaded(tk.operario);
    expect(await attach(FRONT, id, second, tk.operario)).toMatchObject({ status: 403, body: { msg: MSG.imagenKaizenReemplazoSinPermiso } });
    expect(await attach(BACK, id, second, tk.operario)).toMatchObject({ status: 403, body: { msg: MSG.imagenKaizenReemplazoSinPermiso } });
    expect(await shown(id)).toMatchObject({ imagenFrontUrl: first, imagenBackUrl: back });
    const third = await uploaded(tk.jefe);
    expect((await attach(FRONT, id, third, tk.jefe)).body).toMatchObject({ imagenFrontUrl: third, imagenBackUrl: back });
    // The replacement queued the removal of the released file.
    await vi.waitFor(async () => expect(await registered(first)).toBe(false));
    expect(onDisk(first)).toBe(false);
    expect((await attach(FRONT, id, second, tk.admin)).body.imagenFrontUrl).toBe(second);
    // Released files are on their way out: nobody attaches them again.
    expect(await attach(BACK, await kaizen(), third, tk.admin)).toMatchObject({ status: 400, body: { msg: MSG.imagenUrlInvalida } });
    await cleanup();
    expect([onDisk(third), onDisk(second), onDisk(back)]).toEqual([false, true, true]);
  });

  it("a Kaizen's images survive every cleanup run, past the grace period too", async () => {
    const id = await kaizen();
    const antes = await uploaded(tk.operario);
    const despues = await uploaded(tk.operario);
    await attach(FRONT, id, antes, tk.operario);
    await attach(BACK, id, despues, tk.operario);
    clock.advance(48 * HOUR);
    await cleanup();
    expect([onDisk(antes), onDisk(despues), await registered(antes), await registered(despues)]).toEqual([true, true, true, true]);
    expect((await t.get(antes)).status).toBe(200);
    expect((await t.get(despues)).status).toBe(200);
  });

  it('a file a Kaizen shows is never removed, even with no row pointing it at the Kaizen', async () => {
    const id = await kaizen();
    const url = await uploaded(tk.operario);
    await attach(FRONT, id, url, tk.operario);
    // A row that lost its link (say, restored from an older backup): the Kaizen still shows the file.
    await db().update(archivos).set({ kaizenId: null, kaizenLado: null }).where(eq(archivos.url, url));
    clock.advance(48 * HOUR);
    await cleanup();
    expect([onDisk(url), await registered(url)]).toEqual([true, true]);
  });

  it('a Kaizen gone from the table releases its images (foreign key): the next cleanup removes them', async () => {
    const id = await kaizen();
    const antes = await uploaded(tk.operario);
    const despues = await uploaded(tk.operario);
    await attach(FRONT, id, antes, tk.operario);
    await attach(BACK, id, despues, tk.operario);
    await db().delete(kaizens).where(eq(kaizens.id, id));
    await cleanup();
    expect([onDisk(antes), onDisk(despues), await registered(antes), await registered(despues)]).toEqual([false, false, false, false]);
  });

  it('deleting a Kaizen (Admin) removes its images right after the delete', async () => {
    const id = await kaizen();
    const antes = await uploaded(tk.operario);
    await attach(FRONT, id, antes, tk.operario);
    expect((await t.delete(`/api/tarjetaskaizen/${id}`, { token: tk.admin })).status).toBe(200);
    // No cleanup run: the delete itself queued the removal.
    await vi.waitFor(async () => expect(await registered(antes)).toBe(false));
    expect(onDisk(antes)).toBe(false);
  });
});
