import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, type NombreUsuario, type User } from '@portal/shared/domain';
import { ADMIN_USER, DEMO_USERS, JEFE_USER, OPERARIO_USER } from '../../db/seed/demo-users';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';
import { actorOf } from '../audit/actor';
import { sql } from 'drizzle-orm';
import { DB, type Db } from '../database/database.types';
import { startTestApp, type TestApp } from '../../../test/test-app';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('/api/users', () => {
  let t: TestApp;
  let admin: string;
  let jefe: string;
  let operario: string;
  beforeAll(async () => {
    t = await startTestApp();
    ({ admin, jefe, operario } = await t.roleTokens());
  });
  afterAll(() => t.close());

  const newUser = (legajo: string, role = 'Operario') => ({ email: legajo, name: `Usuario ${legajo}`, password: '654321', role });

  describe('POST /api/users', () => {
    // Creation answers 201 Created with the user document (no hash), ready to add to the admin list.
    it('creates a user that can then log in', async () => {
      const res = await t.post<User>('/api/users', newUser('4000', 'Jefe de area'), { token: admin });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        _id: expect.any(String),
        email: '4000',
        name: 'Usuario 4000',
        role: 'Jefe de area',
        hours: [],
        date: expect.any(String),
        equipo: null,
        equiposACargo: [],
        ultimoLogin: null,
        ultimaActividad: null,
        debeCambiarPin: false,
        correo: null,
        avisosCorreo: true,
        planta: 1,
        empresa: false,
      });
      expect(res.text).not.toMatch(/password|hash/i);
      expect((await t.login('4000', '654321')).user._id).toBe(res.body._id);
    });

    it.each([
      [{ email: '1234567' }, MSG.legajoMax],
      [{ email: '' }, MSG.legajoRequerido],
      [{ email: '12ab' }, MSG.legajoNumerico],
      [{ password: '12345' }, MSG.pinMin],
      [{ password: '' }, MSG.pinRequerido],
      [{ name: '  ' }, MSG.nombreRequerido],
      [{ role: 'Gerente' }, MSG.rolInvalido],
    ])('refuses %o with 400 and its message', async (patch, msg) => {
      const res = await t.post('/api/users', { ...newUser('4100'), ...patch }, { token: admin });
      expect(res).toMatchObject({ status: 400, body: { msg } });
    });

    it('uses the exact register-form messages for legajo and pin', async () => {
      expect((await t.post('/api/users', newUser('1234567'), { token: admin })).body.msg).toBe('Se permite un maximo de 6 caracteres');
      expect((await t.post('/api/users', { ...newUser('4101'), password: '123' }, { token: admin })).body.msg).toBe('Pin tiene que 6 caracteres minimo');
    });

    it('refuses a duplicate legajo', async () => {
      expect(await t.post('/api/users', newUser(ADMIN_USER.legajo), { token: admin })).toMatchObject({ status: 400, body: { msg: MSG.legajoDuplicado } });
    });

    it('does not store unknown fields', async () => {
      const res = await t.post<User>('/api/users', { ...newUser('4200'), isAdmin: true, role: 'Operario', hours: [{ quantity: 9 }] }, { token: admin });
      expect(res.status).toBe(201);
      expect(res.body).not.toHaveProperty('isAdmin');
      expect(res.body.hours).toEqual([]);
      const listed = (await t.get<User[]>('/api/users', { token: admin })).body.find((u) => u.email === '4200');
      expect(listed).toEqual(res.body);
    });

    it.each([
      ['Jefe de area', () => jefe],
      ['Operario', () => operario],
    ])('is refused to %s with 403', async (_role, token) => {
      expect(await t.post('/api/users', newUser('4300'), { token: token() })).toMatchObject({ status: 403, body: { msg: MSG.sinPermiso } });
    });
  });

  describe('GET /api/users', () => {
    it('lists users with hours and never a hash', async () => {
      const res = await t.get<User[]>('/api/users', { token: admin });
      expect(res.status).toBe(200);
      for (const seeded of DEMO_USERS) expect(res.body.some((u) => u.email === seeded.legajo && u.role === seeded.role)).toBe(true);
      expect(res.body.find((u) => u.email === OPERARIO_USER.legajo)?.hours.length).toBeGreaterThan(0);
      expect(res.text).not.toMatch(/hash|argon/i);
    });

    it('is refused without a token (401) and to non-admins (403)', async () => {
      expect((await t.get('/api/users')).status).toBe(401);
      expect((await t.get('/api/users', { token: jefe })).status).toBe(403);
      expect((await t.get('/api/users', { token: operario })).status).toBe(403);
    });
  });

  describe('GET /api/users/nombres', () => {
    it("lists every user's id and name, to whoever may close a card, and nothing else", async () => {
      const porId = (a: NombreUsuario, b: NombreUsuario) => (a._id < b._id ? -1 : 1);
      const esperado = (await t.get<User[]>('/api/users', { token: admin })).body.map((u) => ({ _id: u._id, nombre: u.name })).sort(porId);
      for (const token of [admin, jefe, operario]) {
        const res = await t.get<NombreUsuario[]>('/api/users/nombres', { token });
        expect(res.status, res.text).toBe(200);
        expect([...res.body].sort(porId)).toEqual(esperado);
      }
      expect(esperado.map((u) => u.nombre)).toEqual(expect.arrayContaining(DEMO_USERS.map((u) => u.name)));
      expect((await t.get('/api/users/nombres')).status).toBe(401);
    });

    it('drops a deleted user', async () => {
      const created = (await t.post<User>('/api/users', newUser('4600'), { token: admin })).body;
      const nombres = async () => (await t.get<NombreUsuario[]>('/api/users/nombres', { token: jefe })).body.map((u) => u._id);
      expect(await nombres()).toContain(created._id);
      await t.delete(`/api/users/${created._id}`, { token: admin });
      expect(await nombres()).not.toContain(created._id);
    });
  });

  describe('POST /api/users/cambiarrol', () => {
    it('changes the role: the user’s older sessions end (the membership version), a new login has the new role', async () => {
      const created = (await t.post<User>('/api/users', newUser('4400'), { token: admin })).body;
      const own = (await t.login('4400', '654321')).token;
      expect((await t.get('/api/users', { token: own })).status).toBe(403);
      const res = await t.post<User>('/api/users/cambiarrol', { _id: created._id, rol: 'Admin' }, { token: admin });
      expect(res).toMatchObject({ status: 200, body: { _id: created._id, role: 'Admin', email: '4400' } });
      expect((await t.get('/api/auth/user', { token: own })).status).toBe(401);
      const nuevo = (await t.login('4400', '654321')).token;
      expect((await t.get('/api/users', { token: nuevo })).status).toBe(200);
    });

    it('validates the role and the id', async () => {
      expect(await t.post('/api/users/cambiarrol', { _id: UNKNOWN_ID, rol: 'Jefe' }, { token: admin })).toMatchObject({
        status: 400,
        body: { msg: MSG.rolInvalido },
      });
      expect(await t.post('/api/users/cambiarrol', { rol: 'Admin' }, { token: admin })).toMatchObject({ status: 400, body: { msg: MSG.idRequerido } });
      expect(await t.post('/api/users/cambiarrol', { _id: UNKNOWN_ID, rol: 'Admin' }, { token: admin })).toMatchObject({
        status: 404,
        body: { msg: MSG.usuarioNoEncontrado },
      });
      expect(await t.post('/api/users/cambiarrol', { _id: 'not-a-uuid', rol: 'Admin' }, { token: admin })).toMatchObject({
        status: 404,
        body: { msg: MSG.usuarioNoEncontrado },
      });
    });

    it('is refused to a Jefe de area', async () => {
      const me = (await t.login(JEFE_USER.legajo, JEFE_USER.pin)).user;
      expect((await t.post('/api/users/cambiarrol', { _id: me._id, rol: 'Admin' }, { token: jefe })).status).toBe(403);
    });
  });

  describe('POST /api/users/equipos-a-cargo', () => {
    it('sets the configured equipos a Jefe de area leads, audited, and refuses anything else without changing them', async () => {
      const [a, b] = ['Equipo a cargo A', 'Equipo a cargo B'];
      for (const value of [a, b]) expect((await t.post('/api/campos', { name: 'equipo', value }, { token: admin })).status).toBe(201);
      const jefeNuevo = (await t.post<User>('/api/users', newUser('4100', 'Jefe de area'), { token: admin })).body;
      const operarioNuevo = (await t.post<User>('/api/users', newUser('4101'), { token: admin })).body;
      const asignar = (body: unknown, token = admin) => t.post<User>('/api/users/equipos-a-cargo', body, { token });
      expect(await asignar({ _id: jefeNuevo._id, equipos: [b, a] })).toMatchObject({ status: 200, body: { equiposACargo: [b, a] } });
      for (const [body, status, msg] of [
        [{ _id: jefeNuevo._id, equipos: [a, 'No existe'] }, 400, MSG.equipoInexistente],
        [{ _id: jefeNuevo._id, equipos: 'A' }, 400, MSG.equiposACargoInvalidos],
        [{ _id: jefeNuevo._id, equipos: Array.from({ length: 51 }, () => a) }, 400, MSG.equiposACargoInvalidos],
        [{ _id: operarioNuevo._id, equipos: [a] }, 400, MSG.equiposACargoSoloJefe],
        [{ _id: UNKNOWN_ID, equipos: [] }, 404, MSG.usuarioNoEncontrado],
        [{ _id: 'nope', equipos: [] }, 404, MSG.usuarioNoEncontrado],
      ] as const) {
        expect(await asignar(body)).toMatchObject({ status, body: { msg } });
      }
      expect((await asignar({ _id: jefeNuevo._id, equipos: [] }, jefe)).status).toBe(403);
      expect((await t.get<User[]>('/api/users', { token: admin })).body.find((u) => u._id === jefeNuevo._id)?.equiposACargo).toEqual([b, a]);
      const [registro] = (
        (await t.app
          .get<symbol, Db>(DB)
          .execute(sql`select accion, cambios from auditoria where entidad_id = ${jefeNuevo._id} and accion = 'asignar_equipos_a_cargo'`)) as unknown as {
          rows: { accion: string; cambios: unknown }[];
        }
      ).rows;
      expect(registro?.cambios).toEqual([{ campo: 'equipos_a_cargo', antes: [], despues: [b, a] }]);
    });
  });

  describe('DELETE /api/users/:id', () => {
    it('deletes a user, whose token then stops working', async () => {
      const created = (await t.post<User>('/api/users', newUser('4500'), { token: admin })).body;
      const own = (await t.login('4500', '654321')).token;
      expect(await t.delete(`/api/users/${created._id}`, { token: admin })).toMatchObject({ status: 200, body: { success: true } });
      expect((await t.get('/api/auth/user', { token: own })).status).toBe(401);
      expect((await t.get<User[]>('/api/users', { token: admin })).body.some((u) => u._id === created._id)).toBe(false);
    });

    it.each([UNKNOWN_ID, 'not-a-uuid', '1'])('answers 404 { msg } for id %s', async (id) => {
      expect(await t.delete(`/api/users/${id}`, { token: admin })).toMatchObject({ status: 404, body: { msg: MSG.usuarioNoEncontrado } });
    });

    it('is refused to an Operario', async () => {
      const someone = (await t.get<User[]>('/api/users', { token: admin })).body.find((u) => u.email === '3001')!;
      expect((await t.delete(`/api/users/${someone._id}`, { token: operario })).status).toBe(403);
    });
  });
});

describe('last Admin protection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('refuses to delete or demote the last Admin', async () => {
    const { token, user } = await t.login(ADMIN_USER.legajo, ADMIN_USER.pin);
    expect(await t.delete(`/api/users/${user._id}`, { token })).toMatchObject({ status: 400, body: { msg: MSG.ultimoAdmin } });
    expect(await t.post('/api/users/cambiarrol', { _id: user._id, rol: 'Operario' }, { token })).toMatchObject({ status: 400, body: { msg: MSG.ultimoAdmin } });
    // Keeping the role of the last Admin is not a demotion.
    expect((await t.post('/api/users/cambiarrol', { _id: user._id, rol: 'Admin' }, { token })).status).toBe(200);
  });

  it('keeps one Admin when every Admin is demoted or deleted at the same time', async () => {
    const { token, user } = await t.login(ADMIN_USER.legajo, ADMIN_USER.pin);
    const others: string[] = [];
    for (const legajo of ['5000', '5001', '5002', '5003']) {
      others.push((await t.post<User>('/api/users', { email: legajo, name: `Admin ${legajo}`, password: '500000', role: 'Admin' }, { token })).body._id);
    }
    const repo = t.app.get(UsersRepository);
    const db = t.app.get<Db>(DB);
    expect(await repo.countAdmins()).toBe(5);
    // Open several pooled connections first so the operations really overlap on PostgreSQL.
    await Promise.all(Array.from({ length: 6 }, () => db.execute(sql`select pg_sleep(0.02)`)));
    // Straight at the service: over HTTP a loser could also be refused by the guard, hiding the race.
    const service = t.app.get(UsersService);
    const actor = actorOf({ id: user._id, legajo: user.email, name: user.name, role: user.role });
    const quien = { id: user._id, legajo: user.email, name: user.name, role: user.role, planta: 1, sesionVersion: 0, empresa: true };
    const results = await Promise.allSettled([
      service.cambiarRol({ _id: user._id, rol: 'Operario' }, actor, quien),
      service.eliminar(others[0], actor),
      service.cambiarRol({ _id: others[1], rol: 'Jefe de area' }, actor, quien),
      service.eliminar(others[2], actor),
      service.cambiarRol({ _id: others[3], rol: 'Operario' }, actor, quien),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(4);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason.getResponse()).toEqual({ msg: MSG.ultimoAdmin });
    expect(await repo.countAdmins()).toBe(1);
  });
});
