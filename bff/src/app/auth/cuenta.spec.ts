import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVIDAD_INTERVALO_MS, MSG, type AuditoriaPagina, type AuthResponse, type User } from '@portal/shared/domain';
import { ADMIN_USER } from '../../db/seed/demo-users';
import { FakeClock, startTestApp, type TestApp } from '../../../test/test-app';
import { DB, type Db } from '../database/database.types';
import { LOCK_WINDOW_MS } from './login-throttle.service';
import { comoPropietario } from '../database/alcance-planta';

/** Own pin change, the Admin's reset and 'Última actividad' (issue 10), on PGlite and PostgreSQL. */
describe('account: pin and last activity', () => {
  const clock = new FakeClock();
  let t: TestApp;
  let admin: string;
  let db: Db;

  beforeAll(async () => {
    t = await startTestApp({ clock });
    admin = (await t.login(ADMIN_USER.legajo, ADMIN_USER.pin)).token;
    db = t.app.get<Db>(DB);
  });
  afterAll(() => t.close());

  const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const createUser = async (legajo: string, pin = '654321') => {
    const res = await t.post<User>('/api/users', { email: legajo, name: `Usuario ${legajo}`, password: pin, role: 'Operario' }, { token: admin });
    expect(res.status).toBe(201);
    return res.body;
  };
  const me = (token: string) => t.get<User>('/api/auth/user', { token });
  const cambiar = (token: string, pinActual: string, pinNuevo: string, pinNuevoRepetido = pinNuevo) =>
    t.post<AuthResponse>('/api/auth/pin', { pinActual, pinNuevo, pinNuevoRepetido }, { token });
  const trail = async (id: string) =>
    (await t.get<AuditoriaPagina>(`/api/auditoria?entidad=usuario&entidadId=${id}&pageSize=100`, { token: admin })).body.items;

  describe('POST /api/auth/pin (own pin)', () => {
    it('changes the pin: the older sessions stop working, the answer carries a working token, only the new pin logs in', async () => {
      const user = await createUser('4600');
      const first = (await t.login('4600', '654321')).token;
      const second = (await t.login('4600', '654321')).token;
      expect((await me(first)).status).toBe(200);

      const res = await cambiar(first, '654321', '246813');
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({ _id: user._id, debeCambiarPin: false });
      expect(res.text).not.toMatch(/hash|argon|sesion/i);

      expect(await me(first)).toMatchObject({ status: 401, body: { msg: MSG.noAutenticado } });
      expect((await me(second)).status).toBe(401);
      expect((await t.get('/api/tarjetas', { token: second })).status).toBe(401);
      expect((await me(res.body.token)).body._id).toBe(user._id);

      expect(await t.post('/api/auth', { email: '4600', password: '654321' })).toMatchObject({ status: 400, body: { msg: MSG.credencialesInvalidas } });
      expect((await t.login('4600', '246813')).user._id).toBe(user._id);

      const [registro] = (await trail(user._id)).filter((r) => r.accion === 'cambiar_pin');
      expect(registro).toMatchObject({ usuario: { _id: user._id, legajo: '4600' }, cambios: [{ campo: 'password', antes: '••••', despues: '••••' }] });
    });

    it('refuses a wrong current pin with 400, changing nothing but the failure count', async () => {
      await createUser('4601');
      const { token } = await t.login('4601', '654321');
      expect(await cambiar(token, '999999', '135790')).toMatchObject({ status: 400, body: { msg: MSG.pinActualIncorrecto } });
      expect((await me(token)).status).toBe(200);
      expect((await t.login('4601', '654321')).token).toBeTruthy();
      expect((await t.post('/api/auth', { email: '4601', password: '135790' })).status).toBe(400);
    });

    it.each([
      [{ pinNuevoRepetido: '135791' }, MSG.pinesNoCoinciden],
      [{ pinNuevo: '12345', pinNuevoRepetido: '12345' }, MSG.pinMin],
      [{ pinNuevo: '12ab56', pinNuevoRepetido: '12ab56' }, MSG.pinNumerico],
      [{ pinNuevo: '654321', pinNuevoRepetido: '654321' }, MSG.pinNuevoIgualActual],
      [{ pinActual: '' }, MSG.pinActualRequerido],
      [{ pinNuevoRepetido: '' }, MSG.pinRepetidoRequerido],
    ])('validates %o before checking any pin', async (patch, msg) => {
      const { token } = await t.login('4601', '654321');
      const res = await t.post('/api/auth/pin', { pinActual: '654321', pinNuevo: '135790', pinNuevoRepetido: '135790', ...patch }, { token });
      expect(res).toMatchObject({ status: 400, body: { msg } });
      expect((await me(token)).status).toBe(200);
    });

    it('needs a session', async () => {
      expect((await t.post('/api/auth/pin', { pinActual: '654321', pinNuevo: '135790', pinNuevoRepetido: '135790' })).status).toBe(401);
    });

    it('keeps the login lockout: 5 wrong current pins lock the legajo for the change and for the login, until the window ends', async () => {
      const user = await createUser('4620');
      const { token } = await t.login('4620', '654321');
      for (let i = 0; i < 5; i++) expect((await cambiar(token, '000000', '135790')).status).toBe(400);
      expect(await cambiar(token, '654321', '135790')).toMatchObject({ status: 429, body: { msg: MSG.legajoBloqueado } });
      expect(await t.post('/api/auth', { email: '4620', password: '654321' })).toMatchObject({ status: 429, body: { msg: MSG.legajoBloqueado } });
      const acciones = (await t.get<AuditoriaPagina>(`/api/auditoria?entidad=sesion&entidadId=${user._id}&pageSize=100`, { token: admin })).body.items.map(
        (r) => r.accion,
      );
      expect(acciones.filter((a) => a === 'cambio_pin_fallido')).toHaveLength(5);
      expect(acciones).toContain('bloqueo');

      clock.advance(LOCK_WINDOW_MS + 1_000);
      const res = await cambiar(token, '654321', '135790');
      expect(res.status).toBe(200);
      expect((await t.login('4620', '135790')).user._id).toBe(user._id);
    });
  });

  describe('POST /api/users/:id/pin (Admin reset)', () => {
    it('sets the pin, ends the user’s sessions and asks for a new one at the next login, until the user changes it', async () => {
      const user = await createUser('4630');
      const { token } = await t.login('4630', '654321');
      const res = await t.post<User>(`/api/users/${user._id}/pin`, { pin: '777888' }, { token: admin });
      expect(res).toMatchObject({ status: 200, body: { _id: user._id, debeCambiarPin: true } });
      expect(res.text).not.toMatch(/hash|argon/i);

      expect((await me(token)).status).toBe(401);
      expect((await t.post('/api/auth', { email: '4630', password: '654321' })).status).toBe(400);
      const session = await t.login('4630', '777888');
      expect(session.user.debeCambiarPin).toBe(true);
      expect((await me(session.token)).body.debeCambiarPin).toBe(true);

      const changed = await cambiar(session.token, '777888', '102938');
      expect(changed.body.user.debeCambiarPin).toBe(false);
      expect((await me(changed.body.token)).body.debeCambiarPin).toBe(false);

      const registros = await trail(user._id);
      const reset = registros.find((r) => r.accion === 'restablecer_pin');
      expect(reset?.usuario.legajo).toBe(ADMIN_USER.legajo);
      expect(reset?.cambios).toEqual([
        { campo: 'password', antes: '••••', despues: '••••' },
        { campo: 'debeCambiarPin', antes: false, despues: true },
      ]);
    });

    it('answers 404 for an unknown id and 400 for a pin outside the rule, changing nothing', async () => {
      const user = await createUser('4631');
      expect(await t.post('/api/users/00000000-0000-4000-8000-000000000000/pin', { pin: '777888' }, { token: admin })).toMatchObject({
        status: 404,
        body: { msg: MSG.usuarioNoEncontrado },
      });
      expect(await t.post('/api/users/no-es-uuid/pin', { pin: '777888' }, { token: admin })).toMatchObject({
        status: 404,
        body: { msg: MSG.usuarioNoEncontrado },
      });
      expect(await t.post(`/api/users/${user._id}/pin`, { pin: '123' }, { token: admin })).toMatchObject({ status: 400, body: { msg: MSG.pinMin } });
      expect(await t.post(`/api/users/${user._id}/pin`, {}, { token: admin })).toMatchObject({ status: 400, body: { msg: MSG.pinRequerido } });
      expect((await t.login('4631', '654321')).user.debeCambiarPin).toBe(false);
    });

    it('is refused to a Jefe de area and an Operario', async () => {
      const user = await createUser('4632');
      const { jefe, operario } = await t.roleTokens();
      for (const token of [jefe, operario]) {
        expect(await t.post(`/api/users/${user._id}/pin`, { pin: '777888' }, { token })).toMatchObject({ status: 403, body: { msg: MSG.sinPermiso } });
      }
      expect((await t.login('4632', '654321')).user.debeCambiarPin).toBe(false);
    });
  });

  describe('Última actividad', () => {
    it('is set by the login and shown in the users list', async () => {
      const user = await createUser('4640');
      const before = (await t.get<User[]>('/api/users', { token: admin })).body.find((u) => u._id === user._id)!;
      expect(before).toMatchObject({ ultimoLogin: null, ultimaActividad: null });
      const at = clock.now().getTime();
      await t.login('4640', '654321');
      const after = (await t.get<User[]>('/api/users', { token: admin })).body.find((u) => u._id === user._id)!;
      expect(Date.parse(after.ultimoLogin!)).toBeGreaterThanOrEqual(at - 1_000);
      expect(after.ultimaActividad).toBe(after.ultimoLogin);
    });

    it('is written at most once per 5 minutes under 100 requests, and never into the audit trail', async () => {
      const user = await createUser('4641');
      const { token } = await t.login('4641', '654321');
      // Counts the writes that really change the column (this test's own database).
      await comoPropietario(async () => {
        await db.execute(sql`create table if not exists test_escrituras_actividad (user_id uuid, at timestamptz)`);
        await db.execute(
          sql.raw(`create or replace function test_contar_actividad() returns trigger language plpgsql security definer as $$
        begin insert into test_escrituras_actividad values (new.id, new.ultima_actividad); return null; end $$`),
        );
        await comoPropietario(() => db.execute(sql`drop trigger if exists test_contar_actividad on users`));
        await db.execute(
          sql.raw(`create trigger test_contar_actividad after update on users for each row
        when (old.ultima_actividad is distinct from new.ultima_actividad) execute function test_contar_actividad()`),
        );
      });
      const writes = async () => (await rows<{ n: number }>(sql`select count(*)::int as n from test_escrituras_actividad where user_id = ${user._id}`))[0].n;
      const auditados = async () => (await trail(user._id)).length;
      const auditBefore = await auditados();

      // Within 5 minutes of the login: nothing is written.
      clock.advance(ACTIVIDAD_INTERVALO_MS - 60_000);
      await Promise.all(Array.from({ length: 100 }, (_, i) => (i % 2 ? me(token) : t.get('/api/campos', { token }))));
      expect(await writes()).toBe(0);

      // Past 5 minutes: 100 simultaneous requests write once.
      clock.advance(60_000);
      const bumpAt = clock.now().getTime();
      const responses = await Promise.all(Array.from({ length: 100 }, (_, i) => (i % 2 ? me(token) : t.get('/api/campos', { token }))));
      expect(responses.every((r) => r.status === 200)).toBe(true);
      expect(await writes()).toBe(1);
      const [{ ms }] = await rows<{ ms: number }>(
        sql`select (extract(epoch from at) * 1000)::float8 as ms from test_escrituras_actividad where user_id = ${user._id}`,
      );
      expect(Math.abs(Number(ms) - bumpAt)).toBeLessThan(2_000);

      // And 100 more one after the other, still within 5 minutes of that write: none.
      clock.advance(ACTIVIDAD_INTERVALO_MS - 60_000);
      for (let i = 0; i < 100; i++) expect((await me(token)).status).toBe(200);
      expect(await writes()).toBe(1);

      clock.advance(60_000);
      expect((await me(token)).status).toBe(200);
      expect(await writes()).toBe(2);
      expect(await auditados()).toBe(auditBefore);
      await comoPropietario(() => db.execute(sql`drop trigger if exists test_contar_actividad on users`));
    });
  });
});
