import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, TIPOS_HORA, type FiltroPreset, type HoraEntrada, type Tarjeta, type TarjetasPagina } from '@portal/shared/domain';
import { OPERARIO_USER } from '../../src/db/seed/demo-users';
import { CIERRE_ROJA } from '../tarjetas';
import { startTestApp, type TestApp } from '../test-app';

/** The inputs that answered 5xx (or were silently changed) in the issue-6 fuzzing, each now a 400 `{ msg }` that changes nothing. */
const roja = {
  descripcion: 'Pérdida de aceite',
  reparacion: 'Con maquina parada',
  color: 'Roja',
  detecto: 'Carla Ríos',
  prioridad: 'Alta',
  familia: '1 - Pequeñas Deficiencia',
  maquina: 'Calandra 1',
  parteMaquina: 'Reductor',
  equipo: 'Calandrado',
  riesgoInicial: 'MO: MODERADO',
  tipodeRiesgo: 'R - Riesgo mecánico',
};

describe('hostile input answers 400 { msg } and stores nothing', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp();
    ({ admin } = await t.roleTokens());
  });
  afterAll(() => t.close());

  const crear = async (patch: Record<string, unknown> = {}) => {
    const res = await t.post<Tarjeta>(patch.color === 'Amarilla' ? '/api/tarjetas/amarilla' : '/api/tarjetas', { ...roja, ...patch }, { token: admin });
    expect(res.status, res.text).toBe(201);
    return res.body;
  };
  const refused = (msg: string) => ({ status: 400, body: { msg } });

  describe('NUL and other invalid characters', () => {
    it.each(['q=%00', 'q=aceite%00', 'equipo=Calandrado%00', 'q=%01', 'equipo=%1F'])('GET /api/tarjetas?%s', async (query) => {
      expect(await t.get(`/api/tarjetas?${query}`, { token: admin })).toMatchObject(refused(MSG.textoCaracteresInvalidos));
    });

    it.each([
      ['/api/tarjetas', { ...roja, descripcion: 'Fuga\u0000' }],
      ['/api/tarjetas', { ...roja, equipo: '\u0000' }],
      ['/api/tarjetas/amarilla', { ...roja, color: 'Amarilla', familia: '8 - Actos Inseguros', detecto: 'x\u0000' }],
      ['/api/users', { email: '4321', name: 'Nora\u0000', password: '432100', role: 'Operario' }],
      ['/api/users', { email: '43\u000021', name: 'Nora', password: '432100', role: 'Operario' }],
      ['/api/campos', { name: 'equipo', value: 'Laminado\u0000' }],
      ['/api/campos', { name: 'equipo', value: 'Laminado\uDC00' }],
      ['/api/filters', { nombre: 'Mías\u0000', selectedOption: ['numero'] }],
      ['/api/filters', { nombre: 'Mías', selectedOption: ['numero'], equipo: ['\uD800'] }],
      ['/api/tarjetas/consulta', { filtros: { equipo: ['Calandrado\u0000'] } }],
      ['/api/tarjetas/export', { selectedOption: ['numero'], filtros: { descripcion: ['\u0000'] } }],
      ['/api/auth', { email: '1000\u0000', password: '100000' }],
    ])('POST %s %j', async (url, body) => {
      const before = await snapshot();
      expect(await t.post(url, body, { token: admin })).toMatchObject(refused(MSG.textoCaracteresInvalidos));
      expect(await snapshot()).toEqual(before);
    });

    it('refuses them in keys, deep in the body and in path parameters too', async () => {
      expect(await t.post('/api/tarjetas/consulta', { filtros: { ['equipo\u0000']: ['x'] } }, { token: admin })).toMatchObject(
        refused(MSG.textoCaracteresInvalidos),
      );
      expect(await t.post('/api/tarjetas', { ...roja, extra: [[{ a: ['\u0000'] }]] }, { token: admin })).toMatchObject(refused(MSG.textoCaracteresInvalidos));
      expect(await t.get('/api/tarjetas/%00', { token: admin })).toMatchObject(refused(MSG.textoCaracteresInvalidos));
      expect(await t.delete('/api/campos/a%00b', { token: admin })).toMatchObject(refused(MSG.textoCaracteresInvalidos));
    });
  });

  describe('impossible and far dates', () => {
    it.each([
      ['2026-02-30', MSG.fechaInvalida],
      ['2099-02-29', MSG.fechaInvalida],
      ['0000-01-01', MSG.fechaAnteriorAlMinimo],
      ['2099-01-01', MSG.fechaDemasiadoLejana],
    ])('planning with %s', async (fecha, msg) => {
      const card = await crear();
      for (const campo of ['previstaCierre', 'solicitudCompras', 'comprometidaCompras']) {
        const body = { _id: card._id, previstaCierre: '2026-12-01', responsableSeguimiento: 'Ana', [campo]: fecha };
        expect(await t.post('/api/tarjetas/agregarplanificacion', body, { token: admin }), campo).toMatchObject(refused(msg));
      }
      expect((await t.get<Tarjeta>(`/api/tarjetas/${card._id}`, { token: admin })).body).toMatchObject({ planificacion: false, previstaCierre: null });
    });

    const cierre = (card: Tarjeta, patch: Record<string, unknown>) => ({
      _id: card._id,
      inicioReparacion: new Date(Date.parse(card.fecha) + 60_000).toISOString(),
      finReparacion: new Date(Date.parse(card.fecha) + 120_000).toISOString(),
      ...CIERRE_ROJA,
      accionesComplementarias: 'Señalizar',
      ...patch,
    });

    it.each([
      [{ inicioReparacion: '2026-02-30T10:00' }, MSG.fechaHoraInvalida],
      [{ finReparacion: '2026-02-30T10:00' }, MSG.fechaHoraInvalida],
      [{ inicioReparacion: '2099-02-29T10:00' }, MSG.fechaHoraInvalida],
      [{ finReparacion: '0000-01-01T00:00' }, MSG.fechaAnteriorAlMinimo],
      [{ finReparacion: '9999-12-31T23:59' }, MSG.finReparacionFuturo],
      [{ finReparacion: new Date(Date.now() + 24 * 3600_000).toISOString() }, MSG.finReparacionFuturo],
    ])('closing with %j', async (patch, msg) => {
      for (const color of ['Roja', 'Amarilla']) {
        const card = await crear(color === 'Amarilla' ? { color, familia: '8 - Actos Inseguros' } : {});
        const url = color === 'Amarilla' ? '/api/tarjetas/cerrar/amarilla' : '/api/tarjetas/cerrar';
        if (color === 'Amarilla' && !('finReparacion' in patch)) continue;
        expect(await t.post(url, cierre(card, patch), { token: admin }), color).toMatchObject(refused(msg));
        expect((await t.get<Tarjeta>(`/api/tarjetas/${card._id}`, { token: admin })).body).toMatchObject({
          estado: 'Abierta',
          finReparacion: null,
          tiempoEmpleado: null,
        });
      }
    });

    it('still closes a repair that ended a moment ago', async () => {
      const card = await crear();
      const res = await t.post<Tarjeta>('/api/tarjetas/cerrar', cierre(card, {}), { token: admin });
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({ estado: 'Cerrada', tiempoEmpleado: 0 });
    });
  });

  describe('numbers beyond int4', () => {
    it.each(['numero=2147483648', 'numero=1e30', 'numero=99999999999999999999', 'page=2147483648', 'page=99999999999999999999', 'pageSize=1e2'])(
      'GET /api/tarjetas?%s',
      async (query) => {
        expect(await t.get(`/api/tarjetas?${query}`, { token: admin })).toMatchObject(refused(MSG.consultaInvalida));
      },
    );

    it('searches a long number in q as text only', async () => {
      const card = await crear({ descripcion: 'Orden de compra 2147483648 pendiente' });
      for (const q of ['2147483648', '1e30', '99999999999999999999999999999999']) {
        const res = await t.get<TarjetasPagina>(`/api/tarjetas?q=${q}`, { token: admin });
        expect(res.status, res.text).toBe(200);
        expect(res.body.items.map((c) => c._id).includes(card._id)).toBe(q === '2147483648');
      }
      const byNumber = await t.get<TarjetasPagina>(`/api/tarjetas?q=${card.numero}&color=Roja`, { token: admin });
      expect(byNumber.body.items.map((c) => c._id)).toContain(card._id);
    });

    it.each([2147483648, 1e30, -1, 0.5])('POST /api/tarjetas/consulta page %s', async (page) => {
      expect(await t.post('/api/tarjetas/consulta', { page }, { token: admin })).toMatchObject(refused(MSG.consultaInvalida));
    });
  });

  describe('hours that are 0 once stored to the tenth (numeric(3, 1), check quantity > 0)', () => {
    const literales = ['1e-10', '1e-300', '5e-324', '1E-10', '0.0000000001', '"0,0000000001"'];
    it.each(literales)('POST /api/users/hours and PUT /api/users/hours/:id with quantity %s', async (literal) => {
      const { token, user } = await t.login(OPERARIO_USER.legajo, OPERARIO_USER.pin);
      const entrada = `"typeOf":"${TIPOS_HORA[0]}","date":"2024-01-05"`;
      const headers = { 'content-type': 'application/json' };
      const creada = await t.post<HoraEntrada>('/api/users/hours', { _id: user._id, quantity: 1, typeOf: TIPOS_HORA[0], date: '2024-01-05' }, { token: admin });
      expect(creada.status, creada.text).toBe(201);
      const before = await snapshot();
      const post = await t.request('POST', '/api/users/hours', { token, headers, body: `{"_id":"${user._id}","quantity":${literal},${entrada}}` });
      expect(post).toMatchObject(refused(MSG.horasCantidadMinima));
      const put = await t.request('PUT', `/api/users/hours/${creada.body._id}`, { token: admin, headers, body: `{"quantity":${literal},${entrada}}` });
      expect(put).toMatchObject(refused(MSG.horasCantidadMinima));
      expect(await snapshot()).toEqual(before);
    });
  });

  /** Row counts and content of the tables these requests could touch. */
  async function snapshot() {
    const [users, campos, filters, tarjetas] = await Promise.all([
      t.get<unknown[]>('/api/users', { token: admin }),
      t.get<unknown[]>('/api/campos', { token: admin }),
      t.get<FiltroPreset[]>('/api/filters', { token: admin }),
      t.get<TarjetasPagina>('/api/tarjetas?pageSize=-1', { token: admin }),
    ]);
    return { users: users.body, campos: campos.body, filters: filters.body, tarjetas: tarjetas.body.total };
  }
});
