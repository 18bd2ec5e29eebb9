import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG, type AuditoriaPagina, type Tarjeta } from '@portal/shared/domain';
import { archivos, tarjetas } from '../../db/schema';
import { FakeClock, startTestApp, type TestApp } from '../../../test/test-app';
import { TARJETA_AMARILLA, TARJETA_ROJA } from '../../../test/tarjetas';
import { upload } from '../../../test/uploads';
import { DB, type Db } from '../database/database.types';
import { UploadsCleanupService } from '../uploads/uploads-cleanup.service';

const HOUR = 3_600_000;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const IMAGEN = '/api/tarjetas/agregarimagen';
const ANTES = '/api/tarjetas/agregarimagenantes';
const DESPUES = '/api/tarjetas/agregarimagendespues';

describe("A card's 'Imagen del antes' and 'Imagen del después' (POST /api/tarjetas/agregarimagenantes, /agregarimagendespues, the close)", () => {
  let t: TestApp;
  let dataDir: string;
  let tk: { admin: string; jefe: string; operario: string; otro: string };
  const clock = new FakeClock();
  const db = () => t.app.get<Db>(DB);
  const onDisk = (url: string) => existsSync(join(dataDir, 'uploads', url.slice(url.lastIndexOf('/') + 1)));
  const registered = async (url: string) => (await db().select({ id: archivos.id }).from(archivos).where(eq(archivos.url, url))).length === 1;
  const uploaded = async (token: string) => (await upload(t, token)).body.secure_url;
  const attach = (path: string, _id: string, imagenUrl: string, token: string) => t.post<Tarjeta>(path, { _id, imagenUrl }, { token });
  const cleanup = () => t.app.get(UploadsCleanupService).run();
  const card = async (body: object = TARJETA_ROJA, path = '/api/tarjetas') => (await t.post<Tarjeta>(path, body, { token: tk.operario })).body;
  const shown = async (id: string) => (await t.get<Tarjeta>(`/api/tarjetas/${id}`, { token: tk.operario })).body;
  const cierre = (c: Tarjeta, extra: object = {}) => {
    const fin = new Date(Date.parse(c.fecha) + 2 * 60_000).toISOString();
    clock.advanceTo(fin);
    return {
      _id: c._id,
      inicioReparacion: new Date(Date.parse(c.fecha) + 60_000).toISOString(),
      finReparacion: fin,
      responsable: 'Jorge Medina',
      causa: 'Desgaste',
      tareaRealizada: 'Cambio de retén',
      tipoAccion: 'Eliminar',
      riesgoFinal: 'NS: NO SIGNIFICATIVO',
      materialUtilizado: 'Retén',
      convertida: false,
      ...extra,
    };
  };
  const cierreAmarilla = (c: Tarjeta, extra: object = {}) => {
    const fin = new Date(Date.parse(c.fecha) + 60_000).toISOString();
    clock.advanceTo(fin);
    return {
      _id: c._id,
      finReparacion: fin,
      responsable: 'Jorge Medina',
      tareaRealizada: 'Charla',
      tipoAccion: 'Contener',
      riesgoFinal: 'PS: POCO SIGNIFICATIVO',
      accionesComplementarias: 'Señalizar',
      causa: 'Apuro',
      convertida: false,
      verificacion: true,
      ...extra,
    };
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'portal-tarjeta-img-'));
    t = await startTestApp({ env: { CLOUDINARY_URL: '', UPLOAD_GRACE_HOURS: '24' }, dataDir, clock });
    const roles = await t.roleTokens();
    await t.post('/api/users', { email: '4323', name: 'Nora Paz', password: '432300', role: 'Operario' }, { token: roles.admin });
    tk = { ...roles, otro: (await t.login('4323', '432300')).token };
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('each side keeps its own image, audited as adjuntar_imagen', async () => {
    const c = await card();
    const [imagen, antes, despues] = [await uploaded(tk.operario), await uploaded(tk.operario), await uploaded(tk.operario)];
    expect(await attach(ANTES, c._id, antes, tk.operario)).toMatchObject({
      status: 200,
      body: { _id: c._id, imagenUrl: '', imagenAntesUrl: antes, imagenDespuesUrl: '' },
    });
    expect(await attach(DESPUES, c._id, despues, tk.operario)).toMatchObject({ status: 200, body: { imagenAntesUrl: antes, imagenDespuesUrl: despues } });
    expect((await attach(IMAGEN, c._id, imagen, tk.operario)).status).toBe(200);
    expect(await shown(c._id)).toMatchObject({ imagenUrl: imagen, imagenAntesUrl: antes, imagenDespuesUrl: despues });
    expect((await attach(ANTES, c._id, antes, tk.operario)).status).toBe(200); // the same again: nothing to change
    const lados = await db().select({ url: archivos.url, lado: archivos.tarjetaLado }).from(archivos).where(eq(archivos.attachedTo, c._id));
    expect(Object.fromEntries(lados.map((l) => [l.lado, l.url]))).toEqual({ imagen, antes, despues });
    const audit = (await t.get<AuditoriaPagina>(`/api/auditoria?entidad=tarjeta&entidadId=${c._id}`, { token: tk.admin })).body.items;
    expect(audit.filter((r) => r.accion === 'adjuntar_imagen').map((r) => r.cambios.map((x) => [x.campo, x.despues]))).toEqual([
      [['imagenUrl', imagen]],
      [['imagenDespuesUrl', despues]],
      [['imagenAntesUrl', antes]],
    ]);
  });

  it('refuses a foreign URL, a file never uploaded and an unknown card, changing nothing', async () => {
    const c = await card();
    for (const imagenUrl of ['https://evil.example/x.jpg', '/uploads/0620e496-684b-4143-94ea-59844f280cbb.png', 'javascript:alert(1)']) {
      for (const path of [ANTES, DESPUES])
        expect(await attach(path, c._id, imagenUrl, tk.admin)).toMatchObject({ status: 400, body: { msg: MSG.imagenUrlInvalida } });
    }
    const url = await uploaded(tk.operario);
    for (const path of [ANTES, DESPUES]) {
      expect(await attach(path, UNKNOWN, url, tk.operario)).toMatchObject({ status: 404, body: { msg: MSG.tarjetaNoEncontrada } });
      expect(await attach(path, 'no-es-un-id', url, tk.operario)).toMatchObject({ status: 404, body: { msg: MSG.tarjetaNoEncontrada } });
    }
    expect(await shown(c._id)).toMatchObject({ imagenAntesUrl: '', imagenDespuesUrl: '' });
  });

  it('a file goes on one side of one card only', async () => {
    const [a, b] = [await card(), await card()];
    const url = await uploaded(tk.operario);
    expect((await attach(ANTES, a._id, url, tk.operario)).status).toBe(200);
    expect(await attach(DESPUES, a._id, url, tk.admin)).toMatchObject({ status: 400, body: { msg: MSG.imagenYaAdjunta } });
    expect(await attach(IMAGEN, a._id, url, tk.admin)).toMatchObject({ status: 400, body: { msg: MSG.imagenYaAdjunta } });
    expect(await attach(ANTES, b._id, url, tk.admin)).toMatchObject({ status: 400, body: { msg: MSG.imagenYaAdjunta } });
    expect(await shown(a._id)).toMatchObject({ imagenUrl: '', imagenAntesUrl: url, imagenDespuesUrl: '' });
  });

  it('an Operario attaches only their own upload and never replaces; Jefe de area and Admin replace (tarjetas.edit)', async () => {
    const c = await card();
    expect(await attach(ANTES, c._id, await uploaded(tk.otro), tk.operario)).toMatchObject({ status: 403, body: { msg: MSG.imagenAjena } });
    const first = await uploaded(tk.operario);
    const otherSide = await uploaded(tk.operario);
    await attach(ANTES, c._id, first, tk.operario);
    await attach(DESPUES, c._id, otherSide, tk.operario);
    const second = await uploaded(tk.operario);
    expect(await attach(ANTES, c._id, second, tk.operario)).toMatchObject({ status: 403, body: { msg: MSG.imagenReemplazoSinPermiso } });
    expect(await attach(DESPUES, c._id, second, tk.operario)).toMatchObject({ status: 403, body: { msg: MSG.imagenReemplazoSinPermiso } });
    expect((await attach(ANTES, c._id, second, tk.jefe)).body).toMatchObject({ imagenAntesUrl: second, imagenDespuesUrl: otherSide });
    // The replaced file is removed right after; the other side stays.
    await vi.waitFor(async () => expect(await registered(first)).toBe(false));
    expect([onDisk(first), onDisk(second), onDisk(otherSide)]).toEqual([false, true, true]);
    expect((await attach(DESPUES, c._id, await uploaded(tk.otro), tk.admin)).status).toBe(200);
  });

  it('the cleanup never removes a file any side of a card shows, past the grace period too', async () => {
    const c = await card();
    const [imagen, antes, despues] = [await uploaded(tk.operario), await uploaded(tk.operario), await uploaded(tk.operario)];
    await attach(IMAGEN, c._id, imagen, tk.operario);
    await attach(ANTES, c._id, antes, tk.operario);
    await attach(DESPUES, c._id, despues, tk.operario);
    // Rows that lost their link (say, restored from an older backup): the card still shows the files.
    await db().update(archivos).set({ attachedTo: null }).where(eq(archivos.url, antes));
    await db().update(archivos).set({ attachedTo: null }).where(eq(archivos.url, despues));
    clock.advance(48 * HOUR);
    await cleanup();
    for (const url of [imagen, antes, despues]) expect([url, onDisk(url), await registered(url)]).toEqual([url, true, true]);
  });

  it('deleting a card releases its three images, removed right after the delete', async () => {
    const c = await card();
    const [imagen, antes, despues] = [await uploaded(tk.operario), await uploaded(tk.operario), await uploaded(tk.operario)];
    await attach(IMAGEN, c._id, imagen, tk.operario);
    await attach(ANTES, c._id, antes, tk.operario);
    await attach(DESPUES, c._id, despues, tk.operario);
    expect((await t.delete(`/api/tarjetas/${c._id}`, { token: tk.admin })).status).toBe(200);
    await vi.waitFor(async () => expect([await registered(imagen), await registered(antes), await registered(despues)]).toEqual([false, false, false]));
    expect([onDisk(imagen), onDisk(antes), onDisk(despues)]).toEqual([false, false, false]);
  });

  it('the close attaches the después image in its transaction (both close forms)', async () => {
    const roja = await card();
    const url = await uploaded(tk.operario);
    const res = await t.post<Tarjeta>('/api/tarjetas/cerrar', cierre(roja, { imagenDespuesUrl: url }), { token: tk.operario });
    expect(res).toMatchObject({ status: 200, body: { estado: 'Cerrada', imagenDespuesUrl: url } });
    expect((await db().select({ to: archivos.attachedTo, lado: archivos.tarjetaLado }).from(archivos).where(eq(archivos.url, url)))[0]).toEqual({
      to: roja._id,
      lado: 'despues',
    });
    const audit = (await t.get<AuditoriaPagina>(`/api/auditoria?entidad=tarjeta&entidadId=${roja._id}`, { token: tk.admin })).body.items;
    expect(audit.filter((r) => r.accion === 'cerrar')).toHaveLength(1);
    expect(audit[0].cambios).toContainEqual(expect.objectContaining({ campo: 'imagenDespuesUrl', despues: url }));

    const amarilla = await card(TARJETA_AMARILLA, '/api/tarjetas/amarilla');
    const urlAmarilla = await uploaded(tk.operario);
    expect(
      (await t.post<Tarjeta>('/api/tarjetas/cerrar/amarilla', cierreAmarilla(amarilla, { imagenDespuesUrl: urlAmarilla }), { token: tk.operario })).body,
    ).toMatchObject({ estado: 'Cerrada', imagenDespuesUrl: urlAmarilla });
    // Without an image, as before.
    expect((await t.post<Tarjeta>('/api/tarjetas/cerrar', cierre(await card(), { imagenDespuesUrl: '' }), { token: tk.operario })).body).toMatchObject({
      estado: 'Cerrada',
      imagenDespuesUrl: '',
    });
  });

  it('a refused después image refuses the close: the card stays Abierta', async () => {
    const c = await card();
    expect(await t.post('/api/tarjetas/cerrar', cierre(c, { imagenDespuesUrl: 'https://evil.example/x.jpg' }), { token: tk.operario })).toMatchObject({
      status: 400,
      body: { msg: MSG.imagenUrlInvalida },
    });
    expect(await t.post('/api/tarjetas/cerrar', cierre(c, { imagenDespuesUrl: await uploaded(tk.otro) }), { token: tk.operario })).toMatchObject({
      status: 403,
      body: { msg: MSG.imagenAjena },
    });
    // An Operario does not replace a después image at the close either.
    await attach(DESPUES, c._id, await uploaded(tk.operario), tk.operario);
    expect(await t.post('/api/tarjetas/cerrar', cierre(c, { imagenDespuesUrl: await uploaded(tk.operario) }), { token: tk.operario })).toMatchObject({
      status: 403,
      body: { msg: MSG.imagenReemplazoSinPermiso },
    });
    const [row] = await db().select({ estado: tarjetas.estado }).from(tarjetas).where(eq(tarjetas.id, c._id));
    expect(row.estado).toBe('Abierta');
    // A closed card is not closed again, and its image is not attached.
    const cerrada = await card();
    await t.post('/api/tarjetas/cerrar', cierre(cerrada), { token: tk.operario });
    const url = await uploaded(tk.operario);
    expect(await t.post('/api/tarjetas/cerrar', cierre(cerrada, { imagenDespuesUrl: url }), { token: tk.operario })).toMatchObject({
      status: 400,
      body: { msg: MSG.tarjetaNoAbierta },
    });
    expect((await db().select({ to: archivos.attachedTo }).from(archivos).where(eq(archivos.url, url)))[0].to).toBeNull();
  });
});
