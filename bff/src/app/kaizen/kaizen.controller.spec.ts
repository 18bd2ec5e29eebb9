import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  diaEnZona,
  KAIZEN_TARJETAS_MAX,
  MSG,
  PILARES,
  tarjetaInexistente,
  type AuditoriaPagina,
  type Kaizen,
  type KaizenDeTarjeta,
  type KaizenRecurrencia,
  type RegistroHistorial,
} from '@portal/shared/domain';
import { PLANT_TZ_DEFECTO } from '../common/config/app-config';
import { FakeClock, startTestApp, type TestApp } from '../../../test/test-app';
import { UNKNOWN_ID } from '../../../test/routes';
import { crearKaizen, crearTarjeta, kaizenBody, par, PLANIFICAR } from '../../../test/kaizen';

const DAY = 24 * 60 * 60 * 1000;
const clock = new FakeClock();
/** Today in the plant's zone, by the app's clock, moved `n` days. */
const hoy = (n = 0) => diaEnZona(new Date(clock.now().getTime() + n * DAY), PLANT_TZ_DEFECTO);
const largo = (n: number) => 'x'.repeat(n);
const demasiadasTarjetas = Array.from({ length: KAIZEN_TARJETAS_MAX + 1 }, (_, i) => ({ color: 'Roja', numero: i + 1 }));

/** The PDCA fields the close and the edit take, at their longest (2000 or 200 characters). */
const SEGUIMIENTO_MAX: Record<string, number> = {
  descripcionProblema: 2000,
  objetivo: 2000,
  causas: 2000,
  acciones: 2000,
  documentos: 2000,
  verificacion: 2000,
  objetivoCompletado: 2000,
  objectivoCompletado: 2000,
  otraMaquina: 200,
  responsableSeguimiento: 200,
  costo: 200,
  beneficio: 200,
};
/** One case per field one character too long. */
const demasiadoLargos = (maximos: Record<string, number>): [Record<string, unknown>, string][] =>
  Object.entries(maximos).map(([campo, max]) => [{ [campo]: largo(max + 1) }, MSG.textoDemasiadoLargo]);
/** A date that is not 'YYYY-MM-DD' (or a valid ISO date-time), one that does not exist, one before 2000. */
const FECHAS_INVALIDAS: [Record<string, unknown>, string][] = [
  [{ fechaFinalizacionMejora: '31/12/2026' }, MSG.fechaInvalida],
  [{ fechaFinalizacionMejora: '2026-02-30' }, MSG.fechaInvalida],
  [{ fechaFinalizacionMejora: 20261231 }, MSG.fechaInvalida],
  [{ fechaFinalizacionMejora: '1999-12-31' }, MSG.fechaAnteriorAlMinimo],
];
/** A missing, empty or non-text `_id`. */
const IDS_INVALIDOS: [Record<string, unknown>, string][] = [
  [{ _id: undefined }, MSG.idRequerido],
  [{ _id: '' }, MSG.idRequerido],
  [{ _id: '  ' }, MSG.idRequerido],
  [{ _id: 12 }, MSG.idRequerido],
];

describe('/api/tarjetaskaizen', () => {
  let t: TestApp;
  let admin: string;
  let jefe: string;
  let operario: string;
  beforeAll(async () => {
    t = await startTestApp({ clock });
    ({ admin, jefe, operario } = await t.roleTokens());
  });
  afterAll(() => t.close());

  const get = (id: string, token = operario) => t.get<Kaizen>(`/api/tarjetaskaizen/${id}`, { token });
  const cerrar = (body: Record<string, unknown>, token = operario) => t.post<Kaizen>('/api/tarjetaskaizen/cerrar', body, { token });
  const editar = (body: Record<string, unknown>, token = jefe) => t.post<Kaizen>('/api/tarjetaskaizen/editarkaizen', body, { token });
  const hacer = (body: Record<string, unknown>, token = operario) => t.post<Kaizen>('/api/tarjetaskaizen/tarjetasHacer', body, { token });
  const total = async () => (await t.get<{ total: number }>('/api/tarjetaskaizen?pageSize=1', { token: admin })).body.total;

  describe('create', () => {
    it('numbers the Kaizen itself, links its source cards in order and answers the whole Kaizen', async () => {
      const [a, b] = [await crearTarjeta(t, operario), await crearTarjeta(t, operario, { color: 'Azul' })];
      const res = await t.post<Kaizen>('/api/tarjetaskaizen', kaizenBody([par(b), par(a), par(b)], { numero: 99999 }), { token: admin });
      expect(res.status, res.text).toBe(201);
      const k = res.body;
      expect(k).toMatchObject({
        ...kaizenBody([]),
        preTarjeta: expect.any(Array),
        estado: 'Abierta',
        implementacion: false,
        estadoActual: 'Abierta',
        tarjetasHacer: [],
      });
      expect(k.numero).not.toBe(99999);
      expect(k.preTarjeta).toEqual([
        { _id: b._id, color: 'Azul', numero: b.numero, estado: 'Abierta', descripcion: b.descripcion },
        { _id: a._id, color: 'Roja', numero: a.numero, estado: 'Abierta', descripcion: a.descripcion },
      ]);
      expect(k).toMatchObject({
        objectivoCompletado: '',
        objetivoCompletado: '',
        fechaFinalizacionMejora: null,
        costoImporte: null,
        cerradaEn: null,
        imagenFrontUrl: '',
        imagenBackUrl: '',
      });
      expect(Object.keys(k)).not.toContain('creadoPor');
      expect((await get(k._id)).body).toEqual(k);
      const list = await t.get<Kaizen[]>('/api/tarjetaskaizen', { token: operario });
      expect(list.body[0]).toEqual(k);
    });

    it('answers every validation message of the add form', async () => {
      const card = par(await crearTarjeta(t, admin));
      const before = await total();
      const cases: [Record<string, unknown>, string][] = [
        [{ codigo: ' ' }, MSG.kaizenCodigoRequerido],
        [{ codigo: undefined }, MSG.kaizenCodigoRequerido],
        [{ codigo: 7 }, MSG.kaizenCodigoRequerido],
        [{ codigo: largo(51) }, MSG.textoDemasiadoLargo],
        [{ preTarjeta: [] }, MSG.preTarjetaRequerida],
        [{ preTarjeta: undefined }, MSG.preTarjetaRequerida],
        [{ preTarjeta: [{ color: 'Negra', numero: 1 }] }, MSG.kaizenTarjetaInvalida],
        [{ preTarjeta: [{ color: 'Roja', numero: 0 }] }, MSG.kaizenTarjetaInvalida],
        [{ preTarjeta: [{ color: 'Roja', numero: 1.5 }] }, MSG.kaizenTarjetaInvalida],
        [{ preTarjeta: [{ color: 'Roja', numero: 2 ** 31 }] }, MSG.kaizenTarjetaInvalida],
        [{ preTarjeta: [{ color: 'Roja' }] }, MSG.kaizenTarjetaInvalida],
        [{ preTarjeta: [null] }, MSG.kaizenTarjetaInvalida],
        [{ preTarjeta: 'Roja 1' }, MSG.kaizenTarjetaInvalida],
        [{ preTarjeta: demasiadasTarjetas }, MSG.kaizenTarjetasDemasiadas],
        [{ maquina: '' }, MSG.maquinaRequerida],
        [{ maquina: largo(201) }, MSG.textoDemasiadoLargo],
        [{ maquina: 'Prensa inexistente' }, MSG.maquinaNoConfigurada],
        [{ lider: '' }, MSG.kaizenLiderRequerido],
        [{ lider: largo(201) }, MSG.textoDemasiadoLargo],
        [{ tema: '' }, MSG.kaizenTemaRequerido],
        [{ tema: largo(2001) }, MSG.textoDemasiadoLargo],
        [{ tema: 'Fuga\u0000' }, MSG.textoCaracteresInvalidos],
        [{ linea: largo(201) }, MSG.textoDemasiadoLargo],
        [{ perdidaAtacada: largo(201) }, MSG.textoDemasiadoLargo],
        [{ pilar: '' }, MSG.pilarRequerido],
        [{ pilar: undefined }, MSG.pilarRequerido],
        [{ pilar: 'Seleccionar' }, MSG.pilarRequerido],
        [{ pilar: 'Productividad' }, MSG.pilarInvalido],
        [{ pilar: 'seguridad' }, MSG.pilarInvalido],
        [{ pilar: 3 }, MSG.pilarInvalido],
        [{ preTarjeta: [card, { color: 'Verde', numero: 987654 }] }, tarjetaInexistente('Verde', 987654)],
      ];
      for (const [patch, msg] of cases) {
        const res = await t.post('/api/tarjetaskaizen', kaizenBody([card], patch), { token: admin });
        expect({ patch, status: res.status, body: res.body }).toEqual({ patch, status: 400, body: { msg } });
      }
      expect(await t.post('/api/tarjetaskaizen', [kaizenBody([card])], { token: admin })).toMatchObject({ status: 400, body: { msg: MSG.cuerpoInvalido } });
      expect(await total()).toBe(before);

      // At the limits: código 50, tema 2000, the other texts 200 characters.
      const limites = { codigo: largo(50), tema: largo(2000), lider: largo(200), linea: largo(200), perdidaAtacada: largo(200) };
      const res = await t.post<Kaizen>('/api/tarjetaskaizen', kaizenBody([card], limites), { token: admin });
      expect(res.status, res.text).toBe(201);
      expect(res.body).toMatchObject(limites);
    });

    it('is for the Admin only', async () => {
      const body = kaizenBody([par(await crearTarjeta(t, admin))]);
      expect((await t.post('/api/tarjetaskaizen', body, { token: jefe })).status).toBe(403);
      expect((await t.post('/api/tarjetaskaizen', body, { token: operario })).status).toBe(403);
      expect((await t.post('/api/tarjetaskaizen', body)).status).toBe(401);
    });
  });

  describe('Hacer cards', () => {
    it('appends cards without duplicates, refuses an unknown card and a closed Kaizen', async () => {
      const k = await crearKaizen(t, admin);
      const [x, y] = [await crearTarjeta(t, operario, { color: 'Verde' }), await crearTarjeta(t, operario)];
      expect((await hacer({ _id: k._id, ...par(x) })).body.tarjetasHacer.map((r) => r._id)).toEqual([x._id]);
      expect((await hacer({ _id: k._id, color: y.color, numero: String(y.numero) })).body.tarjetasHacer.map((r) => r._id)).toEqual([x._id, y._id]);
      const again = await hacer({ _id: k._id, ...par(x) });
      expect(again.status).toBe(200);
      expect(again.body.tarjetasHacer.map((r) => r._id)).toEqual([x._id, y._id]);
      expect(await hacer({ _id: k._id, color: 'Roja', numero: 987654 })).toMatchObject({ status: 400, body: { msg: tarjetaInexistente('Roja', 987654) } });
      expect(await hacer({ _id: k._id, color: 'Negra', numero: 1 })).toMatchObject({ status: 400, body: { msg: MSG.kaizenTarjetaInvalida } });
      expect(await hacer({ _id: UNKNOWN_ID, ...par(x) })).toMatchObject({ status: 404, body: { msg: MSG.kaizenNoEncontrado } });
      expect((await get(k._id)).body.tarjetasHacer).toHaveLength(2);
      await cerrar({ _id: k._id, implementacion: false, ...PLANIFICAR, objectivoCompletado: 'Sí', fechaFinalizacionMejora: hoy() });
      expect(await hacer({ _id: k._id, ...par(x) })).toMatchObject({ status: 400, body: { msg: MSG.kaizenCerradoSinCambios } });
    });
  });

  describe('Hacer cards: validation', () => {
    it('answers every validation message of the Hacer call, changing nothing', async () => {
      const k = await crearKaizen(t, admin);
      const card = par(await crearTarjeta(t, operario));
      const cases: [Record<string, unknown>, string][] = [
        ...IDS_INVALIDOS,
        [{ color: undefined }, MSG.kaizenTarjetaInvalida],
        [{ color: 'Negra' }, MSG.kaizenTarjetaInvalida],
        [{ numero: undefined }, MSG.kaizenTarjetaInvalida],
        [{ numero: 0 }, MSG.kaizenTarjetaInvalida],
        [{ numero: '1.5' }, MSG.kaizenTarjetaInvalida],
        [{ numero: 2 ** 31 }, MSG.kaizenTarjetaInvalida],
        [{ numero: 987654 }, tarjetaInexistente(card.color, 987654)],
      ];
      for (const [patch, msg] of cases) {
        const res = await hacer({ _id: k._id, ...card, ...patch });
        expect({ patch, status: res.status, body: res.body }).toEqual({ patch, status: 400, body: { msg } });
      }
      expect(await t.post('/api/tarjetaskaizen/tarjetasHacer', [{ _id: k._id, ...card }], { token: operario })).toMatchObject({
        status: 400,
        body: { msg: MSG.cuerpoInvalido },
      });
      expect((await get(k._id)).body).toEqual(k);
      expect((await hacer({ _id: k._id, ...card })).body.tarjetasHacer).toHaveLength(1);
    });
  });

  describe('implement and close', () => {
    it('implements with Planificar complete, then closes with Chequear, once', async () => {
      const k = await crearKaizen(t, admin);
      const extra = await crearTarjeta(t, operario);
      expect(await cerrar({ _id: k._id })).toMatchObject({ status: 400, body: { msg: MSG.kaizenImplementacionInvalida } });
      expect(await cerrar({ _id: k._id, implementacion: true, descripcionProblema: 'Fuga' })).toMatchObject({
        status: 400,
        body: { msg: MSG.kaizenPlanificarIncompleto },
      });
      const impl = await cerrar({ _id: k._id, implementacion: true, ...PLANIFICAR, costo: '$ 1.500,50', beneficio: 'a definir', tarjetasHacer: [par(extra)] });
      expect(impl.status, impl.text).toBe(200);
      expect(impl.body).toMatchObject({
        ...PLANIFICAR,
        estado: 'Abierta',
        implementacion: true,
        estadoActual: 'En implementacion',
        costo: '$ 1.500,50',
        costoImporte: 1500.5,
        beneficioImporte: null,
        cerradaEn: null,
      });
      expect(impl.body.tarjetasHacer.map((r) => r._id)).toEqual([extra._id]);

      // Absent fields keep their stored values: Planificar is complete already.
      expect(await cerrar({ _id: k._id, implementacion: false })).toMatchObject({ status: 400, body: { msg: MSG.kaizenChequearIncompleto } });
      expect(await cerrar({ _id: k._id, implementacion: false, objectivoCompletado: 'Sí' })).toMatchObject({
        status: 400,
        body: { msg: MSG.kaizenChequearIncompleto },
      });
      expect(await cerrar({ _id: k._id, implementacion: false, objectivoCompletado: 'Sí', fechaFinalizacionMejora: '2020-01-01' })).toMatchObject({
        status: 400,
        body: { msg: MSG.kaizenFechaFinAnterior },
      });
      expect(await cerrar({ _id: k._id, implementacion: false, objectivoCompletado: 'Sí', fechaFinalizacionMejora: hoy(2) })).toMatchObject({
        status: 400,
        body: { msg: MSG.kaizenFechaFinFutura },
      });
      expect(await cerrar({ _id: k._id, implementacion: false, objectivoCompletado: 'Sí', fechaFinalizacionMejora: '31/12/2026' })).toMatchObject({
        status: 400,
        body: { msg: MSG.fechaInvalida },
      });
      expect(
        await cerrar({
          _id: k._id,
          implementacion: false,
          objetivoCompletado: 'Sí',
          fechaFinalizacionMejora: hoy(),
          tarjetasHacer: [{ color: 'Roja', numero: 987654 }],
        }),
      ).toMatchObject({ status: 400, body: { msg: tarjetaInexistente('Roja', 987654) } });
      expect((await get(k._id)).body.estadoActual).toBe('En implementacion');

      const closed = await cerrar({ _id: k._id, implementacion: false, objetivoCompletado: 'Sí, sin fugas', fechaFinalizacionMejora: hoy() });
      expect(closed.status, closed.text).toBe(200);
      expect(closed.body).toMatchObject({
        estado: 'Cerrada',
        implementacion: false,
        estadoActual: 'Cerrada',
        objectivoCompletado: 'Sí, sin fugas',
        objetivoCompletado: 'Sí, sin fugas',
        fechaFinalizacionMejora: hoy(),
        costoImporte: 1500.5,
      });
      expect(Date.parse(closed.body.cerradaEn ?? '')).toBeLessThanOrEqual(clock.now().getTime());
      expect(await cerrar({ _id: k._id, implementacion: false })).toMatchObject({ status: 400, body: { msg: MSG.kaizenYaCerrado } });
      expect(await cerrar({ _id: k._id, implementacion: true })).toMatchObject({ status: 400, body: { msg: MSG.kaizenYaCerrado } });
    });

    it('answers every validation message of the close call, changing nothing', async () => {
      const k = await crearKaizen(t, admin);
      const body = { _id: k._id, implementacion: true, ...PLANIFICAR };
      const cases: [Record<string, unknown>, string][] = [
        ...IDS_INVALIDOS,
        [{ implementacion: undefined }, MSG.kaizenImplementacionInvalida],
        [{ implementacion: 'false' }, MSG.kaizenImplementacionInvalida],
        [{ implementacion: 0 }, MSG.kaizenImplementacionInvalida],
        [{ tarjetasHacer: 'Roja 1' }, MSG.kaizenTarjetaInvalida],
        [{ tarjetasHacer: [{ color: 'Negra', numero: 1 }] }, MSG.kaizenTarjetaInvalida],
        [{ tarjetasHacer: [{ color: 'Roja', numero: 0 }] }, MSG.kaizenTarjetaInvalida],
        [{ tarjetasHacer: [{ color: 'Roja', numero: '7a' }] }, MSG.kaizenTarjetaInvalida],
        [{ tarjetasHacer: demasiadasTarjetas }, MSG.kaizenTarjetasDemasiadas],
        ...demasiadoLargos(SEGUIMIENTO_MAX),
        [{ causas: 'Retén\u0001' }, MSG.textoCaracteresInvalidos],
        ...FECHAS_INVALIDAS,
        [{ descripcionProblema: '' }, MSG.kaizenPlanificarIncompleto],
        [{ tarjetasHacer: [{ color: 'Roja', numero: 987654 }] }, tarjetaInexistente('Roja', 987654)],
      ];
      for (const [patch, msg] of cases) {
        const res = await cerrar({ ...body, ...patch });
        expect({ patch, status: res.status, body: res.body }).toEqual({ patch, status: 400, body: { msg } });
      }
      expect(await t.post('/api/tarjetaskaizen/cerrar', [body], { token: operario })).toMatchObject({ status: 400, body: { msg: MSG.cuerpoInvalido } });
      expect((await get(k._id)).body).toEqual(k);

      // At the limits every field is accepted.
      const limites = Object.fromEntries(Object.entries(SEGUIMIENTO_MAX).map(([campo, max]) => [campo, largo(max)]));
      const res = await cerrar({ ...body, ...limites });
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({ ...limites, estadoActual: 'En implementacion' });
    });

    it('lets one of two concurrent closes win', async () => {
      const k = await crearKaizen(t, admin);
      const body = { _id: k._id, implementacion: false, ...PLANIFICAR, objectivoCompletado: 'Sí', fechaFinalizacionMejora: hoy() };
      const results = await Promise.all([cerrar(body), cerrar(body, jefe)]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
      expect(results.find((r) => r.status === 400)?.body).toEqual({ msg: MSG.kaizenYaCerrado });
    });
  });

  describe('edit', () => {
    it('updates what was sent (either spelling), recomputes the amounts, keeps the rest', async () => {
      const k = await crearKaizen(t, admin);
      const res = await editar({
        _id: k._id,
        tema: 'Nuevo tema',
        pilar: 'Calidad',
        maquina: 'Caldera',
        objetivoCompletado: 'Parcial',
        costo: '2500',
        beneficio: '12.5',
        resultado: 'ignorado',
        fechaFinalizacionMejora: hoy(3),
      });
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({
        tema: 'Nuevo tema',
        pilar: 'Calidad',
        maquina: 'Caldera',
        objetivoCompletado: 'Parcial',
        objectivoCompletado: 'Parcial',
        costoImporte: 2500,
        beneficioImporte: 12.5,
        fechaFinalizacionMejora: hoy(3),
        codigo: k.codigo,
        lider: k.lider,
      });
      expect(Object.keys(res.body)).not.toContain('resultado');
      expect((await editar({ _id: k._id, objectivoCompletado: 'Total', costo: 'a definir' })).body).toMatchObject({
        objetivoCompletado: 'Total',
        costo: 'a definir',
        costoImporte: null,
        beneficioImporte: 12.5,
      });
      const same = await editar({ _id: k._id, pilar: 'Seleccionar' });
      expect(same.status).toBe(200);
      expect(same.body).toEqual((await get(k._id)).body);
    });

    it('answers every validation message of the edit form', async () => {
      const k = await crearKaizen(t, admin);
      const cases: [Record<string, unknown>, string][] = [
        [{ codigo: '' }, MSG.kaizenCodigoRequerido],
        [{ tema: ' ' }, MSG.kaizenTemaRequerido],
        [{ lider: '' }, MSG.kaizenLiderRequerido],
        [{ maquina: '' }, MSG.maquinaRequerida],
        [{ maquina: 'Prensa inexistente' }, MSG.maquinaNoConfigurada],
        [{ pilar: 'Productividad' }, MSG.pilarInvalido],
        [{ pilar: 'seguridad' }, MSG.pilarInvalido],
        [{ pilar: '' }, MSG.pilarRequerido],
        [{ fechaFinalizacionMejora: '2020-01-01' }, MSG.kaizenFechaFinAnterior],
        ...IDS_INVALIDOS,
        ...demasiadoLargos({ codigo: 50, tema: 2000, lider: 200, maquina: 200, linea: 200, perdidaAtacada: 200, ...SEGUIMIENTO_MAX }),
        [{ tema: 'Fuga\u0000' }, MSG.textoCaracteresInvalidos],
        ...FECHAS_INVALIDAS,
      ];
      for (const [patch, msg] of cases) {
        const res = await editar({ _id: k._id, ...patch });
        expect({ patch, status: res.status, body: res.body }).toEqual({ patch, status: 400, body: { msg } });
      }
      expect(await t.post('/api/tarjetaskaizen/editarkaizen', [{ _id: k._id, tema: 'x' }], { token: jefe })).toMatchObject({
        status: 400,
        body: { msg: MSG.cuerpoInvalido },
      });
      expect((await get(k._id)).body).toEqual(k);
      // Exactly the 8 pilares are options.
      for (const pilar of PILARES) expect({ pilar, res: (await editar({ _id: k._id, pilar })).body.pilar }).toEqual({ pilar, res: pilar });
      await cerrar({ _id: k._id, implementacion: false, ...PLANIFICAR, objetivoCompletado: 'Sí', fechaFinalizacionMejora: hoy() });
      expect(await editar({ _id: k._id, fechaFinalizacionMejora: hoy(1) })).toMatchObject({ status: 400, body: { msg: MSG.kaizenFechaFinFutura } });
      expect(await editar({ _id: k._id, fechaFinalizacionMejora: '' })).toMatchObject({ status: 400, body: { msg: MSG.kaizenChequearIncompleto } });
      expect(await editar({ _id: k._id, causas: '' })).toMatchObject({ status: 400, body: { msg: MSG.kaizenPlanificarIncompleto } });
      expect((await editar({ _id: k._id, verificacion: 'Verificado por calidad' })).body).toMatchObject({
        estado: 'Cerrada',
        verificacion: 'Verificado por calidad',
      });
      expect((await editar({ _id: k._id, tema: 'x' }, operario)).status).toBe(403);
      expect((await editar({ _id: k._id, tema: 'x' }, admin)).status).toBe(200);
    });
  });

  describe('ids and deletes', () => {
    it('answers 404 for an unknown or malformed id on every :id route', async () => {
      for (const id of [UNKNOWN_ID, 'no-es-un-id', '12']) {
        for (const path of [`/api/tarjetaskaizen/${id}`, `/api/tarjetaskaizen/${id}/recurrencia`, `/api/tarjetaskaizen/${id}/historial`]) {
          expect(await t.get(path, { token: operario })).toMatchObject({ status: 404, body: { msg: MSG.kaizenNoEncontrado } });
        }
        expect(await t.get(`/api/tarjetaskaizen/de-tarjeta/${id}`, { token: operario })).toMatchObject({ status: 404, body: { msg: MSG.tarjetaNoEncontrada } });
        expect(await t.delete(`/api/tarjetaskaizen/${id}`, { token: admin })).toMatchObject({ status: 404, body: { msg: MSG.kaizenNoEncontrado } });
        expect(await cerrar({ _id: id, implementacion: true })).toMatchObject({ status: 404, body: { msg: MSG.kaizenNoEncontrado } });
        expect(await editar({ _id: id, tema: 'x' })).toMatchObject({ status: 404, body: { msg: MSG.kaizenNoEncontrado } });
        expect(await hacer({ _id: id, color: 'Roja', numero: 1 })).toMatchObject({ status: 404, body: { msg: MSG.kaizenNoEncontrado } });
      }
    });

    it('keeps a Kaizen readable when a linked card is deleted', async () => {
      const [a, b] = [await crearTarjeta(t, operario), await crearTarjeta(t, operario)];
      const k = await crearKaizen(t, admin, [a, b]);
      await hacer({ _id: k._id, ...par(a) });
      expect((await t.delete(`/api/tarjetas/${a._id}`, { token: admin })).status).toBe(200);
      const res = await get(k._id);
      expect(res.status).toBe(200);
      const eliminada = { _id: null, color: 'Roja', numero: a.numero, estado: 'eliminada', descripcion: '' };
      expect(res.body.preTarjeta).toEqual([eliminada, { _id: b._id, color: 'Roja', numero: b.numero, estado: 'Abierta', descripcion: b.descripcion }]);
      expect(res.body.tarjetasHacer).toEqual([eliminada]);
    });

    it('deletes for the Admin only, and audits every change', async () => {
      const k = await crearKaizen(t, admin);
      const card = await crearTarjeta(t, operario);
      await hacer({ _id: k._id, ...par(card) });
      await cerrar({ _id: k._id, implementacion: true, ...PLANIFICAR });
      await editar({ _id: k._id, tema: 'Auditado' });
      await cerrar({ _id: k._id, implementacion: false, objetivoCompletado: 'Sí', fechaFinalizacionMejora: hoy() });
      const respuesta = await t.get<RegistroHistorial[]>(`/api/tarjetaskaizen/${k._id}/historial`, { token: operario });
      const historial = respuesta.body;
      // Any logged-in user reads it: the authors by name, never their legajo nor the request's address.
      expect(historial.every((r) => Object.keys(r.usuario).join() === 'nombre')).toBe(true);
      expect(respuesta.text).not.toMatch(/"(legajo|ip)"/);
      const acciones = historial.map((r) => `${r.accion} ${r.etiqueta}`).reverse();
      expect(acciones).toEqual([
        `crear Kaizen N°${k.numero}`,
        `crear Tarjeta ${k.preTarjeta[0].color} N°${k.preTarjeta[0].numero} (origen)`,
        `crear Tarjeta Roja N°${card.numero} (hacer)`,
        `implementar Kaizen N°${k.numero}`,
        `editar Kaizen N°${k.numero}`,
        `cerrar Kaizen N°${k.numero}`,
      ]);
      expect(historial[0].cambios).toEqual(
        expect.arrayContaining([
          { campo: 'estado', antes: 'Abierta', despues: 'Cerrada' },
          { campo: 'objetivoCompletado', antes: '', despues: 'Sí' },
        ]),
      );
      expect(historial[1].cambios).toEqual([{ campo: 'tema', antes: k.tema, despues: 'Auditado' }]);

      expect((await t.delete(`/api/tarjetaskaizen/${k._id}`, { token: jefe })).status).toBe(403);
      expect(await t.delete(`/api/tarjetaskaizen/${k._id}`, { token: admin })).toMatchObject({ status: 200, body: { success: true } });
      expect((await get(k._id)).status).toBe(404);
      const trail = (await t.get<AuditoriaPagina>(`/api/auditoria?entidad=kaizen&entidadId=${k._id}`, { token: admin })).body;
      expect(trail.items.filter((r) => r.accion === 'eliminar').map((r) => r.etiqueta)).toContain(`Kaizen N°${k.numero}`);
      // The card itself stays.
      expect((await t.get(`/api/tarjetas/${card._id}`, { token: operario })).status).toBe(200);
    });
  });

  describe('card detail', () => {
    it("lists a card's Kaizens with its roles, newest first", async () => {
      const [a, b] = [await crearTarjeta(t, operario), await crearTarjeta(t, operario)];
      const k1 = await crearKaizen(t, admin, [a]);
      const k2 = await crearKaizen(t, admin, [b]);
      await hacer({ _id: k2._id, ...par(a) });
      const k3 = await crearKaizen(t, admin, [a]);
      await hacer({ _id: k3._id, ...par(a) });
      await cerrar({ _id: k3._id, implementacion: true, ...PLANIFICAR });
      const res = await t.get<KaizenDeTarjeta[]>(`/api/tarjetaskaizen/de-tarjeta/${a._id}`, { token: operario });
      expect(res.body).toEqual([
        { _id: k3._id, numero: k3.numero, codigo: k3.codigo, tema: k3.tema, estadoActual: 'En implementacion', roles: ['origen', 'hacer'] },
        { _id: k2._id, numero: k2.numero, codigo: k2.codigo, tema: k2.tema, estadoActual: 'Abierta', roles: ['hacer'] },
        { _id: k1._id, numero: k1.numero, codigo: k1.codigo, tema: k1.tema, estadoActual: 'Abierta', roles: ['origen'] },
      ]);
      const sinKaizen = await crearTarjeta(t, operario);
      expect((await t.get(`/api/tarjetaskaizen/de-tarjeta/${sinKaizen._id}`, { token: operario })).body).toEqual([]);
    });
  });

  describe('recurrence', () => {
    it('counts the open cards on its machine and familias opened after its end, once closed', async () => {
      const caldera = { maquina: 'Caldera', parteMaquina: 'Quemador', familia: '2 - Condiciones basicas' };
      const origen = await crearTarjeta(t, operario, caldera);
      const k = await crearKaizen(t, admin, [origen], { maquina: 'Caldera' });
      const abierto = (await t.get<KaizenRecurrencia>(`/api/tarjetaskaizen/${k._id}/recurrencia`, { token: operario })).body;
      expect(abierto).toEqual({ aplica: false, desde: null, maquina: 'Caldera', familias: ['2 - Condiciones basicas'], total: 0, tarjetas: [] });
      const fin = hoy();
      await cerrar({ _id: k._id, implementacion: false, ...PLANIFICAR, objetivoCompletado: 'Sí', fechaFinalizacionMejora: fin });
      await crearTarjeta(t, operario, caldera); // the end day itself: not a recurrence
      clock.advance(2 * DAY);
      const nuevas = [];
      for (let i = 0; i < 3; i++) nuevas.push(await crearTarjeta(t, operario, caldera));
      await crearTarjeta(t, operario, { ...caldera, familia: '5 - Defecto de Calidad' });
      await crearTarjeta(t, operario, { familia: caldera.familia });
      const r = (await t.get<KaizenRecurrencia>(`/api/tarjetaskaizen/${k._id}/recurrencia`, { token: operario })).body;
      expect(r).toMatchObject({ aplica: true, maquina: 'Caldera', familias: ['2 - Condiciones basicas'], total: 3 });
      expect(diaEnZona(r.desde ?? '', PLANT_TZ_DEFECTO)).toBe(diaEnZona(new Date(Date.parse(`${fin}T12:00:00Z`) + DAY), PLANT_TZ_DEFECTO));
      expect(r.tarjetas.map((c) => c._id)).toEqual(nuevas.reverse().map((c) => c._id));
    });
  });
});
