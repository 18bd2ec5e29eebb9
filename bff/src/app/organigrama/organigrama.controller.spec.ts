import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  arbolOrganigrama,
  MSG,
  ORGANIGRAMA_MAX_NODOS,
  type AuditoriaPagina,
  type NodoOrganigrama,
  type RamaOrganigrama,
  type User,
} from '@portal/shared/domain';
import { organigrama } from '../../db/schema';
import { UNKNOWN_ID } from '../../../test/routes';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { DB, type Db } from '../database/database.types';

/** The tree as titles only: [titulo, persona, children]. */
type Forma = [string, string | null, Forma[]];
const forma = (r: RamaOrganigrama): Forma => [r.titulo, r.usuario?.name ?? r.nombre, r.hijos.map(forma)];

describe('/api/organigrama', () => {
  let t: TestApp;
  let admin: string;
  let jefe: string;
  let operario: string;
  beforeAll(async () => {
    t = await startTestApp();
    ({ admin, jefe, operario } = await t.roleTokens());
  });
  afterAll(() => t.close());

  const list = async (token = operario) => {
    const res = await t.get<NodoOrganigrama[]>('/api/organigrama', { token });
    expect(res.status, res.text).toBe(200);
    return res.body;
  };
  const crear = (body: Record<string, unknown>, token = admin) => t.post<NodoOrganigrama>('/api/organigrama', body, { token });
  const editar = (id: string, body: Record<string, unknown>, token = admin) => t.request<NodoOrganigrama>('PATCH', `/api/organigrama/${id}`, { body, token });
  const borrar = (id: string, token = admin) => t.delete(`/api/organigrama/${id}`, { token });
  const nuevo = async (body: Record<string, unknown>) => {
    const res = await crear(body);
    expect(res.status, res.text).toBe(201);
    return res.body;
  };
  const hijosDe = async (id: string | null) => (await list()).filter((n) => n.parentId === id).sort((a, b) => a.orden - b.orden);

  it("is seeded with the spec's chart and placeholder names, and read by any logged-in user", async () => {
    const nodos = await list(operario);
    expect(await list(jefe)).toEqual(nodos);
    const A = 'A designar';
    expect(arbolOrganigrama(nodos).map(forma)).toEqual([
      [
        'Líder del Comité Central',
        A,
        [
          [
            'Coordinador',
            A,
            [
              ['Alimentación y Extrusión', A, []],
              ['Mantenimiento autónomo', A, []],
              ['Mantenimiento planificado', A, []],
              ['Mejoras enfocadas', A, []],
              ['Seguridad y Medio Ambiente', A, []],
              ['Capacitación y Entrenamiento', A, []],
            ],
          ],
        ],
      ],
    ]);
    expect((await t.get('/api/organigrama')).status).toBe(401);
  });

  it('is changed by the Admin only: Jefe de area and Operario get 403, no token 401, and nothing changes', async () => {
    const antes = await list();
    const hoja = antes.find((n) => n.titulo === 'Mejoras enfocadas') as NodoOrganigrama;
    for (const [token, status] of [
      [jefe, 403],
      [operario, 403],
      [undefined, 401],
    ] as const) {
      // Called directly: the helpers' default token is the Admin's.
      expect((await t.post('/api/organigrama', { titulo: 'Intruso' }, { token })).status).toBe(status);
      expect((await t.request('PATCH', `/api/organigrama/${hoja._id}`, { body: { titulo: 'Intruso' }, token })).status).toBe(status);
      expect((await t.delete(`/api/organigrama/${hoja._id}`, { token })).status).toBe(status);
    }
    expect(await list()).toEqual(antes);
  });

  it('adds a position last under its parent, with a user or a free name', async () => {
    const users = (await t.get<User[]>('/api/users', { token: admin })).body;
    const carla = users.find((u) => u.name === 'Carla Ríos') as User;
    const raiz = await nuevo({ titulo: 'Planta Norte' });
    expect(raiz).toMatchObject({ parentId: null, titulo: 'Planta Norte', usuario: null, nombre: null });
    const a = await nuevo({ titulo: 'Jefe de turno A', parentId: raiz._id, userId: carla._id });
    const b = await nuevo({ titulo: '  Jefe de turno B ', parentId: raiz._id, nombre: ' Luis Paz ', userId: '' });
    expect(a).toMatchObject({ parentId: raiz._id, orden: 0, usuario: { _id: carla._id, name: 'Carla Ríos' }, nombre: null });
    expect(b).toMatchObject({ parentId: raiz._id, orden: 1, titulo: 'Jefe de turno B', usuario: null, nombre: 'Luis Paz' });
    expect((await hijosDe(raiz._id)).map((n) => n._id)).toEqual([a._id, b._id]);
  });

  it('refuses bad positions with a Spanish message and stores nothing', async () => {
    const antes = await list();
    const cases: [Record<string, unknown>, string][] = [
      [{}, MSG.organigramaTituloRequerido],
      [{ titulo: ' ' }, MSG.organigramaTituloRequerido],
      [{ titulo: 'x'.repeat(101) }, MSG.organigramaTextoMax],
      [{ titulo: 'Jefe', nombre: 'y'.repeat(101) }, MSG.organigramaTextoMax],
      [{ titulo: 'Jefe', parentId: UNKNOWN_ID }, MSG.organigramaSuperiorNoExiste],
      [{ titulo: 'Jefe', parentId: 'no-es-un-id' }, MSG.organigramaSuperiorNoExiste],
      [{ titulo: 'Jefe', userId: UNKNOWN_ID }, MSG.organigramaUsuarioNoExiste],
      [{ titulo: 'Jefe', userId: antes[0]._id }, MSG.organigramaUsuarioNoExiste],
      [{ titulo: 'Jefe', userId: UNKNOWN_ID, nombre: 'Ana' }, MSG.organigramaPersonaDoble],
      [{ titulo: 'Jefe\u0000' }, MSG.textoCaracteresInvalidos],
    ];
    for (const [body, msg] of cases) {
      const res = await crear(body);
      expect({ body, status: res.status, res: res.body }).toEqual({ body, status: 400, res: { msg } });
    }
    expect(await list()).toEqual(antes);
  });

  it('renames a position and picks its person: a user replaces the free name and the other way round', async () => {
    const users = (await t.get<User[]>('/api/users', { token: admin })).body;
    const martin = users.find((u) => u.name === 'Martín Sosa') as User;
    const n = await nuevo({ titulo: 'Jefe de mantenimiento', nombre: 'Provisorio' });
    let res = await editar(n._id, { titulo: 'Jefe de Mantenimiento', userId: martin._id });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ ...n, titulo: 'Jefe de Mantenimiento', usuario: { _id: martin._id, name: 'Martín Sosa' }, nombre: null });
    res = await editar(n._id, { nombre: 'Ana Gil' });
    expect(res.body).toMatchObject({ usuario: null, nombre: 'Ana Gil' });
    res = await editar(n._id, { nombre: null });
    expect(res.body).toMatchObject({ usuario: null, nombre: null, titulo: 'Jefe de Mantenimiento' });
    expect((await list()).find((x) => x._id === n._id)).toEqual(res.body);
  });

  it('moves a position under another one (last) or to a place among its siblings', async () => {
    const raiz = await nuevo({ titulo: 'Área Sur' });
    const [a, b, c] = [
      await nuevo({ titulo: 'A', parentId: raiz._id }),
      await nuevo({ titulo: 'B', parentId: raiz._id }),
      await nuevo({ titulo: 'C', parentId: raiz._id }),
    ];
    const otro = await nuevo({ titulo: 'Área Este' });
    const x = await nuevo({ titulo: 'X', parentId: otro._id });

    expect((await editar(c._id, { orden: 0 })).status).toBe(200);
    expect((await hijosDe(raiz._id)).map((n) => [n.titulo, n.orden])).toEqual([
      ['C', 0],
      ['A', 1],
      ['B', 2],
    ]);

    const movido = await editar(x._id, { parentId: raiz._id });
    expect(movido.body).toMatchObject({ parentId: raiz._id, orden: 3 });
    expect((await editar(a._id, { parentId: otro._id, orden: 99 })).body).toMatchObject({ parentId: otro._id, orden: 0 });
    expect((await editar(b._id, { parentId: null })).body).toMatchObject({ parentId: null });
    expect((await hijosDe(raiz._id)).map((n) => n.titulo)).toEqual(['C', 'X']);
  });

  it('refuses a move that would make a cycle, and unknown parents, changing nothing', async () => {
    const raiz = await nuevo({ titulo: 'Dirección' });
    const medio = await nuevo({ titulo: 'Gerencia', parentId: raiz._id });
    const hoja = await nuevo({ titulo: 'Supervisión', parentId: medio._id });
    const antes = await list();
    for (const [id, parentId, msg] of [
      [raiz._id, raiz._id, MSG.organigramaCiclo],
      [raiz._id, medio._id, MSG.organigramaCiclo],
      [raiz._id, hoja._id, MSG.organigramaCiclo],
      [medio._id, hoja._id, MSG.organigramaCiclo],
      [hoja._id, UNKNOWN_ID, MSG.organigramaSuperiorNoExiste],
    ]) {
      const res = await editar(id, { parentId, titulo: 'Cambiado' });
      expect({ id, parentId, status: res.status, body: res.body }).toEqual({ id, parentId, status: 400, body: { msg } });
    }
    expect(await list()).toEqual(antes);
    // The database refuses it too, should a write ever skip the service.
    const db = t.app.get<Db>(DB);
    await expect(db.update(organigrama).set({ parentId: hoja._id }).where(eq(organigrama.id, raiz._id))).rejects.toThrow();
  });

  it('of two concurrent crossing moves, one is refused: the tree never gets a cycle', async () => {
    const a = await nuevo({ titulo: 'Cruce A' });
    const b = await nuevo({ titulo: 'Cruce B' });
    const res = await Promise.all([editar(a._id, { parentId: b._id }), editar(b._id, { parentId: a._id })]);
    expect(res.map((r) => r.status).sort()).toEqual([200, 400]);
    const nodos = await list();
    const padres = [a, b].map((n) => nodos.find((x) => x._id === n._id)?.parentId);
    expect(padres.filter((p) => p === null)).toHaveLength(1);
  });

  it('answers 404 for unknown or malformed ids and 400 for bad edits', async () => {
    for (const id of [UNKNOWN_ID, 'nada']) {
      expect(await editar(id, { titulo: 'X' })).toMatchObject({ status: 404, body: { msg: MSG.organigramaNoEncontrado } });
      expect(await borrar(id)).toMatchObject({ status: 404, body: { msg: MSG.organigramaNoEncontrado } });
    }
    const n = await nuevo({ titulo: 'Temporal' });
    expect(await editar(n._id, { titulo: '' })).toMatchObject({ status: 400, body: { msg: MSG.organigramaTituloRequerido } });
    expect(await editar(n._id, { orden: -1 })).toMatchObject({ status: 400, body: { msg: MSG.organigramaOrdenInvalido } });
    expect(await editar(n._id, { userId: UNKNOWN_ID })).toMatchObject({ status: 400, body: { msg: MSG.organigramaUsuarioNoExiste } });
    expect((await list()).find((x) => x._id === n._id)).toEqual(n);
  });

  it('deletes a position without reporting positions; one with them is refused', async () => {
    const jefeArea = await nuevo({ titulo: 'Jefe de área' });
    const sub = await nuevo({ titulo: 'Subjefe', parentId: jefeArea._id });
    expect(await borrar(jefeArea._id)).toMatchObject({ status: 400, body: { msg: MSG.organigramaConDependientes } });
    expect((await list()).some((n) => n._id === jefeArea._id)).toBe(true);
    expect(await borrar(sub._id)).toMatchObject({ status: 200, body: { success: true } });
    expect(await borrar(jefeArea._id)).toMatchObject({ status: 200 });
    expect((await list()).some((n) => n._id === jefeArea._id || n._id === sub._id)).toBe(false);
    expect((await borrar(sub._id)).status).toBe(404);
  });

  it('keeps the position, vacant, when its user is deleted', async () => {
    const u = (await t.post<User>('/api/users', { email: '777001', name: 'Nora Paz', password: '123456', role: 'Operario' }, { token: admin })).body;
    const n = await nuevo({ titulo: 'Responsable de calidad', userId: u._id });
    expect(n.usuario).toEqual({ _id: u._id, name: 'Nora Paz' });
    expect((await t.delete(`/api/users/${u._id}`, { token: admin })).status).toBe(200);
    expect((await list()).find((x) => x._id === n._id)).toMatchObject({ titulo: 'Responsable de calidad', usuario: null, nombre: null });
  });

  it('records every change in the audit trail with the Admin as actor', async () => {
    const n = await nuevo({ titulo: 'Auditado', nombre: 'Eva Ruiz' });
    await editar(n._id, { titulo: 'Auditado 2' });
    await borrar(n._id);
    const trail = (await t.get<AuditoriaPagina>(`/api/auditoria?entidad=organigrama&entidadId=${n._id}`, { token: admin })).body;
    expect(trail.items.map((r) => [r.accion, r.etiqueta, r.usuario.nombre])).toEqual([
      ['eliminar', 'Auditado 2', 'Laura Gómez'],
      ['editar', 'Auditado 2', 'Laura Gómez'],
      ['crear', 'Auditado', 'Laura Gómez'],
    ]);
    expect(trail.items[1].cambios).toEqual([{ campo: 'titulo', antes: 'Auditado', despues: 'Auditado 2' }]);
  });

  // Last: it fills the chart.
  it('refuses a position beyond ORGANIGRAMA_MAX_NODOS', async () => {
    const db = t.app.get<Db>(DB);
    const faltan = ORGANIGRAMA_MAX_NODOS - (await list()).length;
    await db.insert(organigrama).values(Array.from({ length: faltan }, (_, i) => ({ titulo: `Relleno ${i}`, orden: i })));
    expect(await crear({ titulo: 'Uno más' })).toMatchObject({ status: 400, body: { msg: MSG.organigramaLleno } });
    expect(await list()).toHaveLength(ORGANIGRAMA_MAX_NODOS);
  });
});
