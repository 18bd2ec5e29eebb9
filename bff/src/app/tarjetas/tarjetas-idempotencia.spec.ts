import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, type AuditoriaPagina, type SiguienteNumero, type Tarjeta } from '@portal/shared/domain';
import { archivos, tarjetas } from '../../db/schema';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { TARJETA_AMARILLA, TARJETA_ROJA } from '../../../test/tarjetas';
import { upload } from '../../../test/uploads';
import { DB, type Db } from '../database/database.types';

describe('POST /api/tarjetas and /amarilla: Idempotency-Key and the photo in one request', () => {
  let t: TestApp;
  let dataDir: string;
  let tk: { admin: string; jefe: string; operario: string; otro: string };
  let seq = 0;
  const db = () => t.app.get<Db>(DB);
  const key = () => `clave-${Date.now()}-${++seq}`;
  const crear = (body: object, token: string, idempotencyKey?: string, path = '/api/tarjetas') =>
    t.post<Tarjeta>(path, body, { token, headers: idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey } });
  const siguiente = async (color = 'Roja') => (await t.get<SiguienteNumero>(`/api/tarjetas/siguiente-numero?color=${color}`, { token: tk.admin })).body.numero;
  const cards = async () => (await db().select({ n: count() }).from(tarjetas))[0].n;
  const conClave = async (k: string) => db().select({ id: tarjetas.id }).from(tarjetas).where(eq(tarjetas.idempotencyKey, k));
  const auditoria = async (id: string) => (await t.get<AuditoriaPagina>(`/api/auditoria?entidad=tarjeta&entidadId=${id}`, { token: tk.admin })).body.items;
  const uploaded = async (token: string) => (await upload(t, token)).body.secure_url;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'portal-idem-'));
    t = await startTestApp({ env: { CLOUDINARY_URL: '', DB_CONNECT_TIMEOUT_MS: '60000' }, dataDir });
    const roles = await t.roleTokens();
    await t.post('/api/users', { email: '4322', name: 'Nora Paz', password: '432200', role: 'Operario' }, { token: roles.admin });
    tk = { ...roles, otro: (await t.login('4322', '432200')).token };
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('the same key twice answers the same card: one row, one number, one audit record', async () => {
    const k = key();
    const antes = await siguiente();
    const first = await crear(TARJETA_ROJA, tk.operario, k);
    expect(first.status).toBe(201);
    const again = await crear(TARJETA_ROJA, tk.operario, k);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(first.body.numero).toBe(antes);
    expect(await siguiente()).toBe(antes + 1);
    expect(await conClave(k)).toEqual([{ id: first.body._id }]);
    expect((await auditoria(first.body._id)).map((r) => r.accion)).toEqual(['crear']);
  });

  it('20 concurrent requests with one key make exactly one card, and all answer it', async () => {
    const k = key();
    const antes = await siguiente();
    const total = await cards();
    const results = await Promise.all(Array.from({ length: 20 }, () => crear(TARJETA_ROJA, tk.operario, k)));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(new Set(results.map((r) => `${r.body._id}/${r.body.numero}`)).size).toBe(1);
    expect(results[0].body.numero).toBe(antes);
    expect(await siguiente()).toBe(antes + 1);
    expect(await cards()).toBe(total + 1);
    expect((await auditoria(results[0].body._id)).length).toBe(1);
  });

  it("another user's key is theirs alone: the same key makes that user's own card", async () => {
    const k = key();
    const mine = await crear(TARJETA_ROJA, tk.operario, k);
    const theirs = await crear(TARJETA_ROJA, tk.otro, k);
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.body._id).not.toBe(mine.body._id);
    expect(theirs.body.numero).toBe(mine.body.numero + 1);
    expect((await crear(TARJETA_ROJA, tk.otro, k)).body._id).toBe(theirs.body._id);
  });

  it('the same key with another body is a 422 and changes nothing', async () => {
    const k = key();
    const first = await crear(TARJETA_ROJA, tk.operario, k);
    const antes = await siguiente();
    expect(await crear({ ...TARJETA_ROJA, descripcion: 'Otra pérdida' }, tk.operario, k)).toMatchObject({
      status: 422,
      body: { msg: MSG.idempotencyKeyOtroCuerpo },
    });
    expect(await crear({ ...TARJETA_AMARILLA }, tk.operario, k, '/api/tarjetas/amarilla')).toMatchObject({
      status: 422,
      body: { msg: MSG.idempotencyKeyOtroCuerpo },
    });
    expect(await siguiente()).toBe(antes);
    expect(await conClave(k)).toEqual([{ id: first.body._id }]);
    // Fields the schema drops or trims are not part of the card: the same card.
    expect((await crear({ ...TARJETA_ROJA, descripcion: `  ${TARJETA_ROJA.descripcion} `, numero: 77, extra: 'x' }, tk.operario, k)).body._id).toBe(
      first.body._id,
    );
  });

  it('an invalid header is a 400 and stores nothing', async () => {
    const antes = await siguiente();
    const total = await cards();
    for (const bad of ['', ' ', 'con espacio', 'ñandú', 'a'.repeat(201), 'tab\tdentro']) {
      const res = await crear(TARJETA_ROJA, tk.operario, bad);
      expect({ bad, status: res.status, body: res.body }).toEqual({ bad, status: 400, body: { msg: MSG.idempotencyKeyInvalida } });
    }
    expect((await crear(TARJETA_ROJA, tk.operario, 'a'.repeat(200))).status).toBe(201);
    expect([await siguiente(), await cards()]).toEqual([antes + 1, total + 1]);
  });

  it('a refused request stores nothing: the same key is then accepted with a corrected body', async () => {
    const k = key();
    expect(await crear({ ...TARJETA_ROJA, maquina: 'No existe' }, tk.operario, k)).toMatchObject({ status: 400, body: { msg: MSG.maquinaNoConfigurada } });
    expect(await crear({ ...TARJETA_ROJA, descripcion: '' }, tk.operario, k)).toMatchObject({ status: 400, body: { msg: MSG.descripcionRequerida } });
    expect(await conClave(k)).toEqual([]);
    expect((await crear(TARJETA_ROJA, tk.operario, k)).status).toBe(201);
  });

  it('without the header every request is a new card (old clients)', async () => {
    const [a, b] = [await crear(TARJETA_ROJA, tk.operario), await crear(TARJETA_ROJA, tk.operario)];
    expect(b.body.numero).toBe(a.body.numero + 1);
    expect((await db().select({ k: tarjetas.idempotencyKey }).from(tarjetas).where(eq(tarjetas.id, a.body._id)))[0].k).toBeNull();
  });

  it('a yellow card is idempotent too', async () => {
    const k = key();
    const first = await crear(TARJETA_AMARILLA, tk.operario, k, '/api/tarjetas/amarilla');
    const again = await crear(TARJETA_AMARILLA, tk.operario, k, '/api/tarjetas/amarilla');
    expect([first.status, again.status, again.body._id]).toEqual([201, 201, first.body._id]);
  });

  it('a card deleted meanwhile takes its key with it: the retry creates it anew', async () => {
    const k = key();
    const first = await crear(TARJETA_ROJA, tk.operario, k);
    expect((await t.delete(`/api/tarjetas/${first.body._id}`, { token: tk.admin })).status).toBe(200);
    const again = await crear(TARJETA_ROJA, tk.operario, k);
    expect(again.status).toBe(201);
    expect(again.body._id).not.toBe(first.body._id);
  });

  it('creates the card with its photo in one request: attached, audited as one create', async () => {
    const url = await uploaded(tk.operario);
    const k = key();
    const res = await crear({ ...TARJETA_ROJA, imagenUrl: url }, tk.operario, k);
    expect(res).toMatchObject({ status: 201, body: { imagenUrl: url, imagenAntesUrl: '', imagenDespuesUrl: '' } });
    const [archivo] = await db().select().from(archivos).where(eq(archivos.url, url));
    expect(archivo).toMatchObject({ attachedTo: res.body._id, tarjetaLado: 'imagen' });
    const audit = await auditoria(res.body._id);
    expect(audit.map((r) => r.accion)).toEqual(['crear']);
    expect(audit[0].cambios).toContainEqual(expect.objectContaining({ campo: 'imagenUrl', despues: url }));
    // The retry (the answer was lost) does not attach again.
    expect((await crear({ ...TARJETA_ROJA, imagenUrl: url }, tk.operario, k)).body._id).toBe(res.body._id);
    // The yellow form too.
    const amarillaUrl = await uploaded(tk.operario);
    expect((await crear({ ...TARJETA_AMARILLA, imagenUrl: amarillaUrl }, tk.operario, key(), '/api/tarjetas/amarilla')).body.imagenUrl).toBe(amarillaUrl);
  });

  it('a refused image refuses the card: nothing stored, the number not consumed', async () => {
    const deNora = await uploaded(tk.otro);
    const enUso = (await crear({ ...TARJETA_ROJA, imagenUrl: await uploaded(tk.operario) }, tk.operario)).body.imagenUrl;
    const antes = await siguiente();
    const total = await cards();
    const k = key();
    expect(await crear({ ...TARJETA_ROJA, imagenUrl: deNora }, tk.operario, k)).toMatchObject({ status: 403, body: { msg: MSG.imagenAjena } });
    expect(await crear({ ...TARJETA_ROJA, imagenUrl: 'https://evil.example/x.jpg' }, tk.operario, k)).toMatchObject({
      status: 400,
      body: { msg: MSG.imagenUrlInvalida },
    });
    expect(await crear({ ...TARJETA_ROJA, imagenUrl: enUso }, tk.admin, k)).toMatchObject({ status: 400, body: { msg: MSG.imagenYaAdjunta } });
    expect(await crear({ ...TARJETA_ROJA, imagenUrl: 'javascript:alert(1)' }, tk.operario, k)).toMatchObject({
      status: 400,
      body: { msg: MSG.imagenUrlInvalida },
    });
    expect([await siguiente(), await cards()]).toEqual([antes, total]);
    const [archivo] = await db().select().from(archivos).where(eq(archivos.url, deNora));
    expect(archivo.attachedTo).toBeNull();
    // Jefe de area and Admin may use anyone's upload.
    expect((await crear({ ...TARJETA_ROJA, imagenUrl: deNora }, tk.jefe, k)).body).toMatchObject({ imagenUrl: deNora, numero: antes });
  });

  it('concurrent retries with the photo: one card, the file attached once', async () => {
    const url = await uploaded(tk.operario);
    const k = key();
    const results = await Promise.all(Array.from({ length: 8 }, () => crear({ ...TARJETA_ROJA, imagenUrl: url }, tk.operario, k)));
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(201));
    expect(new Set(results.map((r) => r.body._id)).size).toBe(1);
    const attached = await db()
      .select({ n: count() })
      .from(archivos)
      .where(and(eq(archivos.url, url), eq(archivos.attachedTo, results[0].body._id)));
    expect(attached[0].n).toBe(1);
  });
});
