import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, PANTALLA_HEADER, PANTALLAS_CANAL, type AuditoriaPagina, type Pantalla, type PantallaCreada, type TableroRespuesta } from '@portal/shared/domain';
import { DatabaseNotifications } from '../database/notifications';
import { eventually } from '../../../test/eventually';
import { FakeClock, startTestApp, type TestApp } from '../../../test/test-app';
import { hashTokenPantalla } from './pantalla-token';
import { ADMIN_USER } from '../../db/seed/demo-users';

describe('pantallas API (TV board tokens)', () => {
  let t: TestApp;
  let admin: string;
  let jefe: string;
  let operario: string;
  const clock = new FakeClock();
  beforeAll(async () => {
    t = await startTestApp({ clock, env: { PUBLIC_URL: 'https://portal.planta.example' } });
    ({ admin, jefe, operario } = await t.roleTokens());
  });
  afterAll(() => t.close());

  const crear = async (nombre: string) => {
    const res = await t.post<PantallaCreada>('/api/pantallas', { nombre }, { token: admin });
    expect(res.status, res.text).toBe(201);
    return res.body;
  };
  const lista = async () => {
    const res = await t.get<Pantalla[]>('/api/pantallas', { token: admin });
    expect(res.status, res.text).toBe(200);
    return res.body;
  };
  const tablero = (token: string) => t.get<TableroRespuesta>('/api/tablero', { headers: { [PANTALLA_HEADER]: token } });

  it('an Admin creates one: the token once (opaque, pnt_ + 32 bytes) and the board URL on PUBLIC_URL; the list never shows the token', async () => {
    const p = await crear('  TV Extrusión  ');
    expect(p).toMatchObject({ nombre: 'TV Extrusión', creadaPor: ADMIN_USER.name, ultimoUso: null });
    expect(p.token).toMatch(/^pnt_[A-Za-z0-9_-]{43}$/);
    expect(p.url).toBe(`https://portal.planta.example/tablero?pantalla=${p.token}`);
    const listed = (await lista()).find((x) => x._id === p._id);
    expect(listed).toEqual({
      _id: p._id,
      nombre: 'TV Extrusión',
      creadaPor: ADMIN_USER.name,
      fechaCreacion: p.fechaCreacion,
      ultimoUso: null,
      segundos: 30,
      equipo: null,
    });
    expect(JSON.stringify(await lista())).not.toContain(p.token);
    expect(JSON.stringify(await lista())).not.toContain(hashTokenPantalla(p.token));
    // Two pantallas never share a token.
    expect((await crear('TV Calandrado')).token).not.toBe(p.token);
  });

  it('validates the name (Spanish message) and is for Admins only', async () => {
    for (const [nombre, msg] of [
      ['', MSG.pantallaNombreRequerido],
      ['   ', MSG.pantallaNombreRequerido],
      ['x'.repeat(61), MSG.pantallaNombreMax],
      [42, MSG.pantallaNombreRequerido],
    ] as const) {
      expect(await t.post('/api/pantallas', { nombre }, { token: admin })).toMatchObject({ status: 400, body: { msg } });
    }
    for (const token of [jefe, operario]) {
      expect((await t.get('/api/pantallas', { token })).status).toBe(403);
      expect((await t.post('/api/pantallas', { nombre: 'TV' }, { token })).status).toBe(403);
    }
  });

  it('its token reads the board (no session) and nothing else; the use is recorded at most once a minute', async () => {
    const p = await crear('TV Laminadora');
    const res = await tablero(p.token);
    expect(res.status, res.text).toBe(200);
    expect(res.body.limitePorEquipo).toBeGreaterThan(0);
    const usado = (await lista()).find((x) => x._id === p._id)!.ultimoUso;
    expect(usado).not.toBeNull();
    clock.advance(30_000);
    expect((await tablero(p.token)).status).toBe(200);
    expect((await lista()).find((x) => x._id === p._id)!.ultimoUso).toBe(usado);
    clock.advance(31_000);
    expect((await tablero(p.token)).status).toBe(200);
    expect(Date.parse((await lista()).find((x) => x._id === p._id)!.ultimoUso!)).toBeGreaterThan(Date.parse(usado!));
    // The header means nothing on a route that is not the board's: no session → 401.
    for (const url of ['/api/tarjetas', '/api/auth/user', '/api/pantallas', '/api/dashboard/meses']) {
      expect(await t.get(url, { headers: { [PANTALLA_HEADER]: p.token } }), url).toMatchObject({ status: 401, body: { msg: MSG.noAutenticado } });
    }
    expect((await t.post('/api/pantallas', { nombre: 'Otra' }, { headers: { [PANTALLA_HEADER]: p.token } })).status).toBe(401);
  });

  it('an unknown or malformed token is refused with the pantalla message; a logged-in user reads the board without one', async () => {
    for (const token of ['pnt_' + 'A'.repeat(43), 'x', 'Bearer abc', 'pnt_' + 'é'.repeat(43)]) {
      expect(await tablero(token), token).toMatchObject({ status: 401, body: { msg: MSG.pantallaInvalida } });
    }
    expect((await t.get('/api/tablero', { token: operario })).status).toBe(200);
  });

  it('revoking refuses the token on its next call, announces the id on the pantallas channel, and leaves the list; a second revoke or an unknown id is 404', async () => {
    const p = await crear('TV Mezclado');
    expect((await tablero(p.token)).status).toBe(200);
    const anunciados: string[] = [];
    const dejar = await t.app.get(DatabaseNotifications).subscribe(PANTALLAS_CANAL, (id) => anunciados.push(id));
    try {
      expect(await t.delete(`/api/pantallas/${p._id}`, { token: admin })).toMatchObject({ status: 200, body: { success: true } });
      await eventually(() => anunciados.includes(p._id));
    } finally {
      dejar();
    }
    expect(await tablero(p.token)).toMatchObject({ status: 401, body: { msg: MSG.pantallaInvalida } });
    expect((await lista()).map((x) => x._id)).not.toContain(p._id);
    expect(await t.delete(`/api/pantallas/${p._id}`, { token: admin })).toMatchObject({ status: 404, body: { msg: MSG.pantallaNoEncontrada } });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'no-es-un-id']) {
      expect(await t.delete(`/api/pantallas/${id}`, { token: admin })).toMatchObject({ status: 404, body: { msg: MSG.pantallaNoEncontrada } });
    }
    expect((await t.delete(`/api/pantallas/${p._id}`, { token: jefe })).status).toBe(403);
  });

  it('the audit trail records the create and the revoke by the Admin, never the token hash nor the use bumps', async () => {
    const p = await crear('TV Auditada');
    expect((await tablero(p.token)).status).toBe(200);
    expect((await t.delete(`/api/pantallas/${p._id}`, { token: admin })).status).toBe(200);
    const res = await t.get<AuditoriaPagina>(`/api/auditoria?entidad=pantalla&entidadId=${p._id}`, { token: admin });
    expect(res.status, res.text).toBe(200);
    expect(res.body.items.map((r) => [r.accion, r.etiqueta, r.usuario.nombre])).toEqual([
      ['revocar', 'Pantalla TV Auditada', ADMIN_USER.name],
      ['crear', 'Pantalla TV Auditada', ADMIN_USER.name],
    ]);
    // The default settings are recorded too (issue 22 §3); 'every Equipo' (null) is no value.
    expect(res.body.items[1].cambios).toEqual([
      { campo: 'nombre', antes: null, despues: 'TV Auditada' },
      { campo: 'segundos', antes: null, despues: 30 },
    ]);
    expect(res.body.items[0].cambios.map((c) => c.campo)).toEqual(['revocadaEn']);
  });
});
