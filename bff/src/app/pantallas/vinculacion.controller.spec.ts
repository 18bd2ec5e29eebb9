import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MSG,
  PANTALLA_CODIGO_VIGENCIA_MS,
  PANTALLA_CODIGOS_MAX,
  PANTALLA_CODIGOS_POR_DIRECCION,
  PANTALLA_HEADER,
  type AuditoriaPagina,
  type Pantalla,
  type PantallaCodigo,
  type PantallaCodigoEstado,
  type TableroRespuesta,
} from '@portal/shared/domain';
import { FakeClock, startTestApp, type TestApp } from '../../../test/test-app';
import { ADMIN_USER } from '../../db/seed/demo-users';
import { hashTokenPantalla } from './pantalla-token';

/** Pairing a TV by code (issue 22 §3) and a pantalla's settings: the TV has no session, only a secret of its own. */
describe('pairing a TV by code, pantalla settings', () => {
  let t: TestApp;
  let admin: string;
  let jefe: string;
  const clock = new FakeClock();
  let seq = 0;

  beforeAll(async () => {
    t = await startTestApp({ clock });
    ({ admin, jefe } = await t.roleTokens());
  });
  afterAll(() => t.close());

  const nuevoSecreto = () => randomBytes(32).toString('base64url');
  let direcciones = 0;
  /** Each TV of these tests is a device of its own, unless a test names the address. */
  const nuevaDireccion = () => `10.1.${Math.floor(++direcciones / 250)}.${direcciones % 250}`;
  const pedir = async (secreto = nuevoSecreto(), remoteAddress = nuevaDireccion()) => {
    const res = await t.post<PantallaCodigo>('/api/pantallas/codigo', { secreto }, { remoteAddress });
    expect(res.status, res.text).toBe(201);
    return { ...res.body, secreto };
  };
  const estado = (codigo: string, secreto: string) => t.post<PantallaCodigoEstado>('/api/pantallas/codigo/estado', { codigo, secreto });
  const vincular = (body: Record<string, unknown>, token = admin) =>
    t.post<Pantalla>('/api/pantallas/vincular', { nombre: `TV ${++seq}`, segundos: 20, equipo: null, ...body }, { token });
  const tablero = (token: string, query = '') => t.get<TableroRespuesta>(`/api/tablero${query}`, { headers: { [PANTALLA_HEADER]: token } });
  const lista = async () => (await t.get<Pantalla[]>('/api/pantallas', { token: admin })).body;

  it('the TV shows a code, an Admin enters it with the settings, the TV receives its token once and reads its board', async () => {
    const tv = await pedir();
    expect(tv.codigo).toMatch(/^[ACDEFGHJKMNPQRTUVWXY34679]{6}$/);
    expect(tv.expiraEnSegundos).toBe(PANTALLA_CODIGO_VIGENCIA_MS / 1000);
    expect(await estado(tv.codigo, tv.secreto)).toMatchObject({ status: 200, body: { estado: 'pendiente' } });

    // Typed as the Admin reads it: lower case, with the TV's space.
    const tecleado = `${tv.codigo.slice(0, 3).toLowerCase()} ${tv.codigo.slice(3)}`;
    const res = await vincular({ codigo: tecleado, nombre: 'TV Calandra', segundos: 45, equipo: 'Calandrado' });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ nombre: 'TV Calandra', segundos: 45, equipo: 'Calandrado', creadaPor: ADMIN_USER.name });
    expect((await lista()).find((p) => p._id === res.body._id)).toMatchObject({ segundos: 45, equipo: 'Calandrado' });

    const vinculada = await estado(tv.codigo, tv.secreto);
    expect(vinculada.status, vinculada.text).toBe(200);
    if (vinculada.body.estado !== 'vinculada') throw new Error(vinculada.text);
    expect(vinculada.body.token).toMatch(/^pnt_[A-Za-z0-9_-]{43}$/);
    // Once: the code is gone.
    expect(await estado(tv.codigo, tv.secreto)).toMatchObject({ status: 404, body: { msg: MSG.pantallaCodigoInvalido } });

    // The board answers with the pantalla's settings and its Equipo; the URL's ?equipo= still overrides it.
    const board = await tablero(vinculada.body.token);
    expect(board.status, board.text).toBe(200);
    expect(board.body.pantalla).toEqual({ nombre: 'TV Calandra', segundos: 45, equipo: 'Calandrado' });
    expect(board.body.equipos.map((e) => e.equipo)).toEqual(['Calandrado']);
    expect((await tablero(vinculada.body.token, '?equipo=Laminadora')).body.equipos.map((e) => e.equipo)).toEqual(['Laminadora']);
    // A logged-in user's board has no pantalla settings.
    expect((await t.get<TableroRespuesta>('/api/tablero', { token: jefe })).body.pantalla).toBeNull();
  });

  it('nobody without the secret takes the token: a wrong secret is an unknown code, and the TV still gets it', async () => {
    const tv = await pedir();
    expect((await vincular({ codigo: tv.codigo })).status).toBe(201);
    expect(await estado(tv.codigo, nuevoSecreto())).toMatchObject({ status: 404, body: { msg: MSG.pantallaCodigoInvalido } });
    expect((await estado(tv.codigo, tv.secreto)).body).toMatchObject({ estado: 'vinculada' });
  });

  it('codes expire after ten minutes: neither the Admin nor the TV can use one after', async () => {
    const tv = await pedir();
    const antes = (await lista()).length;
    clock.advance(PANTALLA_CODIGO_VIGENCIA_MS + 1);
    expect(await estado(tv.codigo, tv.secreto)).toMatchObject({ status: 404, body: { msg: MSG.pantallaCodigoInvalido } });
    expect(await vincular({ codigo: tv.codigo })).toMatchObject({ status: 404, body: { msg: MSG.pantallaCodigoInvalido } });
    expect(await lista()).toHaveLength(antes);
  });

  it('refuses bad input with Spanish messages, and pairing is for Admins only', async () => {
    const tv = await pedir();
    for (const secreto of ['', 'corto', 'x'.repeat(43).replace(/.$/, '!'), 42]) {
      expect(await t.post('/api/pantallas/codigo', { secreto })).toMatchObject({ status: 400, body: { msg: MSG.pantallaSecretoInvalido } });
    }
    for (const [codigo, msg] of [
      ['', MSG.pantallaCodigoRequerido],
      [' - ', MSG.pantallaCodigoRequerido],
      ['ABC12O', MSG.pantallaCodigoInvalido],
      ['ACDEFGH', MSG.pantallaCodigoInvalido],
    ] as const) {
      expect(await vincular({ codigo }), codigo).toMatchObject({ status: 400, body: { msg } });
    }
    expect(await vincular({ codigo: tv.codigo === 'AAAAAA' ? 'CCCCCC' : 'AAAAAA' })).toMatchObject({ status: 404, body: { msg: MSG.pantallaCodigoInvalido } });
    expect(await vincular({ codigo: tv.codigo, segundos: 4 })).toMatchObject({ status: 400, body: { msg: MSG.pantallaSegundosInvalidos } });
    expect(await vincular({ codigo: tv.codigo, equipo: 'No existe' })).toMatchObject({ status: 400, body: { msg: MSG.pantallaEquipoInvalido } });
    expect((await vincular({ codigo: tv.codigo }, jefe)).status).toBe(403);
    // None of that used the code.
    expect((await estado(tv.codigo, tv.secreto)).body).toEqual({ estado: 'pendiente' });
  });

  it('names are unique among active pantallas (any case): pairing or renaming to one in use is a 400; a revoked name is free', async () => {
    const primera = await vincular({ codigo: (await pedir()).codigo, nombre: 'TV Única' });
    expect(primera.status, primera.text).toBe(201);
    const tv = await pedir();
    expect(await vincular({ codigo: tv.codigo, nombre: 'tv única' })).toMatchObject({ status: 400, body: { msg: MSG.pantallaNombreDuplicado } });
    expect(await t.post('/api/pantallas', { nombre: 'TV ÚNICA' }, { token: admin })).toMatchObject({ status: 400, body: { msg: MSG.pantallaNombreDuplicado } });
    const otra = (await vincular({ codigo: tv.codigo, nombre: 'TV Otra' })).body;
    const ajustes = { nombre: 'TV Única', segundos: 30, equipo: null };
    expect(await t.request('PATCH', `/api/pantallas/${otra._id}`, { token: admin, body: ajustes })).toMatchObject({
      status: 400,
      body: { msg: MSG.pantallaNombreDuplicado },
    });
    // Renaming to its own name is no duplicate.
    expect((await t.request('PATCH', `/api/pantallas/${primera.body._id}`, { token: admin, body: ajustes })).status).toBe(200);
    expect((await t.delete(`/api/pantallas/${primera.body._id}`, { token: admin })).status).toBe(200);
    expect((await t.request('PATCH', `/api/pantallas/${otra._id}`, { token: admin, body: ajustes })).status).toBe(200);
  });

  it("an Admin edits the settings; the TV's board follows them; an unknown or malformed id is 404", async () => {
    const tv = await pedir();
    const p = (await vincular({ codigo: tv.codigo })).body;
    const token = (await estado(tv.codigo, tv.secreto)).body as { token: string };
    const res = await t.request<Pantalla>('PATCH', `/api/pantallas/${p._id}`, { token: admin, body: { nombre: 'TV Mezclado', segundos: 120, equipo: '' } });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ _id: p._id, nombre: 'TV Mezclado', segundos: 120, equipo: '' });
    expect((await tablero(token.token)).body.pantalla).toEqual({ nombre: 'TV Mezclado', segundos: 120, equipo: '' });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'no-es-un-id']) {
      expect(await t.request('PATCH', `/api/pantallas/${id}`, { token: admin, body: { nombre: 'X', segundos: 30, equipo: null } })).toMatchObject({
        status: 404,
        body: { msg: MSG.pantallaNoEncontrada },
      });
    }
    expect((await t.request('PATCH', `/api/pantallas/${p._id}`, { token: jefe, body: { nombre: 'X', segundos: 30, equipo: null } })).status).toBe(403);
  });

  it('the audit trail names the TV for its code and the Admin for the pairing, never the secret', async () => {
    const tv = await pedir();
    const p = (await vincular({ codigo: tv.codigo, nombre: 'TV Auditada' })).body;
    await estado(tv.codigo, tv.secreto);
    const res = await t.get<AuditoriaPagina>('/api/auditoria?entidad=pantalla_codigo&pageSize=100', { token: admin });
    expect(res.status, res.text).toBe(200);
    const delCodigo = res.body.items.filter((r) => r.etiqueta === `Código de TV ${tv.codigo}`).map((r) => [r.accion, r.usuario.nombre]);
    expect(delCodigo).toEqual([
      ['eliminar', 'TV sin vincular'],
      ['vincular', ADMIN_USER.name],
      ['crear', 'TV sin vincular'],
    ]);
    expect(JSON.stringify(res.body)).not.toContain(hashTokenPantalla(tv.secreto));
    const creada = await t.get<AuditoriaPagina>(`/api/auditoria?entidad=pantalla&entidadId=${p._id}`, { token: admin });
    expect(creada.body.items.map((r) => [r.accion, r.usuario.nombre])).toEqual([['crear', ADMIN_USER.name]]);
  });

  it(`at most ${PANTALLA_CODIGOS_MAX} codes wait at once (429 with a Spanish message); expired ones make room`, async () => {
    clock.advance(PANTALLA_CODIGO_VIGENCIA_MS + 1);
    for (let i = 0; i < PANTALLA_CODIGOS_MAX; i++) await pedir();
    expect(await t.post('/api/pantallas/codigo', { secreto: nuevoSecreto() })).toMatchObject({ status: 429, body: { msg: MSG.pantallaCodigosLimite } });
    clock.advance(PANTALLA_CODIGO_VIGENCIA_MS + 1);
    await pedir();
  });

  it(`one address keeps at most ${PANTALLA_CODIGOS_POR_DIRECCION} codes waiting: a new one replaces its oldest unpaired, never another's`, async () => {
    clock.advance(PANTALLA_CODIGO_VIGENCIA_MS + 1);
    const otra = await pedir(nuevoSecreto(), '192.0.2.7');
    const desde = '198.51.100.9';
    // A millisecond apart: which is oldest is then certain.
    const deAhi = async () => {
      clock.advance(1);
      return pedir(nuevoSecreto(), desde);
    };
    const primeras = [await deAhi(), await deAhi()];
    // The first is paired by an Admin: it waits for its TV to take the token, and is never replaced.
    expect((await vincular({ codigo: primeras[0].codigo })).status).toBe(201);
    const resto = [];
    for (let i = 0; i < PANTALLA_CODIGOS_POR_DIRECCION + 2; i++) resto.push(await deAhi());

    expect(await estado(primeras[1].codigo, primeras[1].secreto)).toMatchObject({ status: 404, body: { msg: MSG.pantallaCodigoInvalido } });
    expect(await estado(resto[0].codigo, resto[0].secreto)).toMatchObject({ status: 404 });
    expect(await estado(resto[1].codigo, resto[1].secreto)).toMatchObject({ status: 404 });
    const vivas = resto.slice(3);
    expect(vivas).toHaveLength(PANTALLA_CODIGOS_POR_DIRECCION - 1);
    for (const tv of vivas) expect(await estado(tv.codigo, tv.secreto)).toMatchObject({ status: 200, body: { estado: 'pendiente' } });
    expect(await estado(resto[2].codigo, resto[2].secreto)).toMatchObject({ status: 200, body: { estado: 'pendiente' } });
    expect((await estado(primeras[0].codigo, primeras[0].secreto)).body).toMatchObject({ estado: 'vinculada' });
    expect(await estado(otra.codigo, otra.secreto)).toMatchObject({ status: 200, body: { estado: 'pendiente' } });
  });
});
