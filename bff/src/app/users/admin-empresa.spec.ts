import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, type AuthResponse, type User } from '@portal/shared/domain';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { JEFE_USER, OPERARIO_USER } from '../../db/seed/demo-users';
import { auditoria } from '../../db/schema';
import { DB, type Db } from '../database/database.types';

/**
 * Issue 24: a company Admin makes the person of a user of their plant a company Admin, or no longer one (their sessions
 * end: a privilege must not outlive its removal); an Admin renames a user of the plant. Both audited.
 */
describe('company Admins and names, from Administrar usuarios', () => {
  let t: TestApp;
  let db: Db;
  let tokens: { admin: string; jefe: string; operario: string };
  let jefe: User;
  let operario: User;

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get<Db>(DB);
    tokens = await t.roleTokens();
    const users = (await t.get<User[]>('/api/users', { token: tokens.admin })).body;
    jefe = users.find((u) => u.email === JEFE_USER.legajo)!;
    operario = users.find((u) => u.email === OPERARIO_USER.legajo)!;
  });
  afterAll(() => t?.close());

  const empresa = (id: string, adminEmpresa: unknown, token = tokens.admin) => t.post<User>(`/api/users/${id}/empresa`, { adminEmpresa }, { token });
  const registros = (accion: string) =>
    db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.accion, accion), eq(auditoria.plantaId, 1)));

  it('makes a person a company Admin: their old sessions end, the next one compares plants', async () => {
    expect((await t.get('/api/dashboard/plantas', { token: tokens.jefe })).status).toBe(403);
    const res = await empresa(jefe._id, true);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ _id: jefe._id, empresa: true });
    expect(await t.get('/api/auth/user', { token: tokens.jefe })).toMatchObject({ status: 401 });
    const nueva = await t.post<AuthResponse>('/api/auth', { email: JEFE_USER.legajo, password: JEFE_USER.pin });
    expect(nueva.body.user).toMatchObject({ role: 'Jefe de area', empresa: true });
    expect((await t.get('/api/dashboard/plantas', { token: nueva.body.token })).status).toBe(200);
    expect((await registros('dar_admin_empresa')).map((r) => r.entidadId)).toContain(jefe._id);

    // And no longer: the session they had ends again, the next one cannot compare plants.
    expect((await empresa(jefe._id, false)).body).toMatchObject({ empresa: false });
    expect(await t.get('/api/auth/user', { token: nueva.body.token })).toMatchObject({ status: 401 });
    tokens.jefe = (await t.login(JEFE_USER.legajo, JEFE_USER.pin)).token;
    expect((await t.get('/api/dashboard/plantas', { token: tokens.jefe })).status).toBe(403);
    expect((await registros('quitar_admin_empresa')).map((r) => r.entidadId)).toContain(jefe._id);
  });

  it('refuses a plant Admin, the company Admin leaving on their own, an unknown user and a body that is not a yes/no', async () => {
    const admin = (await t.get<User>('/api/auth/user', { token: tokens.admin })).body;
    expect(await empresa(admin._id, false)).toMatchObject({ status: 400, body: { msg: MSG.adminEmpresaPropio } });
    expect((await t.post('/api/users', { email: '4801', name: 'Admin de Planta', password: '654321', role: 'Admin' }, { token: tokens.admin })).status).toBe(
      201,
    );
    const adminPlanta = (await t.login('4801', '654321')).token;
    expect(await empresa(operario._id, true, adminPlanta)).toMatchObject({ status: 403, body: { msg: MSG.sinPermiso } });
    expect(await empresa('00000000-0000-4000-8000-000000000000', true)).toMatchObject({ status: 404, body: { msg: MSG.usuarioNoEncontrado } });
    expect(await empresa(operario._id, 'sí')).toMatchObject({ status: 400, body: { msg: MSG.adminEmpresaInvalido } });
    expect((await t.get<User[]>('/api/users', { token: tokens.admin })).body.find((u) => u._id === operario._id)?.empresa).toBe(false);
  });

  it('renames a user of the plant, audited; a blank or unknown one is refused', async () => {
    const res = await t.post<User>('/api/users/nombre', { _id: operario._id, name: '  Nora Paz de Gómez ' }, { token: tokens.admin });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ _id: operario._id, name: 'Nora Paz de Gómez' });
    const [registro] = await registros('cambiar_nombre');
    expect(registro.cambios).toEqual([{ campo: 'name', antes: operario.name, despues: 'Nora Paz de Gómez' }]);
    expect(await t.post('/api/users/nombre', { _id: operario._id, name: '  ' }, { token: tokens.admin })).toMatchObject({
      status: 400,
      body: { msg: MSG.nombreRequerido },
    });
    expect(await t.post('/api/users/nombre', { _id: '00000000-0000-4000-8000-000000000000', name: 'X' }, { token: tokens.admin })).toMatchObject({
      status: 404,
    });
    expect(await t.post('/api/users/nombre', { _id: operario._id, name: 'X' }, { token: tokens.jefe })).toMatchObject({ status: 403 });
  });
});
