import { JwtService } from '@nestjs/jwt';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, type AuthResponse, type MembresiaPlanta, type TarjetasPagina, type User } from '@portal/shared/domain';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { ADMIN_USER, OPERARIO_USER } from '../../db/seed/demo-users';
import { plantas } from '../../db/schema';
import { comoPropietario } from '../database/alcance-planta';
import { DB, type Db } from '../database/database.types';

const rows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Issue 24 §1, users: a person works in plants through memberships, each with its legajo and role. Legajos repeat
 * across plants; the login takes the plant's code; a person with several memberships switches plant in the session.
 */
describe('memberships: one person, a user per plant', () => {
  let t: TestApp;
  let db: Db;
  let admin: AuthResponse;

  /** A membership of plant 2 for the person of a plant-1 legajo (what the company Admin will do), as the owner. */
  async function sumarAPlanta2(legajoPlanta1: string, legajo: string, role: string): Promise<string> {
    const [fila] = await comoPropietario(() =>
      db
        .execute(
          sql`insert into users (planta_id, persona_id, legajo, name, role)
              select 2, persona_id, ${legajo}, name, ${role} from users where planta_id = 1 and legajo = ${legajoPlanta1} returning id`,
        )
        .then(rows<{ id: string }>),
    );
    return fila.id;
  }

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get<Db>(DB);
    await db.insert(plantas).values({ id: 2, nombre: 'Planta Sur', codigo: 'PS' });
    // As a plant created by the API would be: the serial moves past it.
    await db.execute(sql`select setval(pg_get_serial_sequence('plantas', 'id'), 2)`);
    admin = await t.login(ADMIN_USER.legajo, ADMIN_USER.pin);
  });

  afterAll(() => t?.close());

  it('offers the plants at the login page, by name', async () => {
    const res = await t.get<{ plantas: unknown }>('/api/auth/config');
    expect(res.body.plantas).toEqual([
      expect.objectContaining({ _id: 1, codigo: 'PP', nombre: 'Planta principal' }),
      expect.objectContaining({ _id: 2, codigo: 'PS', nombre: 'Planta Sur' }),
    ]);
  });

  it('the same legajo in two plants is two people: the login needs the plant, and each lands in their own', async () => {
    // Legajo 5100 in plant 1 (created by plant 1's Admin) and in plant 2 (another person, its own pin).
    expect((await t.post('/api/users', { email: '5100', name: 'Ana Norte', password: '510051', role: 'Operario' }, { token: admin.token })).status).toBe(201);
    await comoPropietario(() =>
      db.execute(sql`
        with p as (insert into personas (id, password_hash) select gen_random_uuid(), password_hash from personas where id =
          (select persona_id from users where planta_id = 1 and legajo = ${OPERARIO_USER.legajo}) returning id)
        insert into users (planta_id, persona_id, legajo, name, role) select 2, p.id, '5100', 'Bruno Sur', 'Jefe de area' from p`),
    );
    // Without the plant, the pin says whose legajo it is; a wrong one answers as for a legajo no one has.
    expect((await t.post<AuthResponse>('/api/auth', { email: '5100', password: '510051' })).body.user).toMatchObject({ name: 'Ana Norte', planta: 1 });
    expect((await t.post<AuthResponse>('/api/auth', { email: '5100', password: OPERARIO_USER.pin })).body.user).toMatchObject({ name: 'Bruno Sur', planta: 2 });
    expect(await t.post('/api/auth', { email: '5100', password: '519999' })).toMatchObject({ status: 400, body: { msg: MSG.credencialesInvalidas } });
    expect(await t.post('/api/auth', { email: '5199', password: '519999' })).toMatchObject({ status: 400, body: { msg: MSG.credencialesInvalidas } });

    const norte = await t.post<AuthResponse>('/api/auth', { email: '5100', password: '510051', planta: 'pp' });
    expect(norte.status).toBe(200);
    expect(norte.body.user).toMatchObject({ name: 'Ana Norte', role: 'Operario', planta: 1 });
    // Plant 2's 5100 has the pin of the demo Operario: plant 1's pin is wrong there.
    expect((await t.post('/api/auth', { email: '5100', password: '510051', planta: 'PS' })).body).toEqual({ msg: MSG.credencialesInvalidas });
    const sur = await t.post<AuthResponse>('/api/auth', { email: '5100', password: OPERARIO_USER.pin, planta: 'PS' });
    expect(sur.status).toBe(200);
    expect(sur.body.user).toMatchObject({ name: 'Bruno Sur', role: 'Jefe de area', planta: 2 });

    // Each session sees its own plant's users only.
    const nombresSur = await t.get<{ nombre: string }[]>('/api/users/nombres', { token: sur.body.token });
    expect(nombresSur.body.map((u) => u.nombre)).toEqual(['Bruno Sur']);
    const nombresNorte = (await t.get<{ nombre: string }[]>('/api/users/nombres', { token: norte.body.token })).body.map((u) => u.nombre);
    expect(nombresNorte).toContain('Ana Norte');
    expect(nombresNorte).not.toContain('Bruno Sur');
    // A plant 1 Admin cannot reach plant 2's user by id.
    expect((await t.post('/api/users/cambiarrol', { _id: sur.body.user._id, rol: 'Admin' }, { token: admin.token })).status).toBe(404);
    expect((await t.delete(`/api/users/${sur.body.user._id}`, { token: admin.token })).status).toBe(404);
  });

  it('an unknown plant code is a 400 of its own; a legajo of one plant logs in without the code', async () => {
    expect(await t.post('/api/auth', { email: ADMIN_USER.legajo, password: ADMIN_USER.pin, planta: 'XX' })).toMatchObject({
      status: 400,
      body: { msg: MSG.plantaInvalida },
    });
    expect((await t.post('/api/auth', { email: ADMIN_USER.legajo, password: ADMIN_USER.pin, planta: 'PS' })).body).toEqual({
      msg: MSG.credencialesInvalidas,
    });
    expect((await t.post<AuthResponse>('/api/auth', { email: ADMIN_USER.legajo, password: ADMIN_USER.pin })).body.user.planta).toBe(1);
  });

  it('a person in two plants: lists them, switches with a new token of that plant, works there with the role of that plant', async () => {
    const idSur = await sumarAPlanta2(ADMIN_USER.legajo, '9001', 'Operario');
    const propias = await t.get<MembresiaPlanta[]>('/api/auth/plantas', { token: admin.token });
    expect(propias.body).toEqual([
      { planta: 1, codigo: 'PP', nombre: 'Planta principal', role: 'Admin', actual: true },
      { planta: 2, codigo: 'PS', nombre: 'Planta Sur', role: 'Operario', actual: false },
    ]);

    const cambio = await t.post<AuthResponse>('/api/auth/planta', { planta: 2 }, { token: admin.token });
    expect(cambio.status).toBe(200);
    expect(cambio.body.user).toMatchObject({ _id: idSur, email: '9001', role: 'Operario', planta: 2 });
    const sur = cambio.body.token;
    expect((await t.get<MembresiaPlanta[]>('/api/auth/plantas', { token: sur })).body.map((m) => m.actual)).toEqual([false, true]);
    // An Operario there: no user administration; the plant's cards only (none yet).
    expect((await t.get('/api/users', { token: sur })).status).toBe(403);
    expect((await t.get<TarjetasPagina>('/api/tarjetas?page=1', { token: sur })).body.total).toBe(0);
    // The plant-1 session is still the Admin's of plant 1.
    expect((await t.get('/api/users', { token: admin.token })).status).toBe(200);
    // Logging in with plant 2's code and the person's one pin lands there too.
    const directo = await t.post<AuthResponse>('/api/auth', { email: '9001', password: ADMIN_USER.pin, planta: 'PS' });
    expect(directo.body.user._id).toBe(idSur);
  });

  it('switching to a plant the person is not a member of, or a malformed one, changes nothing', async () => {
    const operario = await t.login(OPERARIO_USER.legajo, OPERARIO_USER.pin);
    expect(await t.post('/api/auth/planta', { planta: 2 }, { token: operario.token })).toMatchObject({ status: 404, body: { msg: MSG.plantaNoEncontrada } });
    expect(await t.post('/api/auth/planta', { planta: 999 }, { token: operario.token })).toMatchObject({ status: 404 });
    for (const planta of ['2', -1, 1.5, null])
      expect(await t.post('/api/auth/planta', { planta }, { token: operario.token })).toMatchObject({ status: 400, body: { msg: MSG.plantaInvalida } });
    expect((await t.post('/api/auth/planta', { planta: 2 })).status).toBe(401);
  });

  it("the person's one pin: a change in one plant ends the sessions of every plant", async () => {
    await t.post('/api/users', { email: '5200', name: 'Carla Doble', password: '520052', role: 'Operario' }, { token: admin.token });
    await sumarAPlanta2('5200', '5200', 'Jefe de area');
    const norte = await t.post<AuthResponse>('/api/auth', { email: '5200', password: '520052', planta: 'PP' });
    const sur = (await t.post<AuthResponse>('/api/auth/planta', { planta: 2 }, { token: norte.body.token })).body;
    expect(sur.user.role).toBe('Jefe de area');
    const cambio = await t.post<AuthResponse>('/api/auth/pin', { pinActual: '520052', pinNuevo: '731946', pinNuevoRepetido: '731946' }, { token: sur.token });
    expect(cambio.status).toBe(200);
    expect((await t.get('/api/auth/user', { token: norte.body.token })).status).toBe(401);
    expect((await t.get('/api/auth/user', { token: sur.token })).status).toBe(401);
    expect((await t.get('/api/auth/user', { token: cambio.body.token })).status).toBe(200);
    expect((await t.post('/api/auth', { email: '5200', password: '731946', planta: 'PP' })).status).toBe(200);
  });

  it('removing the last membership removes the person; a membership left keeps it', async () => {
    const personas = async () => (await comoPropietario(() => db.execute(sql`select count(*)::int as n from personas`).then(rows<{ n: number }>)))[0].n;
    const antes = await personas();
    const creado = (await t.post<User>('/api/users', { email: '5300', name: 'Dario Breve', password: '530053', role: 'Operario' }, { token: admin.token }))
      .body;
    expect(await personas()).toBe(antes + 1);
    expect((await t.delete(`/api/users/${creado._id}`, { token: admin.token })).status).toBe(200);
    expect(await personas()).toBe(antes);

    const doble = (await t.post<User>('/api/users', { email: '5301', name: 'Elena Doble', password: '530153', role: 'Operario' }, { token: admin.token })).body;
    await sumarAPlanta2('5301', '5301', 'Operario');
    expect((await t.delete(`/api/users/${doble._id}`, { token: admin.token })).status).toBe(200);
    expect((await t.post<AuthResponse>('/api/auth', { email: '5301', password: '530153' })).body.user.planta).toBe(2);
  });

  it('a token signed before plants (no plant, no membership version) still works in the first plant', async () => {
    const token = await t.app.get(JwtService).signAsync({ sub: admin.user._id, ver: 0 });
    const res = await t.get<User>('/api/auth/user', { token });
    expect(res).toMatchObject({ status: 200, body: { _id: admin.user._id, planta: 1 } });
    // A token naming another plant than its user's is refused.
    const ajeno = await t.app.get(JwtService).signAsync({ sub: admin.user._id, ver: 0, pl: 2, mv: 0 });
    expect((await t.get('/api/auth/user', { token: ajeno })).status).toBe(401);
  });

  it("the lockout is the person's: their pin's guesses count in all their plants together, and never lock another person's legajo", async () => {
    const intento = (email: string, password: string, planta: string, ip: string) =>
      t.post<AuthResponse>('/api/auth', { email, password, planta }, { headers: { 'x-forwarded-for': ip } });
    // Legajo 5100 is Ana in Planta principal and Bruno in Planta Sur (two people): Bruno's failures lock Bruno only.
    for (let i = 0; i < 5; i++) expect((await intento('5100', '000000', 'PS', `10.5.0.${i}`)).status).toBe(400);
    expect(await intento('5100', OPERARIO_USER.pin, 'PS', '10.5.1.1')).toMatchObject({ status: 429, body: { msg: MSG.legajoBloqueado } });
    expect((await intento('5100', '510051', 'PP', '10.5.1.2')).status).toBe(200);
    // The demo Admin's person is legajo 1000 in Planta principal and 9001 in Planta Sur, with one pin: guesses under
    // 9001 there use up the guesses of 1000 here.
    for (let i = 0; i < 5; i++) expect((await intento('9001', '000000', 'PS', `10.6.0.${i}`)).status).toBe(400);
    expect(await intento(ADMIN_USER.legajo, ADMIN_USER.pin, 'PP', '10.6.1.1')).toMatchObject({ status: 429, body: { msg: MSG.legajoBloqueado } });
  });

  it('asks for the plant only of whoever sends the pin of two people with the same legajo', async () => {
    // Legajo 5900 in both plants, two people with the same pin (the demo Operario's).
    await comoPropietario(() =>
      db.execute(sql`
        with a as (insert into personas (id, password_hash) select gen_random_uuid(), password_hash from personas where id =
                     (select persona_id from users where planta_id = 1 and legajo = ${OPERARIO_USER.legajo}) returning id),
             b as (insert into personas (id, password_hash) select gen_random_uuid(), password_hash from personas where id =
                     (select persona_id from users where planta_id = 1 and legajo = ${OPERARIO_USER.legajo}) returning id)
        insert into users (planta_id, persona_id, legajo, name, role)
          select 1, a.id, '5900', 'Uno Norte', 'Operario' from a union all select 2, b.id, '5900', 'Dos Sur', 'Operario' from b`),
    );
    expect(await t.post('/api/auth', { email: '5900', password: OPERARIO_USER.pin })).toMatchObject({ status: 400, body: { msg: MSG.plantaRequerida } });
    expect(await t.post('/api/auth', { email: '5900', password: '599999' })).toMatchObject({ status: 400, body: { msg: MSG.credencialesInvalidas } });
    expect((await t.post<AuthResponse>('/api/auth', { email: '5900', password: OPERARIO_USER.pin, planta: 'PS' })).body.user).toMatchObject({
      name: 'Dos Sur',
    });
  });
});
