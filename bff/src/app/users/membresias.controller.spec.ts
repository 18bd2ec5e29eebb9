import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, type AuthResponse, type MembresiaPlanta, type Planta, type User } from '@portal/shared/domain';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { ADMIN_USER, OPERARIO_USER } from '../../db/seed/demo-users';
import { comoPropietario } from '../database/alcance-planta';
import { DB, type Db } from '../database/database.types';

const rows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Issue 24: the company Admin (a person's capability, 'plantas.empresa') creates plants and adds people to them. */
describe('the company Admin: new plants, people added to plants', () => {
  let t: TestApp;
  let db: Db;
  let admin: AuthResponse;
  let adminDePlanta: string;
  let norte: Planta;

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get<Db>(DB);
    admin = await t.login(ADMIN_USER.legajo, ADMIN_USER.pin);
    expect(admin.user.empresa).toBe(true);
    await t.post('/api/users', { email: '6100', name: 'Admin Local', password: '610061', role: 'Admin' }, { token: admin.token });
    const local = await t.login('6100', '610061');
    expect(local.user.empresa).toBe(false);
    adminDePlanta = local.token;
  });

  afterAll(() => t?.close());

  it('creates a plant whose first member is its creator, as Admin with the same legajo; a plant Admin may not', async () => {
    expect(await t.post('/api/plantas', { nombre: 'Planta Norte', codigo: 'pn' }, { token: adminDePlanta })).toMatchObject({
      status: 403,
      body: { msg: MSG.sinPermiso },
    });
    const res = await t.post<Planta>('/api/plantas', { nombre: 'Planta Norte', codigo: 'pn' }, { token: admin.token });
    expect(res.status).toBe(201);
    norte = res.body;
    expect(norte).toMatchObject({ nombre: 'Planta Norte', codigo: 'PN', zona: null, diasAlerta: { Alta: 15, Media: 30, Baja: 60 } });
    expect((await t.post('/api/plantas', { nombre: 'Otra', codigo: 'PN' }, { token: admin.token })).body).toEqual({ msg: MSG.plantaCodigoDuplicado });
    const mias = await t.get<MembresiaPlanta[]>('/api/auth/plantas', { token: admin.token });
    expect(mias.body).toContainEqual({ planta: norte._id, codigo: 'PN', nombre: 'Planta Norte', role: 'Admin', actual: false });
    // The company Admin lists every plant; a plant Admin, their own.
    expect((await t.get<Planta[]>('/api/plantas', { token: admin.token })).body.map((p) => p.codigo)).toEqual(['PP', 'PN']);
    expect((await t.get<Planta[]>('/api/plantas', { token: adminDePlanta })).body.map((p) => p.codigo)).toEqual(['PP']);
    // Audited: the plant in the creator's plant, the membership in the new one.
    const registros = await comoPropietario(() =>
      db
        .execute(sql`select planta_id, entidad, accion from auditoria where entidad in ('planta', 'usuario') and accion = 'crear' order by id desc limit 2`)
        .then(rows<{ planta_id: number; entidad: string }>),
    );
    expect(registros).toEqual(
      expect.arrayContaining([
        { planta_id: 1, entidad: 'planta', accion: 'crear' },
        { planta_id: norte._id, entidad: 'usuario', accion: 'crear' },
      ]),
    );
  });

  it('adds a user of this plant, as the same person, to another plant with a legajo and role there', async () => {
    const operario = await t.login(OPERARIO_USER.legajo, OPERARIO_USER.pin);
    const body = { userId: operario.user._id, email: '8000', role: 'Jefe de area' };
    expect((await t.post(`/api/plantas/${norte._id}/miembros`, body, { token: adminDePlanta })).status).toBe(403);
    const res = await t.post<User>(`/api/plantas/${norte._id}/miembros`, body, { token: admin.token });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: '8000', name: OPERARIO_USER.name, role: 'Jefe de area', planta: norte._id });
    // The person's one pin, in the new plant, with its code.
    const alla = await t.post<AuthResponse>('/api/auth', { email: '8000', password: OPERARIO_USER.pin, planta: 'PN' });
    expect(alla.body.user).toMatchObject({ _id: res.body._id, role: 'Jefe de area' });
    expect((await t.get<MembresiaPlanta[]>('/api/auth/plantas', { token: operario.token })).body.map((m) => m.codigo)).toEqual(['PN', 'PP']);

    expect((await t.post(`/api/plantas/${norte._id}/miembros`, { ...body, email: '8001' }, { token: admin.token })).body).toEqual({
      msg: MSG.plantaYaMiembro,
    });
    // Legajo 1000 is the company Admin's there already.
    const jefe = await t.login('2000', '200000');
    expect(
      (await t.post(`/api/plantas/${norte._id}/miembros`, { ...body, userId: jefe.user._id, email: ADMIN_USER.legajo }, { token: admin.token })).body,
    ).toEqual({
      msg: MSG.legajoDuplicado,
    });
  });

  it('an unknown plant or a user the caller cannot see is a 404; a malformed body a 400; nothing changes', async () => {
    const operario = await t.login(OPERARIO_USER.legajo, OPERARIO_USER.pin);
    const body = { userId: operario.user._id, email: '8100', role: 'Operario' };
    for (const id of ['999', 'abc', '0'])
      expect(await t.post(`/api/plantas/${id}/miembros`, body, { token: admin.token })).toMatchObject({ status: 404, body: { msg: MSG.plantaNoEncontrada } });
    // Plant Norte's own user (the one added above) is not a user of the caller's plant.
    const deNorte = (await t.post<AuthResponse>('/api/auth', { email: '8000', password: OPERARIO_USER.pin, planta: 'PN' })).body.user._id;
    expect(await t.post(`/api/plantas/${norte._id}/miembros`, { ...body, userId: deNorte }, { token: admin.token })).toMatchObject({
      status: 404,
      body: { msg: MSG.usuarioNoEncontrado },
    });
    expect((await t.post(`/api/plantas/${norte._id}/miembros`, { ...body, role: 'Gerente' }, { token: admin.token })).status).toBe(400);
    expect((await t.post('/api/plantas', { nombre: '', codigo: 'x' }, { token: admin.token })).status).toBe(400);
  });
});
