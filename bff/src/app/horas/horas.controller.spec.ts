import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HORAS_EQUIPOS_ARCHIVO,
  HORAS_TODOS_ARCHIVO,
  MSG,
  SIN_EQUIPO,
  TIPOS_HORA,
  type AuditoriaPagina,
  type Campo,
  type HoraEntrada,
  type HorasEquipos,
  type HorasMensuales,
  type HorasTodos,
  type User,
} from '@portal/shared/domain';
import { ADMIN_USER, JEFE_USER, OPERARIO_USER } from '../../db/seed/demo-users';
import { FakeClock, startTestApp, type TestApp } from '../../../test/test-app';

const [AUTONOMAS, RECIBIDAS, DADAS] = TIPOS_HORA;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** A user made by the Admin, with their token. */
async function nuevoUsuario(t: TestApp, admin: string, legajo: string, role = 'Operario', equipo?: string) {
  const res = await t.post<User>('/api/users', { email: legajo, name: `Horas ${legajo}`, password: '654321', role, equipo }, { token: admin });
  expect(res.status, res.text).toBe(201);
  return { user: res.body, token: (await t.login(legajo, '654321')).token };
}

describe('/api/users/hours', () => {
  let t: TestApp;
  let admin: string;
  let jefe: string;
  let operario: string;
  let operarioId: string;
  let jefeId: string;
  let adminId: string;
  // Today in the plant is 2026-11-30 (23:30 local, already 1 December in UTC): see the month-boundary tests.
  const clock = new FakeClock();
  beforeAll(async () => {
    clock.advanceTo('2026-12-01T02:30:00Z');
    t = await startTestApp({ clock });
    ({ admin, jefe, operario } = await t.roleTokens());
    operarioId = (await t.login(OPERARIO_USER.legajo, OPERARIO_USER.pin)).user._id;
    jefeId = (await t.login(JEFE_USER.legajo, JEFE_USER.pin)).user._id;
    adminId = (await t.login(ADMIN_USER.legajo, ADMIN_USER.pin)).user._id;
  });
  afterAll(() => t.close());

  const registrar = (body: Record<string, unknown>, token: string) => t.post<HoraEntrada>('/api/users/hours', body, { token });
  const entradas = (token: string, q = '') => t.get<HoraEntrada[]>(`/api/users/hours/entradas${q}`, { token });
  const cantidadDeEntradas = async (userId: string) => (await t.get<User[]>('/api/users', { token: admin })).body.find((u) => u._id === userId)!.hours.length;

  describe('logging (POST /api/users/hours, the spec’s call)', () => {
    it('lets an Operario log their own 2.5 hours; the entry is a row of its own and the user keeps its hours list', async () => {
      const res = await registrar({ _id: operarioId, quantity: 2.5, typeOf: AUTONOMAS, date: '2026-11-20' }, operario);
      expect(res.status, res.text).toBe(201);
      expect(res.body).toEqual({
        _id: expect.any(String),
        userId: operarioId,
        date: '2026-11-20',
        quantity: 2.5,
        typeOf: AUTONOMAS,
        createdBy: { _id: operarioId, nombre: OPERARIO_USER.name },
        createdAt: expect.any(String),
        editable: true,
      });
      const me = (await t.get<User>('/api/auth/user', { token: operario })).body;
      expect(me.hours).toContainEqual({ _id: res.body._id, quantity: 2.5, typeOf: AUTONOMAS, date: '2026-11-20' });
      const listed = (await t.get<User[]>('/api/users', { token: admin })).body.find((u) => u._id === operarioId)!;
      expect(listed.hours).toContainEqual({ _id: res.body._id, quantity: 2.5, typeOf: AUTONOMAS, date: '2026-11-20' });
    });

    it('accepts the quantity as the form’s text, with a comma or a point', async () => {
      expect((await registrar({ _id: operarioId, quantity: '1,5', typeOf: DADAS, date: '2026-11-21' }, operario)).body.quantity).toBe(1.5);
      expect((await registrar({ _id: operarioId, quantity: '24', typeOf: DADAS, date: '2026-11-21' }, operario)).body.quantity).toBe(24);
    });

    it.each([
      ['Operario', () => operario],
      ['Jefe de area', () => jefe],
    ])('refuses a %s logging another user’s hours with 403, writing nothing', async (_rol, token) => {
      const antes = await cantidadDeEntradas(adminId);
      const res = await registrar({ _id: adminId, quantity: 1, typeOf: AUTONOMAS, date: '2026-11-20' }, token());
      expect(res).toMatchObject({ status: 403, body: { msg: MSG.horasSoloPropias } });
      expect(await cantidadDeEntradas(adminId)).toBe(antes);
    });

    it('lets an Admin log a correction for anyone, recorded as made by the Admin', async () => {
      const res = await registrar({ _id: jefeId, quantity: 3, typeOf: RECIBIDAS, date: '2026-10-02' }, admin);
      expect(res.status, res.text).toBe(201);
      expect(res.body).toMatchObject({ userId: jefeId, createdBy: { _id: adminId, nombre: ADMIN_USER.name }, editable: true });
      const jefeVe = (await entradas(jefe, '?mes=2026-10')).body.find((e) => e._id === res.body._id)!;
      // Not the Jefe's own month any more: they see it, they cannot change it.
      expect(jefeVe).toMatchObject({ quantity: 3, editable: false });
      const audit = await t.get<AuditoriaPagina>(`/api/auditoria?entidad=horas&entidadId=${jefeId}`, { token: admin });
      expect(audit.body.items[0]).toMatchObject({ accion: 'crear', usuario: { nombre: ADMIN_USER.name }, etiqueta: 'Horas del 2026-10-02' });
    });

    it('refuses a raw 1e400 (Infinity once parsed) as not a number', async () => {
      const body = `{"_id":"${operarioId}","quantity":1e400,"typeOf":"${AUTONOMAS}","date":"2026-11-20"}`;
      const res = await t.request('POST', '/api/users/hours', { token: operario, body, headers: { 'content-type': 'application/json' } });
      expect(res).toMatchObject({ status: 400, body: { msg: MSG.horasCantidadInvalida } });
    });

    it('answers 404 for an Admin logging hours of an unknown user', async () => {
      expect(await registrar({ _id: UNKNOWN_ID, quantity: 1, typeOf: AUTONOMAS, date: '2026-11-20' }, admin)).toMatchObject({
        status: 404,
        body: { msg: MSG.usuarioNoEncontrado },
      });
      expect(await registrar({ _id: 'x', quantity: 1, typeOf: AUTONOMAS, date: '2026-11-20' }, admin)).toMatchObject({
        status: 404,
        body: { msg: MSG.usuarioNoEncontrado },
      });
    });

    it.each([
      [{ quantity: undefined }, MSG.horasCantidadRequerida],
      [{ quantity: '' }, MSG.horasCantidadRequerida],
      [{ quantity: 0 }, MSG.horasCantidadInvalida],
      [{ quantity: -2 }, MSG.horasCantidadInvalida],
      [{ quantity: 'dos' }, MSG.horasCantidadInvalida],
      [{ quantity: '1e1' }, MSG.horasCantidadInvalida],
      [{ quantity: true }, MSG.horasCantidadInvalida],
      [{ quantity: 24.5 }, MSG.horasCantidadMaxima],
      [{ quantity: 2.25 }, MSG.horasUnDecimal],
      [{ quantity: '2,25' }, MSG.horasUnDecimal],
      // Over 0 but 0 once stored to the tenth (numeric(3, 1)): the table's check refused them with a 500.
      [{ quantity: 1e-10 }, MSG.horasCantidadMinima],
      [{ quantity: 1e-300 }, MSG.horasCantidadMinima],
      [{ quantity: 5e-324 }, MSG.horasCantidadMinima],
      [{ quantity: 0.004 }, MSG.horasCantidadMinima],
      [{ quantity: '0,0000000001' }, MSG.horasCantidadMinima],
      [{ typeOf: 'Horas extra' }, MSG.tipoHoraInvalido],
      [{ typeOf: undefined }, MSG.tipoHoraInvalido],
      [{ date: undefined }, MSG.horasFechaRequerida],
      [{ date: '' }, MSG.horasFechaRequerida],
      [{ date: '2026-02-30' }, MSG.fechaInvalida],
      [{ date: '30/11/2026' }, MSG.fechaInvalida],
      [{ date: '2026-11-20T25:00' }, MSG.fechaInvalida],
      [{ date: '1999-12-31' }, MSG.fechaAnteriorAlMinimo],
      [{ date: '2026-12-01' }, MSG.horasFechaFutura],
      [{ date: '2026-12-01T03:00:00.000Z' }, MSG.horasFechaFutura],
      [{ _id: undefined }, MSG.idRequerido],
    ])('refuses %o with 400 and its Spanish message, writing nothing', async (patch, msg) => {
      const antes = await cantidadDeEntradas(operarioId);
      const res = await registrar({ _id: operarioId, quantity: 2, typeOf: AUTONOMAS, date: '2026-11-20', ...patch }, operario);
      expect(res).toMatchObject({ status: 400, body: { msg } });
      expect(await cantidadDeEntradas(operarioId)).toBe(antes);
    });
  });

  describe('editing and deleting entries', () => {
    it('lets the owner change and delete an entry of the current month', async () => {
      const e = (await registrar({ _id: operarioId, quantity: 1, typeOf: AUTONOMAS, date: '2026-11-03' }, operario)).body;
      const res = await t.request<HoraEntrada>('PUT', `/api/users/hours/${e._id}`, {
        token: operario,
        body: { quantity: '4,5', typeOf: DADAS, date: '2026-11-04' },
      });
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({ _id: e._id, quantity: 4.5, typeOf: DADAS, date: '2026-11-04', createdBy: { _id: operarioId } });
      expect(await t.delete(`/api/users/hours/${e._id}`, { token: operario })).toMatchObject({ status: 200, body: { success: true } });
      expect((await entradas(operario)).body.some((x) => x._id === e._id)).toBe(false);
    });

    it('refuses the owner a change to a past month, or moving an entry into one', async () => {
      const pasada = (await registrar({ _id: operarioId, quantity: 1, typeOf: AUTONOMAS, date: '2026-10-31' }, operario)).body;
      expect(pasada.editable).toBe(false);
      expect(
        await t.request('PUT', `/api/users/hours/${pasada._id}`, { token: operario, body: { quantity: 2, typeOf: AUTONOMAS, date: '2026-11-02' } }),
      ).toMatchObject({ status: 403, body: { msg: MSG.horasMesCerrado } });
      expect(await t.delete(`/api/users/hours/${pasada._id}`, { token: operario })).toMatchObject({ status: 403, body: { msg: MSG.horasMesCerrado } });
      const actual = (await registrar({ _id: operarioId, quantity: 1, typeOf: AUTONOMAS, date: '2026-11-02' }, operario)).body;
      expect(
        await t.request('PUT', `/api/users/hours/${actual._id}`, { token: operario, body: { quantity: 1, typeOf: AUTONOMAS, date: '2026-10-30' } }),
      ).toMatchObject({ status: 400, body: { msg: MSG.horasMesCerrado } });
      // An Admin corrects any month.
      const corregida = await t.request<HoraEntrada>('PUT', `/api/users/hours/${pasada._id}`, {
        token: admin,
        body: { quantity: 0.5, typeOf: AUTONOMAS, date: '2026-09-30' },
      });
      expect(corregida).toMatchObject({ status: 200, body: { quantity: 0.5, date: '2026-09-30', createdBy: { _id: operarioId } } });
      expect(await t.delete(`/api/users/hours/${pasada._id}`, { token: admin })).toMatchObject({ status: 200 });
    });

    it('refuses another user’s entry (403) and an unknown one (404)', async () => {
      const ajena = (await registrar({ _id: jefeId, quantity: 1, typeOf: AUTONOMAS, date: '2026-11-10' }, jefe)).body;
      expect(
        await t.request('PUT', `/api/users/hours/${ajena._id}`, { token: operario, body: { quantity: 1, typeOf: AUTONOMAS, date: '2026-11-10' } }),
      ).toMatchObject({ status: 403, body: { msg: MSG.horasSoloPropias } });
      expect(await t.delete(`/api/users/hours/${ajena._id}`, { token: operario })).toMatchObject({ status: 403, body: { msg: MSG.horasSoloPropias } });
      for (const id of [UNKNOWN_ID, 'no-es-uuid']) {
        expect(await t.delete(`/api/users/hours/${id}`, { token: admin })).toMatchObject({ status: 404, body: { msg: MSG.horasNoEncontradas } });
        expect(await t.request('PUT', `/api/users/hours/${id}`, { token: admin, body: { quantity: 1, typeOf: AUTONOMAS, date: '2026-11-10' } })).toMatchObject({
          status: 404,
          body: { msg: MSG.horasNoEncontradas },
        });
      }
    });

    it('validates an edit like a new entry', async () => {
      const e = (await registrar({ _id: operarioId, quantity: 1, typeOf: AUTONOMAS, date: '2026-11-05' }, operario)).body;
      expect(
        await t.request('PUT', `/api/users/hours/${e._id}`, { token: operario, body: { quantity: 25, typeOf: AUTONOMAS, date: '2026-11-05' } }),
      ).toMatchObject({ status: 400, body: { msg: MSG.horasCantidadMaxima } });
      expect(
        await t.request('PUT', `/api/users/hours/${e._id}`, { token: operario, body: { quantity: 2, typeOf: AUTONOMAS, date: '2026-12-24' } }),
      ).toMatchObject({ status: 400, body: { msg: MSG.horasFechaFutura } });
      for (const quantity of [1e-10, 1e-300, 5e-324, 0.004]) {
        const res = await t.request('PUT', `/api/users/hours/${e._id}`, { token: operario, body: { quantity, typeOf: AUTONOMAS, date: '2026-11-05' } });
        expect(res, String(quantity)).toMatchObject({ status: 400, body: { msg: MSG.horasCantidadMinima } });
      }
      expect((await entradas(operario)).body.find((x) => x._id === e._id)).toMatchObject({ quantity: 1, date: '2026-11-05' });
    });
  });

  describe('reading another user’s hours', () => {
    it('is the Admin’s only (Ver horas); the others get 403', async () => {
      expect((await t.get<HorasMensuales>(`/api/users/hours/mensual?userId=${operarioId}`, { token: admin })).status).toBe(200);
      expect(await t.get(`/api/users/hours/mensual?userId=${operarioId}`, { token: jefe })).toMatchObject({ status: 403, body: { msg: MSG.horasSoloPropias } });
      expect(await entradas(operario, `?userId=${jefeId}`)).toMatchObject({ status: 403, body: { msg: MSG.horasSoloPropias } });
      expect(await t.get(`/api/users/hours/mensual?userId=${UNKNOWN_ID}`, { token: admin })).toMatchObject({
        status: 404,
        body: { msg: MSG.usuarioNoEncontrado },
      });
    });

    it('refuses a reversed or malformed range with the dashboard’s messages', async () => {
      expect(await t.get('/api/users/hours/mensual?desde=2026-05&hasta=2026-01', { token: operario })).toMatchObject({
        status: 400,
        body: { msg: MSG.rangoMesesInvalido },
      });
      expect(await t.get('/api/users/hours/todos?desde=2026-13&hasta=2026-12', { token: jefe })).toMatchObject({ status: 400, body: { msg: MSG.mesInvalido } });
      expect(await t.get('/api/users/hours/equipos?orden=color', { token: jefe })).toMatchObject({ status: 400, body: { msg: MSG.consultaInvalida } });
      expect(await t.get('/api/users/hours/todos?tipo=Otra', { token: jefe })).toMatchObject({ status: 400, body: { msg: MSG.tipoHoraInvalido } });
    });
  });

  describe('months are the plant’s (PLANT_TZ): today is 30/11 23:30 local, 01/12 in UTC', () => {
    it('puts an instant of 30/11 local in November and refuses 01/12 as the future', async () => {
      const { user, token } = await nuevoUsuario(t, admin, '7100');
      // What the original's date picker sent: the instant. 02:00Z on 1 December is 23:00 of 30 November here.
      const tarde = await registrar({ _id: user._id, quantity: 3, typeOf: AUTONOMAS, date: '2026-12-01T02:00:00.000Z' }, token);
      expect(tarde.body.date).toBe('2026-11-30');
      await registrar({ _id: user._id, quantity: 1.5, typeOf: AUTONOMAS, date: '2026-11-01' }, token);
      await registrar({ _id: user._id, quantity: 2, typeOf: AUTONOMAS, date: '2026-10-31T23:30:00-03:00' }, token);
      await registrar({ _id: user._id, quantity: 4, typeOf: DADAS, date: '2026-10-01' }, token);
      expect(await registrar({ _id: user._id, quantity: 1, typeOf: AUTONOMAS, date: '2026-12-01' }, token)).toMatchObject({
        status: 400,
        body: { msg: MSG.horasFechaFutura },
      });

      const tabla = (await t.get<HorasMensuales>('/api/users/hours/mensual?meses=3', { token })).body;
      expect(tabla).toMatchObject({ userId: user._id, desde: '2026-09', hasta: '2026-11', total: 10.5 });
      expect(tabla.meses).toEqual([
        { mes: '2026-09', porTipo: { [AUTONOMAS]: 0, [RECIBIDAS]: 0, [DADAS]: 0 }, total: 0 },
        { mes: '2026-10', porTipo: { [AUTONOMAS]: 2, [RECIBIDAS]: 0, [DADAS]: 4 }, total: 6 },
        { mes: '2026-11', porTipo: { [AUTONOMAS]: 4.5, [RECIBIDAS]: 0, [DADAS]: 0 }, total: 4.5 },
      ]);
      // The month's entries (default: the current plant month), newest day first; November's are editable.
      const mias = (await entradas(token)).body;
      expect(mias.map((e) => [e.date, e.quantity, e.editable])).toEqual([
        ['2026-11-30', 3, true],
        ['2026-11-01', 1.5, true],
      ]);
    });
  });

  describe('Horas de todos and Horas por equipo autonomo (exact fixture, 2024-01 … 2024-03)', () => {
    const RANGO = 'desde=2024-01&hasta=2024-03';
    let equipoA: Campo;
    let equipoB: Campo;
    let ana: { user: User; token: string };
    let beto: { user: User; token: string };
    let caro: { user: User; token: string };
    let sinEquipo: { user: User; token: string };
    beforeAll(async () => {
      equipoA = (await t.post<Campo>('/api/campos', { name: 'equipo', value: 'Horas Equipo A' }, { token: admin })).body;
      equipoB = (await t.post<Campo>('/api/campos', { name: 'equipo', value: 'Horas Equipo B' }, { token: admin })).body;
      ana = await nuevoUsuario(t, admin, '7201', 'Operario', equipoA.value);
      beto = await nuevoUsuario(t, admin, '7202', 'Jefe de area', equipoA.value);
      caro = await nuevoUsuario(t, admin, '7203', 'Operario');
      sinEquipo = await nuevoUsuario(t, admin, '7204', 'Operario');
      expect((await t.post<User>('/api/users/equipo', { _id: caro.user._id, equipo: equipoB.value }, { token: admin })).body.equipo).toBe(equipoB.value);
      const horas: [typeof ana, number | string, string, string][] = [
        [ana, 2.5, AUTONOMAS, '2024-01-31'],
        [ana, 4, AUTONOMAS, '2024-01-05'],
        [ana, '1,5', RECIBIDAS, '2024-02-01'],
        [beto, 8, DADAS, '2024-01-15'],
        [beto, 0.5, AUTONOMAS, '2024-03-31'],
        [caro, 6, AUTONOMAS, '2024-02-29'],
        [caro, 3, AUTONOMAS, '2023-12-31'],
        [caro, 7, AUTONOMAS, '2024-04-01'],
        [sinEquipo, 1, RECIBIDAS, '2024-03-10'],
      ];
      for (const [u, quantity, typeOf, date] of horas) {
        const res = await registrar({ _id: u.user._id, quantity, typeOf, date }, u.token);
        expect(res.status, res.text).toBe(201);
      }
      // An Admin's own hours never appear in the shared tabs.
      expect((await registrar({ _id: adminId, quantity: 9, typeOf: AUTONOMAS, date: '2024-01-10' }, admin)).status).toBe(201);
    });

    const vacias = { [AUTONOMAS]: 0, [RECIBIDAS]: 0, [DADAS]: 0 };

    it('gives a Jefe de area every non-Admin user × month with real numbers', async () => {
      const res = await t.get<HorasTodos>(`/api/users/hours/todos?${RANGO}`, { token: jefe });
      expect(res.status, res.text).toBe(200);
      expect(res.body.meses).toEqual(['2024-01', '2024-02', '2024-03']);
      expect(res.body.filas.some((f) => f.userId === adminId)).toBe(false);
      const fila = res.body.filas.find((f) => f.userId === ana.user._id)!;
      expect(fila).toEqual({
        userId: ana.user._id,
        nombre: 'Horas 7201',
        legajo: '7201',
        equipo: 'Horas Equipo A',
        meses: [
          { mes: '2024-01', porTipo: { ...vacias, [AUTONOMAS]: 6.5 }, total: 6.5 },
          { mes: '2024-02', porTipo: { ...vacias, [RECIBIDAS]: 1.5 }, total: 1.5 },
          { mes: '2024-03', porTipo: vacias, total: 0 },
        ],
        porTipo: { ...vacias, [AUTONOMAS]: 6.5, [RECIBIDAS]: 1.5 },
        total: 8,
      });
      expect(res.body.filas.find((f) => f.userId === caro.user._id)!.total).toBe(6);
      expect(res.body.filas.find((f) => f.userId === operarioId)!.total).toBe(0);
    });

    it('sorts by total (ties by name) and filters one type', async () => {
      const porTotal = (await t.get<HorasTodos>(`/api/users/hours/todos?${RANGO}&orden=total&dir=desc`, { token: admin })).body.filas;
      expect(porTotal.slice(0, 4).map((f) => [f.legajo, f.total])).toEqual([
        ['7202', 8.5],
        ['7201', 8],
        ['7203', 6],
        ['7204', 1],
      ]);
      const dadas = (await t.get<HorasTodos>(`/api/users/hours/todos?${RANGO}&tipo=${encodeURIComponent(DADAS)}&orden=total&dir=desc`, { token: admin })).body
        .filas;
      expect(dadas[0]).toMatchObject({ legajo: '7202', total: 8, porTipo: { ...vacias, [DADAS]: 8 } });
      expect(dadas[1].total).toBe(0);
    });

    it('shows an Operario only their own row', async () => {
      const res = (await t.get<HorasTodos>(`/api/users/hours/todos?${RANGO}`, { token: ana.token })).body;
      expect(res.filas.map((f) => f.userId)).toEqual([ana.user._id]);
    });

    it('totals per equipo × month per type; users without one are "Sin equipo"', async () => {
      const res = await t.get<HorasEquipos>(`/api/users/hours/equipos?${RANGO}`, { token: jefe });
      expect(res.status, res.text).toBe(200);
      const a = res.body.filas.find((f) => f.equipo === 'Horas Equipo A')!;
      expect(a).toEqual({
        equipo: 'Horas Equipo A',
        usuarios: 2,
        meses: [
          { mes: '2024-01', porTipo: { [AUTONOMAS]: 6.5, [RECIBIDAS]: 0, [DADAS]: 8 }, total: 14.5 },
          { mes: '2024-02', porTipo: { ...vacias, [RECIBIDAS]: 1.5 }, total: 1.5 },
          { mes: '2024-03', porTipo: { ...vacias, [AUTONOMAS]: 0.5 }, total: 0.5 },
        ],
        porTipo: { [AUTONOMAS]: 7, [RECIBIDAS]: 1.5, [DADAS]: 8 },
        total: 16.5,
      });
      expect(res.body.filas.find((f) => f.equipo === 'Horas Equipo B')).toMatchObject({
        usuarios: 1,
        total: 6,
        meses: [{ total: 0 }, { total: 6 }, { total: 0 }],
      });
      // Every configured equipo is listed, with zeros when nobody logged; users without equipo come last.
      expect(res.body.filas.at(-1)).toMatchObject({ equipo: null });
      expect(res.body.filas.at(-1)!.total).toBe(1 + 0 + 0); // only 7204 logged in the range among those without equipo
      expect(res.body.filas.filter((f) => f.equipo !== null && f.total === 0).length).toBeGreaterThan(0);
      const porTotal = (await t.get<HorasEquipos>(`/api/users/hours/equipos?${RANGO}&orden=total&dir=desc`, { token: jefe })).body.filas;
      expect(porTotal.slice(0, 3).map((f) => [f.equipo, f.total])).toEqual([
        ['Horas Equipo A', 16.5],
        ['Horas Equipo B', 6],
        [null, 1],
      ]);
    });

    it('shows an Operario only their equipo, and nothing when they have none', async () => {
      expect((await t.get<HorasEquipos>(`/api/users/hours/equipos?${RANGO}`, { token: ana.token })).body.filas.map((f) => [f.equipo, f.total])).toEqual([
        ['Horas Equipo A', 16.5],
      ]);
      expect((await t.get<HorasEquipos>(`/api/users/hours/equipos?${RANGO}`, { token: sinEquipo.token })).body.filas).toEqual([]);
    });

    const excel = async (url: string, token: string) => {
      const res = await t.app
        .getHttpAdapter()
        .getInstance()
        .inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const hoja = wb.worksheets[0];
      return {
        disposicion: String(res.headers['content-disposition']),
        filas: Array.from({ length: hoja.rowCount }, (_, i) => (hoja.getRow(i + 1).values as unknown[]).slice(1)),
      };
    };

    it('exports Horas de todos with the hours as numbers', async () => {
      const { disposicion, filas } = await excel(`/api/users/hours/todos/excel?${RANGO}`, jefe);
      expect(disposicion).toContain(`filename="${HORAS_TODOS_ARCHIVO}"`);
      expect(filas[0]).toEqual(['Nombre', 'Legajo', 'Equipo autonomo', 'Tipo', 'Enero 2024', 'Febrero 2024', 'Marzo 2024', 'Total']);
      const deAna = filas.filter((f) => f[1] === '7201');
      expect(deAna).toEqual([
        ['Horas 7201', '7201', 'Horas Equipo A', AUTONOMAS, 6.5, 0, 0, 6.5],
        ['Horas 7201', '7201', 'Horas Equipo A', RECIBIDAS, 0, 1.5, 0, 1.5],
        ['Horas 7201', '7201', 'Horas Equipo A', DADAS, 0, 0, 0, 0],
        ['Horas 7201', '7201', 'Horas Equipo A', 'Total', 6.5, 1.5, 0, 8],
      ]);
    });

    it('exports Horas por equipo autonomo for one type', async () => {
      const { disposicion, filas } = await excel(`/api/users/hours/equipos/excel?${RANGO}&tipo=${encodeURIComponent(AUTONOMAS)}`, jefe);
      expect(disposicion).toContain(`filename="${HORAS_EQUIPOS_ARCHIVO}"`);
      expect(filas[0]).toEqual(['Equipo autonomo', 'Usuarios', 'Tipo', 'Enero 2024', 'Febrero 2024', 'Marzo 2024', 'Total']);
      expect(filas.find((f) => f[0] === 'Horas Equipo A')).toEqual(['Horas Equipo A', 2, AUTONOMAS, 6.5, 0, 0.5, 7]);
      expect(filas.at(-1)).toEqual([SIN_EQUIPO, expect.any(Number), AUTONOMAS, 0, 0, 0, 0]);
    });
  });

  describe('equipo of a user', () => {
    it('is set by the Admin at register or on the table, only to a configured equipo, and can be cleared', async () => {
      expect(
        await t.post('/api/users', { email: '7301', name: 'Sin Equipo Valido', password: '654321', role: 'Operario', equipo: 'No existe' }, { token: admin }),
      ).toMatchObject({ status: 400, body: { msg: MSG.equipoInexistente } });
      const { user } = await nuevoUsuario(t, admin, '7302');
      expect(user.equipo).toBeNull();
      expect(await t.post('/api/users/equipo', { _id: user._id, equipo: 'No existe' }, { token: admin })).toMatchObject({
        status: 400,
        body: { msg: MSG.equipoInexistente },
      });
      expect(await t.post('/api/users/equipo', { _id: UNKNOWN_ID, equipo: null }, { token: admin })).toMatchObject({
        status: 404,
        body: { msg: MSG.usuarioNoEncontrado },
      });
      expect((await t.post('/api/users/equipo', { _id: user._id, equipo: null }, { token: jefe })).status).toBe(403);
      const campo = (await t.get<Campo[]>('/api/campos', { token: admin })).body.find((c) => c.name === 'equipo')!;
      expect((await t.post<User>('/api/users/equipo', { _id: user._id, equipo: campo.value }, { token: admin })).body.equipo).toBe(campo.value);
      expect((await t.post<User>('/api/users/equipo', { _id: user._id, equipo: '' }, { token: admin })).body.equipo).toBeNull();
    });
  });
});
