import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, type User } from '@portal/shared/domain';
import { users } from '../../db/schema';
import { ADMIN_USER, JEFE_USER } from '../../db/seed/demo-users';
import { eventually } from '../../../test/eventually';
import { createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../../../test/test-app';
import { DB, type Db } from '../database/database.types';
import { DatabaseNotifications } from '../database/notifications';
import { comoPropietario } from '../database/alcance-planta';

// PostgreSQL only (see vitest.config.mts): two BFF instances share one database only on a server.

const WRONG_PIN = '000000';
const env = { TRUST_PROXY: 'true' };

describe('two instances on one PostgreSQL database', () => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  let admin: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    [a, b] = await Promise.all([startTestApp({ database, env }), startTestApp({ database, env })]);
    admin = (await a.login(ADMIN_USER.legajo, ADMIN_USER.pin)).token;
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await database.drop();
  });

  const login = (app: TestApp, legajo: string, pin: string, ip: string) =>
    app.post('/api/auth', { email: legajo, password: pin }, { headers: { 'x-forwarded-for': ip } });
  const createUser = async (legajo: string, role = 'Operario') => {
    const res = await a.post<User>('/api/users', { email: legajo, name: `Usuario ${legajo}`, password: '654321', role }, { token: admin });
    expect(res.status).toBe(201);
    return { id: res.body._id, token: (await b.login(legajo, '654321')).token };
  };

  it('a legajo locked through A is locked on B', async () => {
    for (let i = 0; i < 5; i++) expect((await login(a, JEFE_USER.legajo, WRONG_PIN, `10.1.0.${i}`)).status).toBe(400);
    const res = await login(b, JEFE_USER.legajo, JEFE_USER.pin, '10.1.1.1');
    expect(res).toMatchObject({ status: 429, body: { msg: MSG.legajoBloqueado } });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(14 * 60);
  });

  it('an address locked through A is locked on B', async () => {
    for (let i = 0; i < 30; i++) expect((await login(i % 2 ? a : b, String(600_000 + i), WRONG_PIN, '10.2.2.2')).status).toBe(400);
    expect(await login(b, ADMIN_USER.legajo, ADMIN_USER.pin, '10.2.2.2')).toMatchObject({ status: 429, body: { msg: MSG.ipBloqueada } });
    expect(await login(a, ADMIN_USER.legajo, ADMIN_USER.pin, '10.2.2.2')).toMatchObject({ status: 429, body: { msg: MSG.ipBloqueada } });
  });

  it('checks at most 5 pins of 100 simultaneous attempts on one legajo split between A and B', async () => {
    const { token } = await createUser('4700');
    expect(token).toBeTruthy();
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => login(i % 2 ? a : b, '4700', i === 49 ? '654321' : WRONG_PIN, `10.3.${Math.floor(i / 10)}.${i % 10}`)),
    );
    expect(responses.filter((r) => r.status === 200 || r.status === 400).length).toBeLessThanOrEqual(5);
    expect(responses.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(95);
  });

  it('a role change on A ends the older sessions on B (the membership version); a new one on B has the new role', async () => {
    const user = await createUser('4701');
    expect((await b.get('/api/users', { token: user.token })).status).toBe(403); // B now has the user cached
    expect((await a.post('/api/users/cambiarrol', { _id: user.id, rol: 'Admin' }, { token: admin })).status).toBe(200);
    await eventually(async () => (await b.get('/api/users', { token: user.token })).status === 401, 1_000);
    const nuevo = (await b.login('4701', '654321')).token;
    expect((await b.get<User>('/api/auth/user', { token: nuevo })).body.role).toBe('Admin');
    expect((await a.get('/api/users', { token: nuevo })).status).toBe(200);
  });

  it('a user deleted on A is refused on B', async () => {
    const user = await createUser('4702');
    expect((await b.get('/api/auth/user', { token: user.token })).status).toBe(200);
    expect((await a.delete(`/api/users/${user.id}`, { token: admin })).status).toBe(200);
    await eventually(async () => (await b.get('/api/auth/user', { token: user.token })).status === 401, 1_000);
    expect(await b.get('/api/tarjetas', { token: user.token })).toMatchObject({ status: 401, body: { msg: MSG.noAutenticado } });
  });

  it('a pin changed on A ends the older sessions on B, and an Admin reset on B ends them on A', async () => {
    const user = await createUser('4704');
    expect((await b.get('/api/auth/user', { token: user.token })).status).toBe(200); // B now has the user cached
    const changed = await a.post<{ token: string }>(
      '/api/auth/pin',
      { pinActual: '654321', pinNuevo: '111222', pinNuevoRepetido: '111222' },
      { token: user.token },
    );
    expect(changed.status).toBe(200);
    await eventually(async () => (await b.get('/api/auth/user', { token: user.token })).status === 401, 1_000);
    expect((await b.get('/api/auth/user', { token: changed.body.token })).status).toBe(200);
    expect((await a.get('/api/auth/user', { token: changed.body.token })).status).toBe(200); // A has it cached too
    expect((await b.post(`/api/users/${user.id}/pin`, { pin: '333444' }, { token: admin })).status).toBe(200);
    await eventually(async () => (await a.get('/api/auth/user', { token: changed.body.token })).status === 401, 1_000);
  });

  it('after losing its notification session, an instance forgets what it cached (changes in the gap are not notified)', async () => {
    const user = await createUser('4703');
    const db = a.app.get<Db>(DB);
    expect((await b.get<User>('/api/auth/user', { token: user.token })).body.name).toBe('Usuario 4703');
    const states: boolean[] = [];
    const stop = b.app.get(DatabaseNotifications).onListeningChange((listening) => states.push(listening));
    try {
      // A change whose notification is lost: made without the trigger, while the sessions are cut.
      // As the owner: ending another role's session and session_replication_role are not the portal role's.
      await comoPropietario(() =>
        db.transaction(async (tx) => {
          await tx.execute(
            sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'portal-notifications' and datname = current_database()`,
          );
          await tx.execute(sql`set local session_replication_role = replica`);
          await tx.update(users).set({ name: 'Renombrado' }).where(eq(users.id, user.id));
        }),
      );
      await eventually(() => states.length >= 2, 5_000);
      expect(states).toEqual([false, true]);
      expect((await b.get<User>('/api/auth/user', { token: user.token })).body.name).toBe('Renombrado');
    } finally {
      stop();
    }
  });
});
