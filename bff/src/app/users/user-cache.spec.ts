import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIPOS_HORA, type User } from '@portal/shared/domain';
import { userHours, users } from '../../db/schema';
import { OPERARIO_USER } from '../../db/seed/demo-users';
import { eventually } from '../../../test/eventually';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { DB, type Db } from '../database/database.types';
import { DatabaseNotifications, notify } from '../database/notifications';
import { USERS_CHANNEL, UserCache } from './user-cache';
import { comoPropietario } from '../database/alcance-planta';

/** Changes a user's name without firing the notification trigger: only a cache that is not there would show it. */
async function renameSilently(db: Db, id: string, name: string) {
  // session_replication_role is the owner's (superuser's) to set.
  await comoPropietario(() =>
    db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(users).set({ name }).where(eq(users.id, id));
    }),
  );
}

describe('session cache', () => {
  let t: TestApp;
  let db: Db;
  let token: string;
  let id: string;
  const me = async () => (await t.get<User>('/api/auth/user', { token })).body;
  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get<Db>(DB);
    const session = await t.login(OPERARIO_USER.legajo, OPERARIO_USER.pin);
    token = session.token;
    id = session.user._id;
  });
  afterAll(() => t.close());

  it('serves a signed-in user from memory until the database notifies a change', async () => {
    expect((await me()).name).toBe(OPERARIO_USER.name);
    await renameSilently(db, id, 'Nombre Nuevo');
    expect((await me()).name).toBe(OPERARIO_USER.name);
    await notify(db, USERS_CHANNEL, id);
    await eventually(async () => (await me()).name === 'Nombre Nuevo');
  });

  it('drops a user changed in the database by anyone (the trigger notifies)', async () => {
    await me();
    await db.update(users).set({ role: 'Jefe de area' }).where(eq(users.id, id));
    await eventually(async () => (await me()).role === 'Jefe de area');
    expect((await t.get('/api/users', { token })).status).toBe(403);
    await db.update(users).set({ role: 'Admin' }).where(eq(users.id, id));
    await eventually(async () => (await t.get('/api/users', { token })).status === 200);
    await db.update(users).set({ role: 'Operario' }).where(eq(users.id, id));
    await eventually(async () => (await me()).role === 'Operario');
  });

  it('drops a user whose hours changed', async () => {
    const before = (await me()).hours.length;
    await db.insert(userHours).values({ userId: id, quantity: 3, typeOf: TIPOS_HORA[0], date: '2026-11-20' });
    await eventually(async () => (await me()).hours.length === before + 1);
    await db.delete(userHours).where(eq(userHours.userId, id));
    await eventually(async () => (await me()).hours.length === 0);
  });

  it('refuses the token of a user deleted in the database', async () => {
    const created = await t.post<User>(
      '/api/users',
      { email: '4900', name: 'Para Borrar', password: '654321', role: 'Operario' },
      { token: (await t.roleTokens()).admin },
    );
    const own = (await t.login('4900', '654321')).token;
    expect((await t.get('/api/auth/user', { token: own })).status).toBe(200);
    await db.delete(users).where(eq(users.id, created.body._id));
    await eventually(async () => (await t.get('/api/auth/user', { token: own })).status === 401);
  });
});

class FakeNotifications extends DatabaseNotifications {
  constructor() {
    super();
    this.setListening(true);
  }
  cut(listening: boolean) {
    this.setListening(listening);
  }
  async close() {}
  protected async listenOn() {}
  protected async unlistenFrom() {}
}

describe('UserCache', () => {
  const alice = {
    user: {
      _id: 'a',
      name: 'Alice',
      role: 'Operario',
      email: '1',
      hours: [],
      date: '',
      equipo: null,
      ultimoLogin: null,
      ultimaActividad: null,
      debeCambiarPin: false,
    } as User,
    sesionVersion: 0,
    membresiaVersion: 0,
    planta: 1,
  };

  it('serves nothing from memory while notifications are interrupted, and starts afresh when they resume', async () => {
    const notifications = new FakeNotifications();
    const cache = new UserCache(notifications);
    await cache.onModuleInit();
    let reads = 0;
    const load = async () => (reads++, alice);
    await cache.get('a', load);
    await cache.get('a', load);
    expect(reads).toBe(1);
    notifications.cut(false);
    await cache.get('a', load);
    await cache.get('a', load);
    expect(reads).toBe(3);
    notifications.cut(true);
    await cache.get('a', load);
    await cache.get('a', load);
    expect(reads).toBe(4);
    cache.onModuleDestroy();
    await cache.get('a', load);
    expect(reads).toBe(5);
  });

  it('is not active before it listens', async () => {
    const notifications = new FakeNotifications();
    notifications.cut(false);
    const cache = new UserCache(notifications);
    await cache.onModuleInit();
    let reads = 0;
    const load = async () => (reads++, alice);
    await cache.get('a', load);
    await cache.get('a', load);
    expect(reads).toBe(2);
  });
});
