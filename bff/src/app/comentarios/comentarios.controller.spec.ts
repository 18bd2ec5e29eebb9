import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMENTARIO_MAX, MSG, type AuditoriaPagina, type Comentario, type User } from '@portal/shared/domain';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { UNKNOWN_ID } from '../../../test/routes';
import { crearKaizen, crearTarjeta } from '../../../test/kaizen';

describe('comments of cards and Kaizens', () => {
  let t: TestApp;
  let admin: string;
  let jefe: string;
  let operario: string;
  const ids: Record<'admin' | 'jefe' | 'operario', string> = { admin: '', jefe: '', operario: '' };
  const nombres: Record<'admin' | 'jefe' | 'operario', string> = { admin: '', jefe: '', operario: '' };

  beforeAll(async () => {
    t = await startTestApp();
    ({ admin, jefe, operario } = await t.roleTokens());
    for (const [rol, token] of Object.entries({ admin, jefe, operario }) as ['admin' | 'jefe' | 'operario', string][]) {
      const me = (await t.get<User>('/api/auth/user', { token })).body;
      ids[rol] = me._id;
      nombres[rol] = me.name;
    }
  });
  afterAll(() => t.close());

  const base = (destino: 'tarjetas' | 'tarjetaskaizen', id: string) => `/api/${destino}/${id}/comentarios`;
  const listar = (url: string, token = operario) => t.get<Comentario[]>(url, { token });
  const comentar = (url: string, body: unknown, token = operario) => t.post<Comentario>(url, body, { token });
  const eliminar = (url: string, comentarioId: string, token = operario) => t.delete(`${url}/${comentarioId}`, { token });

  describe.each([
    ['tarjetas', 'card', MSG.tarjetaNoEncontrada],
    ['tarjetaskaizen', 'Kaizen', MSG.kaizenNoEncontrado],
  ] as const)('/api/%s/:id/comentarios', (destino, nombre, noEncontrado) => {
    const nuevo = async () => base(destino, destino === 'tarjetas' ? (await crearTarjeta(t, operario))._id : (await crearKaizen(t, admin))._id);

    it(`adds a comment of the logged-in user, dated by the server, that every role then reads newest last (${nombre})`, async () => {
      const url = await nuevo();
      expect((await listar(url)).body).toEqual([]);
      const antes = Date.now();
      // Author and date sent by the client are not read.
      const res = await comentar(url, {
        texto: '  Falta el retén.\nPedido a compras.  ',
        autor: { _id: ids.admin, nombre: 'Otro' },
        fecha: '2000-01-01T00:00:00Z',
      });
      expect(res.status, res.text).toBe(201);
      expect(res.body).toEqual({
        _id: expect.any(String),
        autor: { _id: ids.operario, nombre: nombres.operario },
        texto: 'Falta el retén.\nPedido a compras.',
        fecha: expect.any(String),
      });
      const fecha = Date.parse(res.body.fecha);
      expect(fecha).toBeGreaterThanOrEqual(antes - 5_000);
      expect(fecha).toBeLessThanOrEqual(Date.now() + 5_000);
      const segundo = (await comentar(url, { texto: 'Cambiado el lunes' }, jefe)).body;
      for (const token of [admin, jefe, operario]) {
        expect((await listar(url, token)).body).toEqual([res.body, segundo]);
      }
    });

    it(`refuses an empty, too long or malformed text and stores nothing (${nombre})`, async () => {
      const url = await nuevo();
      const cases: [unknown, string][] = [
        [{ texto: '' }, MSG.comentarioRequerido],
        [{ texto: ' \n\t ' }, MSG.comentarioRequerido],
        [{}, MSG.comentarioRequerido],
        [{ texto: null }, MSG.comentarioRequerido],
        [{ texto: 42 }, MSG.comentarioRequerido],
        [{ texto: 'x'.repeat(COMENTARIO_MAX + 1) }, MSG.comentarioDemasiadoLargo],
        [{ texto: 'con \u0000 nulo' }, MSG.textoCaracteresInvalidos],
      ];
      for (const [body, msg] of cases) {
        const res = await comentar(url, body);
        expect({ body, status: res.status, answer: res.body }).toEqual({ body, status: 400, answer: { msg } });
      }
      expect((await listar(url)).body).toEqual([]);
      // The limit itself is accepted (after trimming).
      const largo = await comentar(url, { texto: ` ${'x'.repeat(COMENTARIO_MAX)} ` });
      expect(largo.status).toBe(201);
      expect(largo.body.texto).toHaveLength(COMENTARIO_MAX);
    });

    it(`answers 404 for an unknown ${nombre}, a malformed id and a comment of another ${nombre}`, async () => {
      const [url, otra] = [await nuevo(), await nuevo()];
      const c = (await comentar(url, { texto: 'Uno' })).body;
      for (const id of [UNKNOWN_ID, 'no-es-un-id']) {
        const ajena = base(destino, id);
        expect((await listar(ajena)).body).toEqual({ msg: noEncontrado });
        expect(await comentar(ajena, { texto: 'Hola' })).toMatchObject({ status: 404, body: { msg: noEncontrado } });
        expect(await eliminar(ajena, c._id, admin)).toMatchObject({ status: 404, body: { msg: noEncontrado } });
      }
      expect((await listar(base(destino, UNKNOWN_ID))).status).toBe(404);
      for (const comentarioId of [UNKNOWN_ID, 'no-es-un-id']) {
        expect(await eliminar(url, comentarioId, admin)).toMatchObject({ status: 404, body: { msg: MSG.comentarioNoEncontrado } });
      }
      // Through another target's path, even as the Admin.
      expect(await eliminar(otra, c._id, admin)).toMatchObject({ status: 404, body: { msg: MSG.comentarioNoEncontrado } });
      expect((await listar(url)).body).toEqual([c]);
      expect((await listar(otra)).body).toEqual([]);
    });

    it(`lets the author delete their own comment and an Admin any; others get 403 (${nombre})`, async () => {
      const url = await nuevo();
      const delOperario = (await comentar(url, { texto: 'Del operario' })).body;
      const delJefe = (await comentar(url, { texto: 'Del jefe' }, jefe)).body;
      expect(await eliminar(url, delOperario._id, jefe)).toMatchObject({ status: 403, body: { msg: MSG.comentarioAjeno } });
      expect(await eliminar(url, delJefe._id, operario)).toMatchObject({ status: 403, body: { msg: MSG.comentarioAjeno } });
      expect((await listar(url)).body).toEqual([delOperario, delJefe]);
      expect(await eliminar(url, delOperario._id, operario)).toMatchObject({ status: 200, body: { success: true } });
      expect(await eliminar(url, delJefe._id, admin)).toMatchObject({ status: 200, body: { success: true } });
      expect((await listar(url)).body).toEqual([]);
      // Already gone.
      expect(await eliminar(url, delJefe._id, admin)).toMatchObject({ status: 404, body: { msg: MSG.comentarioNoEncontrado } });
    });

    it(`asks for a token (${nombre})`, async () => {
      const url = await nuevo();
      expect((await t.get(url)).status).toBe(401);
      expect((await t.post(url, { texto: 'Hola' })).status).toBe(401);
      expect((await listar(url)).body).toEqual([]);
    });
  });

  it('records who added and deleted a comment in the audit trail, in the same transaction', async () => {
    const card = await crearTarjeta(t, operario);
    const url = base('tarjetas', card._id);
    const c = (await comentar(url, { texto: 'Para auditar' })).body;
    await eliminar(url, c._id);
    const trail = (await t.get<AuditoriaPagina>(`/api/auditoria?entidad=comentario&entidadId=${c._id}`, { token: admin })).body;
    expect(trail.items.map((r) => [r.accion, r.usuario._id, r.etiqueta])).toEqual([
      ['eliminar', ids.operario, `Comentario de ${nombres.operario}`],
      ['crear', ids.operario, `Comentario de ${nombres.operario}`],
    ]);
    expect(trail.items[1].cambios).toEqual([
      { campo: 'tarjetaId', antes: null, despues: card._id },
      { campo: 'autorNombre', antes: null, despues: nombres.operario },
      { campo: 'texto', antes: null, despues: 'Para auditar' },
    ]);
  });

  it("keeps a deleted user's comments with their name (no author id: only an Admin can delete them), and drops a target's comments with it", async () => {
    const legajo = String(700_000 + Math.floor(Math.random() * 99_999));
    const creado = await t.post<User>('/api/users', { email: legajo, name: 'Nora Paz', password: '432100', role: 'Operario' }, { token: admin });
    expect(creado.status, creado.text).toBe(201);
    const nora = (await t.login(legajo, '432100')).token;
    const kaizen = await crearKaizen(t, admin);
    const url = base('tarjetaskaizen', kaizen._id);
    const c = (await comentar(url, { texto: 'Antes de irme' }, nora)).body;
    expect(c.autor).toEqual({ _id: creado.body._id, nombre: 'Nora Paz' });
    expect((await t.delete(`/api/users/${creado.body._id}`, { token: admin })).status).toBe(200);
    const [guardado] = (await listar(url)).body;
    expect(guardado).toEqual({ ...c, autor: { _id: null, nombre: 'Nora Paz' } });
    expect(await eliminar(url, c._id, operario)).toMatchObject({ status: 403 });

    const otro = (await comentar(url, { texto: 'Queda con el Kaizen' })).body;
    expect((await t.delete(`/api/tarjetaskaizen/${kaizen._id}`, { token: admin })).status).toBe(200);
    const trail = (await t.get<AuditoriaPagina>(`/api/auditoria?entidad=comentario&entidadId=${otro._id}`, { token: admin })).body;
    expect(trail.items.map((r) => r.accion)).toEqual(['eliminar', 'crear']);
    expect(trail.items[0].usuario._id).toBe(ids.admin);
  });
});
