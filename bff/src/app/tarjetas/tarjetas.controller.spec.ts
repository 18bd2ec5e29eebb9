import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COLUMNAS_EXPORTABLES,
  EXPORT_FILE_NAME,
  MATERIAL_NINGUNO,
  MSG,
  ordenarPorRiesgo,
  type Campo,
  type DetalleTipoResponse,
  type FiltroPreset,
  type SiguienteNumero,
  type Tarjeta,
  type TarjetasPagina,
} from '@portal/shared/domain';
import { SEED_TARJETAS_COUNT } from '../../db/seed/tarjetas';
import { FakeClock, startTestApp, type TestApp } from '../../../test/test-app';
import { TARJETA_AMARILLA, TARJETA_ROJA } from '../../../test/tarjetas';
import { upload } from '../../../test/uploads';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const HOUR = 60 * 60 * 1000;
/** The app's clock: a close body moves it past the repair's end (a close records a repair that has ended). */
const clock = new FakeClock();
const ended = <T extends { finReparacion: unknown }>(body: T) => {
  if (typeof body.finReparacion === 'string') clock.advanceTo(body.finReparacion);
  return body;
};

// numero is sent as old clients did: the server ignores it.
const roja = { ...TARJETA_ROJA, numero: 12345 };
const amarilla = { ...TARJETA_AMARILLA, numero: 12345 };
const cierre = (t: Tarjeta, patch: Record<string, unknown> = {}) =>
  ended({
    _id: t._id,
    inicioReparacion: new Date(Date.parse(t.fecha) + 60_000).toISOString(),
    finReparacion: new Date(Date.parse(t.fecha) + 60_000 + 2.5 * HOUR).toISOString(),
    responsable: 'Jorge Medina',
    tiempoEmpleado: 999,
    causa: 'Desgaste',
    tareaRealizada: 'Cambio de retén',
    tipoAccion: 'Eliminar',
    riesgoFinal: 'NS: NO SIGNIFICATIVO',
    materialUtilizado: 'Retén',
    convertida: true,
    ...patch,
  });
const cierreAmarilla = (t: Tarjeta, patch: Record<string, unknown> = {}) =>
  ended({
    _id: t._id,
    finReparacion: new Date(Date.parse(t.fecha) + HOUR).toISOString(),
    responsable: 'Jorge Medina',
    tareaRealizada: 'Charla',
    tipoAccion: 'Contener',
    riesgoFinal: 'PS: POCO SIGNIFICATIVO',
    accionesComplementarias: 'Señalizar',
    causa: 'Apuro',
    convertida: false,
    verificacion: true,
    ...patch,
  });

describe('/api/tarjetas', () => {
  let t: TestApp;
  let admin: string;
  let jefe: string;
  let operario: string;
  beforeAll(async () => {
    // 500 concurrent creates queue for 10 pooled connections: on a loaded CI machine the last ones wait
    // longer than the default 5 s for a connection. The numbering, not the pool's patience, is tested here.
    t = await startTestApp({ clock, env: { DB_CONNECT_TIMEOUT_MS: '60000' } });
    ({ admin, jefe, operario } = await t.roleTokens());
  });
  afterAll(() => t.close());

  const crear = async (body: Record<string, unknown> = roja, token = operario) => {
    const res = await t.post<Tarjeta>(body.color === 'Amarilla' ? '/api/tarjetas/amarilla' : '/api/tarjetas', body, { token });
    expect(res.status, res.text).toBe(201);
    return res.body;
  };

  describe('create', () => {
    it('numbers a new card with the previewed number and answers the whole card', async () => {
      const preview = (await t.get<SiguienteNumero>('/api/tarjetas/siguiente-numero?color=Roja', { token: operario })).body;
      expect(preview).toEqual({ color: 'Roja', numero: expect.any(Number) });
      const card = await crear();
      expect(card).toMatchObject({
        ...roja,
        numero: preview.numero,
        estado: 'Abierta',
        planificacion: false,
        sustoExperimentado: false,
        tiempoEmpleado: null,
        inicioReparacion: null,
        imagenUrl: '',
      });
      expect(Object.keys(card)).not.toContain('creadoPor');
      expect((await t.get('/api/tarjetas/siguiente-numero?color=Roja', { token: jefe })).body).toEqual({ color: 'Roja', numero: preview.numero + 1 });
      expect(await t.get('/api/tarjetas/siguiente-numero?color=Negra', { token: jefe })).toMatchObject({ status: 400, body: { msg: MSG.colorInvalido } });
    });

    it('creates a yellow card with its checkboxes on /amarilla, for every role', async () => {
      for (const token of [admin, jefe, operario]) {
        expect(await crear(amarilla, token)).toMatchObject({
          color: 'Amarilla',
          sustoExperimentado: true,
          impactoAmbiente: true,
          familia: '8 - Actos Inseguros',
        });
      }
      expect((await t.post('/api/tarjetas/amarilla', amarilla)).status).toBe(401);
    });

    it.each([
      ['yellow fields on a red card', '/api/tarjetas', { ...roja, sustoObservado: true }, MSG.camposSoloAmarilla],
      ['a yellow card on /tarjetas', '/api/tarjetas', amarilla, MSG.colorNoAmarilla],
      ['a red card on /amarilla', '/api/tarjetas/amarilla', { ...amarilla, color: 'Roja' }, MSG.colorSoloAmarilla],
      ['a yellow family on a red card', '/api/tarjetas', { ...roja, familia: '8 - Actos Inseguros' }, MSG.familiaInvalida],
      ['no detecto', '/api/tarjetas', { ...roja, detecto: '' }, MSG.detectoRequerido],
      ['Seleccionar as detecto', '/api/tarjetas', { ...roja, detecto: 'Seleccionar' }, MSG.detectoRequerido],
      ['no descripcion', '/api/tarjetas', { ...roja, descripcion: ' ' }, MSG.descripcionRequerida],
      ['no maquina', '/api/tarjetas', { ...roja, maquina: undefined }, MSG.maquinaRequerida],
      ['no parte', '/api/tarjetas', { ...roja, parteMaquina: '' }, MSG.parteMaquinaRequerida],
      ['no equipo', '/api/tarjetas', { ...roja, equipo: '' }, MSG.equipoRequerido],
      ['no riesgo inicial', '/api/tarjetas', { ...roja, riesgoInicial: '' }, MSG.riesgoInicialRequerido],
      ['no tipo', '/api/tarjetas', { ...roja, tipodeRiesgo: '' }, MSG.tipodeRiesgoRequerido],
      ['a bad priority', '/api/tarjetas', { ...roja, prioridad: 'Urgente' }, MSG.prioridadInvalida],
      ['a bad repair', '/api/tarjetas', { ...roja, reparacion: 'Nunca' }, MSG.reparacionInvalida],
      ['an unknown machine', '/api/tarjetas', { ...roja, maquina: 'Tornado 9' }, MSG.maquinaNoConfigurada],
      ['a part of another machine', '/api/tarjetas', { ...roja, parteMaquina: 'Quemador' }, MSG.parteNoConfigurada],
      ['an unknown team', '/api/tarjetas', { ...roja, equipo: 'Marketing' }, MSG.equipoNoConfigurado],
      ['an unknown initial risk', '/api/tarjetas', { ...roja, riesgoInicial: 'XX: NADA' }, MSG.riesgoInicialNoConfigurado],
      ['an unknown risk type', '/api/tarjetas', { ...roja, tipodeRiesgo: 'Z - Zombies' }, MSG.tipodeRiesgoNoConfigurado],
    ])('refuses %s', async (_label, url, body, msg) => {
      expect(await t.post(url, body, { token: operario })).toMatchObject({ status: 400, body: { msg } });
    });

    it('accepts an option added by the Admin', async () => {
      await t.post<Campo>('/api/campos', { name: 'equipo', value: 'Prensas' }, { token: admin });
      expect((await crear({ ...roja, equipo: 'Prensas' })).equipo).toBe('Prensas');
    });

    const N = 500;
    it(`gives ${N} concurrent creates of one colour ${N} distinct consecutive numbers`, async () => {
      const first = (await t.get<SiguienteNumero>('/api/tarjetas/siguiente-numero?color=Verde', { token: operario })).body.numero;
      const body = { ...roja, color: 'Verde', familia: '5 - Defecto de Calidad' };
      const results = await Promise.all(Array.from({ length: N }, () => t.post<Tarjeta>('/api/tarjetas', body, { token: operario })));
      expect(results.every((r) => r.status === 201)).toBe(true);
      const numbers = results.map((r) => r.body.numero).sort((a, b) => a - b);
      expect(numbers).toEqual(Array.from({ length: N }, (_, i) => first + i));
    }, 120_000);
  });

  describe('read', () => {
    it('answers the full array without parameters and a page with them', async () => {
      const all = await t.get<Tarjeta[]>('/api/tarjetas', { token: operario });
      expect(all.status).toBe(200);
      expect(Array.isArray(all.body)).toBe(true);
      expect(all.body.length).toBeGreaterThanOrEqual(SEED_TARJETAS_COUNT);
      const fechas = all.body.map((c) => c.fecha);
      expect(fechas).toEqual([...fechas].sort().reverse());

      const page = (await t.get<TarjetasPagina>('/api/tarjetas?page=1&pageSize=20', { token: operario })).body;
      expect(page).toMatchObject({ total: all.body.length, page: 1, pageSize: 20 });
      expect(page.items.map((c) => c._id)).toEqual(all.body.slice(20, 40).map((c) => c._id));

      const rojas = (await t.get<TarjetasPagina>('/api/tarjetas?color=Roja&sort=numero&order=asc&pageSize=-1', { token: operario })).body;
      expect(rojas.items.length).toBe(rojas.total);
      expect(rojas.items.every((c) => c.color === 'Roja')).toBe(true);
      expect(rojas.items.map((c) => c.numero)).toEqual(Array.from({ length: rojas.total }, (_, i) => i + 1));

      const byNumber = (await t.get<TarjetasPagina>('/api/tarjetas?color=Roja&numero=3', { token: operario })).body;
      expect(byNumber.items).toHaveLength(1);
      const q = (await t.get<TarjetasPagina>('/api/tarjetas?q=aceite&estado=Abierta&prioridad=Alta', { token: operario })).body;
      expect(q.items.every((c) => /aceite/i.test(`${c.descripcion}`) && c.estado === 'Abierta' && c.prioridad === 'Alta')).toBe(true);
      expect(q.total).toBeGreaterThan(0);
      expect(await t.get('/api/tarjetas?pageSize=1000', { token: operario })).toMatchObject({ status: 400, body: { msg: MSG.consultaInvalida } });
      expect(await t.get('/api/tarjetas?sort=password', { token: operario })).toMatchObject({ status: 400, body: { msg: MSG.consultaInvalida } });
    });

    it('gets one card, 404 for unknown or malformed ids, and resolves it as a tarjeta in /api/detalle', async () => {
      const card = await crear();
      expect((await t.get<Tarjeta>(`/api/tarjetas/${card._id}`, { token: operario })).body).toEqual(card);
      expect(await t.get(`/api/tarjetas/${UNKNOWN_ID}`, { token: operario })).toMatchObject({ status: 404, body: { msg: MSG.tarjetaNoEncontrada } });
      expect(await t.get('/api/tarjetas/no-es-uuid', { token: operario })).toMatchObject({ status: 404, body: { msg: MSG.tarjetaNoEncontrada } });
      expect((await t.get<DetalleTipoResponse>(`/api/detalle/${card._id}`, { token: operario })).body).toEqual({ _id: card._id, tipo: 'tarjeta' });
    });

    it('lists the distinct values of a column', async () => {
      expect((await t.get<string[]>('/api/tarjetas/valores?columna=color', { token: operario })).body.sort()).toEqual(['Amarilla', 'Azul', 'Roja', 'Verde']);
      const numeros = (await t.get<string[]>('/api/tarjetas/valores?columna=numero', { token: operario })).body;
      expect(numeros.slice(0, 3)).toEqual(['1', '2', '3']);
      expect((await t.get<string[]>('/api/tarjetas/valores?columna=fecha', { token: operario })).body[0]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      expect(await t.get('/api/tarjetas/valores?columna=password', { token: operario })).toMatchObject({ status: 400, body: { msg: MSG.columnaInvalida } });
    });

    it('lists the risk values by severity (NS → IN), not alphabetically', async () => {
      await crear({ ...roja, riesgoInicial: 'IN: INTOLERABLE' });
      await crear({ ...roja, riesgoInicial: 'NS: NO SIGNIFICATIVO' });
      const riesgos = (await t.get<string[]>('/api/tarjetas/valores?columna=riesgoInicial', { token: operario })).body;
      expect(riesgos).toEqual(expect.arrayContaining(['IN: INTOLERABLE', 'MO: MODERADO', 'NS: NO SIGNIFICATIVO']));
      expect(riesgos).toEqual(ordenarPorRiesgo(riesgos));
      expect(riesgos[0]).toBe('NS: NO SIGNIFICATIVO');
    });
  });

  describe('plan, close, edit, image, delete', () => {
    it('plans a card for any user', async () => {
      const card = await crear();
      const res = await t.post<Tarjeta>(
        '/api/tarjetas/agregarplanificacion',
        { _id: card._id, previstaCierre: '2026-12-01', responsableSeguimiento: 'Ana', recursos: 'Grúa', comentario1: 'ok' },
        { token: operario },
      );
      expect(res).toMatchObject({
        status: 200,
        body: { planificacion: true, previstaCierre: '2026-12-01', responsableSeguimiento: 'Ana', recursos: 'Grúa', comentario1: 'ok', solicitudCompras: null },
      });
      expect(
        await t.post('/api/tarjetas/agregarplanificacion', { _id: card._id, previstaCierre: '', responsableSeguimiento: 'Ana' }, { token: operario }),
      ).toMatchObject({ status: 400, body: { msg: MSG.campoRequerido } });
      expect(
        await t.post(
          '/api/tarjetas/agregarplanificacion',
          { _id: UNKNOWN_ID, previstaCierre: '2026-12-01', responsableSeguimiento: 'Ana' },
          { token: operario },
        ),
      ).toMatchObject({ status: 404 });
    });

    it('closes an open card the same day, computing tiempoEmpleado, and refuses a second close', async () => {
      const card = await crear();
      const res = await t.post<Tarjeta>('/api/tarjetas/cerrar', cierre(card), { token: operario });
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({
        estado: 'Cerrada',
        tiempoEmpleado: 2.5,
        responsable: 'Jorge Medina',
        tipoAccion: 'Eliminar',
        convertida: true,
        riesgoFinal: 'NS: NO SIGNIFICATIVO',
      });
      // The exact end sent (a date slice would fail from 21:30 UTC on, when +2.5 h is tomorrow in UTC).
      expect(res.body.finReparacion).toBe(new Date(Date.parse(card.fecha) + 60_000 + 2.5 * HOUR).toISOString());
      expect(await t.post('/api/tarjetas/cerrar', cierre(card), { token: operario })).toMatchObject({ status: 400, body: { msg: MSG.tarjetaNoAbierta } });
    });

    it.each([
      ['an empty field', { responsable: '' }, MSG.campoRequerido],
      ['no causa on a red card', { causa: '' }, MSG.campoRequerido],
      ['a blank causa on a red card', { causa: '   ' }, MSG.campoRequerido],
      ['no material', { materialUtilizado: '' }, MSG.campoRequerido],
      ['a start before the opening', { inicioReparacion: '2020-01-01T10:00:00Z' }, MSG.inicioPosteriorACreacion],
      ['an end before the opening', { finReparacion: '2020-01-01T09:00:00Z' }, MSG.finPosteriorACreacion],
      ['an end before its start', (c: Tarjeta) => ({ finReparacion: new Date(Date.parse(c.fecha) + 30_000).toISOString() }), MSG.finAnteriorAInicio],
      ['a bad action type', { tipoAccion: 'Rezar' }, MSG.tipoAccionInvalido],
      ['an unknown final risk', { riesgoFinal: 'XX' }, MSG.riesgoFinalNoConfigurado],
    ])('refuses a close with %s', async (_l, patch, msg) => {
      const card = await crear();
      expect(await t.post('/api/tarjetas/cerrar', cierre(card, typeof patch === 'function' ? patch(card) : patch), { token: operario })).toMatchObject({
        status: 400,
        body: { msg },
      });
    });

    it("accepts 'Ninguno' as Material utilizado (the close dialog's one-tap choice)", async () => {
      const card = await crear();
      const res = await t.post<Tarjeta>('/api/tarjetas/cerrar', cierre(card, { materialUtilizado: MATERIAL_NINGUNO }), { token: operario });
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({ estado: 'Cerrada', materialUtilizado: 'Ninguno' });
    });

    it('lets Verde close without causa and ignores convertida on Azul', async () => {
      const verde = await crear({ ...roja, color: 'Verde' });
      expect((await t.post<Tarjeta>('/api/tarjetas/cerrar', cierre(verde, { causa: '' }), { token: operario })).body).toMatchObject({
        estado: 'Cerrada',
        causa: '',
      });
      const azul = await crear({ ...roja, color: 'Azul' });
      expect((await t.post<Tarjeta>('/api/tarjetas/cerrar', cierre(azul), { token: operario })).body).toMatchObject({ estado: 'Cerrada', convertida: false });
    });

    it('closes yellow cards only on /cerrar/amarilla', async () => {
      const am = await crear(amarilla);
      const rojaCard = await crear();
      expect(await t.post('/api/tarjetas/cerrar', cierre(am), { token: operario })).toMatchObject({ status: 400, body: { msg: MSG.colorNoAmarilla } });
      expect(await t.post('/api/tarjetas/cerrar/amarilla', cierreAmarilla(rojaCard), { token: operario })).toMatchObject({
        status: 400,
        body: { msg: MSG.colorSoloAmarilla },
      });
      expect(await t.post('/api/tarjetas/cerrar/amarilla', cierreAmarilla(am, { causa: '' }), { token: operario })).toMatchObject({
        status: 400,
        body: { msg: MSG.campoRequerido },
      });
      expect(await t.post('/api/tarjetas/cerrar/amarilla', cierreAmarilla(am, { finReparacion: '2020-01-01T00:00:00Z' }), { token: operario })).toMatchObject({
        status: 400,
        body: { msg: MSG.finPosteriorACreacion },
      });
      const res = await t.post<Tarjeta>('/api/tarjetas/cerrar/amarilla', cierreAmarilla(am), { token: jefe });
      expect(res.body).toMatchObject({
        estado: 'Cerrada',
        verificacion: true,
        accionesComplementarias: 'Señalizar',
        causa: 'Apuro',
        inicioReparacion: null,
        tiempoEmpleado: null,
      });
      expect(await t.post('/api/tarjetas/cerrar/amarilla', cierreAmarilla(am), { token: operario })).toMatchObject({
        status: 400,
        body: { msg: MSG.tarjetaNoAbierta },
      });
    });

    it('edits for Jefe de area and Admin only; closing fields only on a closed card', async () => {
      const card = await crear();
      expect((await t.post('/api/tarjetas/editar', { _id: card._id, descripcion: 'x' }, { token: operario })).status).toBe(403);
      const res = await t.post<Tarjeta>(
        '/api/tarjetas/editar',
        { _id: card._id, descripcion: 'Nueva', prioridad: 'Seleccionar', maquina: 'Caldera', parteMaquina: 'Quemador' },
        { token: jefe },
      );
      expect(res.body).toMatchObject({ descripcion: 'Nueva', prioridad: 'Alta', maquina: 'Caldera', parteMaquina: 'Quemador' });
      expect(await t.post('/api/tarjetas/editar', { _id: card._id, maquina: 'Calandra 1' }, { token: jefe })).toMatchObject({
        status: 400,
        body: { msg: MSG.parteNoConfigurada },
      });
      expect(await t.post('/api/tarjetas/editar', { _id: card._id, equipo: 'Nadie' }, { token: admin })).toMatchObject({
        status: 400,
        body: { msg: MSG.equipoNoConfigurado },
      });
      expect(await t.post('/api/tarjetas/editar', { _id: card._id, responsable: 'Otro' }, { token: admin })).toMatchObject({
        status: 400,
        body: { msg: MSG.cierreSoloCerrada },
      });
      await t.post('/api/tarjetas/cerrar', cierre(card), { token: operario });
      expect(
        (await t.post<Tarjeta>('/api/tarjetas/editar', { _id: card._id, responsable: 'Otro', tiempoEmpleado: 3.14, tipoAccion: 'Contener' }, { token: admin }))
          .body,
      ).toMatchObject({ responsable: 'Otro', tiempoEmpleado: 3.1, tipoAccion: 'Contener' });
      const am = await crear(amarilla);
      expect(await t.post('/api/tarjetas/editar', { _id: am._id, descripcion: 'x' }, { token: admin })).toMatchObject({
        status: 400,
        body: { msg: MSG.colorNoAmarilla },
      });
      expect(await t.post('/api/tarjetas/editarAmarilla', { _id: card._id, descripcion: 'x' }, { token: admin })).toMatchObject({
        status: 400,
        body: { msg: MSG.colorSoloAmarilla },
      });
      expect(
        (await t.post<Tarjeta>('/api/tarjetas/editarAmarilla', { _id: am._id, sugerencia: 'Usar casco', familia: '8 - Actos Inseguros' }, { token: jefe }))
          .body,
      ).toMatchObject({ sugerencia: 'Usar casco' });
      expect(await t.post('/api/tarjetas/editarAmarilla', { _id: am._id, accionesComplementarias: 'x' }, { token: jefe })).toMatchObject({
        status: 400,
        body: { msg: MSG.cierreSoloCerrada },
      });
      expect(await t.post('/api/tarjetas/editar', { _id: UNKNOWN_ID, descripcion: 'x' }, { token: jefe })).toMatchObject({ status: 404 });
    });

    it('attaches only images uploaded to our storage (rules in uploads.attach.spec.ts)', async () => {
      const card = await crear();
      const own = (await upload(t, operario)).body.secure_url;
      expect((await t.post<Tarjeta>('/api/tarjetas/agregarimagen', { _id: card._id, imagenUrl: own }, { token: operario })).body.imagenUrl).toBe(own);
      for (const imagenUrl of [
        'https://evil.example/x.png',
        'http://localhost:80/uploads/../secret.png',
        'https://res.cloudinary.com/otro/image/upload/x.png',
        '/uploads/0620e496-684b-4143-94ea-59844f280cbb.png',
      ]) {
        expect(await t.post('/api/tarjetas/agregarimagen', { _id: (await crear())._id, imagenUrl }, { token: operario })).toMatchObject({
          status: 400,
          body: { msg: MSG.imagenUrlInvalida },
        });
      }
      expect(await t.post('/api/tarjetas/agregarimagen', { _id: UNKNOWN_ID, imagenUrl: own }, { token: operario })).toMatchObject({ status: 404 });
    });

    it('deletes for Admin only', async () => {
      const card = await crear();
      expect(await t.delete(`/api/tarjetas/${card._id}`, { token: jefe })).toMatchObject({ status: 403, body: { msg: MSG.sinPermiso } });
      expect(await t.delete(`/api/tarjetas/${card._id}`, { token: admin })).toMatchObject({ status: 200, body: { success: true } });
      expect((await t.get(`/api/tarjetas/${card._id}`, { token: admin })).status).toBe(404);
      expect((await t.delete(`/api/tarjetas/${card._id}`, { token: admin })).status).toBe(404);
      expect((await t.delete('/api/tarjetas/zzz', { token: admin })).status).toBe(404);
    });
  });

  it('notifications are the last 5 closed cards the user created, newest close first', async () => {
    await t.post('/api/users', { email: '4321', name: 'Nora Paz', password: '432100', role: 'Operario' }, { token: admin });
    const nora = (await t.login('4321', '432100')).token;
    expect((await t.get<Tarjeta[]>('/api/tarjetas/notificaciones', { token: nora })).body).toEqual([]);
    const cards: Tarjeta[] = [];
    for (let i = 0; i < 7; i++) cards.push(await crear(roja, nora));
    await crear(roja, nora); // stays open
    for (const c of cards) expect((await t.post('/api/tarjetas/cerrar', cierre(c), { token: operario })).status).toBe(200);
    const mine = (await t.get<Tarjeta[]>('/api/tarjetas/notificaciones', { token: nora })).body;
    expect(mine.map((c) => c._id)).toEqual(
      cards
        .slice(2)
        .reverse()
        .map((c) => c._id),
    );
    expect((await t.get<Tarjeta[]>('/api/tarjetas/notificaciones', { token: operario })).body.every((c) => c.estado === 'Cerrada')).toBe(true);
  });

  describe('/tarjetasfiltro', () => {
    it('consulta filters by column values and checkboxes', async () => {
      const res = await t.post<TarjetasPagina>(
        '/api/tarjetas/consulta',
        { selectedOption: ['numero'], filtros: { color: ['Roja', 'Azul'], estado: ['Cerrada'] }, convertida: true, pageSize: -1 },
        { token: operario },
      );
      expect(res.status).toBe(200);
      expect(res.body.total).toBeGreaterThan(0);
      expect(res.body.items.every((c) => ['Roja', 'Azul'].includes(c.color) && c.estado === 'Cerrada' && c.convertida)).toBe(true);
      const planned = (await t.post<TarjetasPagina>('/api/tarjetas/consulta', { planificacion: true }, { token: operario })).body;
      expect(planned.items.length).toBeLessThanOrEqual(10);
      expect(planned.items.every((c) => c.planificacion)).toBe(true);
    });

    const download = async (body: unknown, token = operario) => {
      const res = await t.app
        .getHttpAdapter()
        .getInstance()
        .inject({
          method: 'POST',
          url: '/api/tarjetas/export',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', host: 'attacker.example' },
          payload: JSON.stringify(body),
        });
      return res;
    };

    it('exports an xlsx with exactly the chosen columns, alert and QR columns, and formula-looking text as text', async () => {
      const trap = await crear({ ...roja, descripcion: '=HYPERLINK("http://evil","x")', detecto: '+1+1' });
      const res = await download({
        selectedOption: ['numero', 'descripcion', 'detecto', 'fecha', 'tiempoEmpleado'],
        filtros: { color: ['Roja'] },
        alerta: true,
        qrcode: true,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${EXPORT_FILE_NAME}"`);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = wb.getWorksheet('Tarjetas')!;
      const label = (k: string) => COLUMNAS_EXPORTABLES.find((c) => c.key === k)!.label;
      expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
        label('numero'),
        label('descripcion'),
        label('detecto'),
        label('fecha'),
        label('tiempoEmpleado'),
        'Alerta',
        'Qr Code',
      ]);
      let found = false;
      sheet.eachRow((row, n) => {
        if (n === 1) return;
        // The request's Host (attacker.example) never makes it into a link: no PUBLIC_URL → the configured address.
        expect(String(row.getCell(7).value)).toMatch(/^http:\/\/localhost:3000\/tarjeta\/[0-9a-f-]{36}$/);
        if (row.getCell(7).value !== `http://localhost:3000/tarjeta/${trap._id}`) return;
        found = true;
        expect(row.getCell(2).type).toBe(ExcelJS.ValueType.String);
        expect(row.getCell(2).value).toBe('=HYPERLINK("http://evil","x")');
        expect(row.getCell(3).value).toBe('+1+1');
        expect(row.getCell(1).value).toBe(trap.numero);
        expect(row.getCell(4).value).toBeInstanceOf(Date);
        expect(row.getCell(6).value).toBe('Faltan 15 días');
      });
      expect(found).toBe(true);
      const rojas = (await t.post<TarjetasPagina>('/api/tarjetas/consulta', { filtros: { color: ['Roja'] } }, { token: operario })).body.total;
      expect(sheet.rowCount).toBe(rojas + 1);
    });

    it('writes dates as Date cells in the plant time with a DD/MM/YYYY HH:mm format, column widths, a frozen header and a filter', async () => {
      const card = await crear({ ...roja, descripcion: 'Para exportar fechas' });
      const res = await download({
        selectedOption: ['numero', 'fecha', 'descripcion'],
        filtros: { numero: [String(card.numero)], color: ['Roja'] },
        alerta: true,
      });
      expect(res.statusCode).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = wb.getWorksheet('Tarjetas')!;
      expect(sheet.rowCount).toBe(2);
      const fecha = sheet.getRow(2).getCell(2);
      expect(fecha.value).toBeInstanceOf(Date);
      expect(fecha.numFmt).toBe('DD/MM/YYYY HH:mm');
      // The sheet shows the plant's wall clock (America/Argentina/Buenos_Aires, UTC−3): the Date's UTC fields hold it.
      const plant = new Intl.DateTimeFormat('en-CA', {
        timeZone: 'America/Argentina/Buenos_Aires',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })
        .format(new Date(card.fecha))
        .replace(', ', 'T');
      expect((fecha.value as Date).toISOString().slice(0, 16)).toBe(plant);
      expect(sheet.getColumn(1).width).toBe(10);
      expect(sheet.getColumn(2).width).toBe(17);
      expect(sheet.getColumn(3).width).toBe(60);
      expect(sheet.getColumn(4).width).toBeGreaterThan(10);
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      expect(sheet.autoFilter).toBe('A1:D1');
      expect(sheet.getRow(1).getCell(1).font).toMatchObject({ bold: true });
    });

    it('refuses an export without columns', async () => {
      const res = await download({ selectedOption: [] });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ msg: MSG.columnasRequeridas });
    });

    it('saves presets per user and lists them', async () => {
      const preset = { nombre: 'Rojas abiertas', selectedOption: ['numero', 'color'], color: ['Roja'], estado: ['Abierta'], alerta: true, qrcode: false };
      const res = await t.post<FiltroPreset>('/api/filters', preset, { token: operario });
      expect(res).toMatchObject({ status: 201, body: { ...preset, _id: expect.any(String), convertida: false, planificacion: false } });
      expect((await t.get<FiltroPreset[]>('/api/filters', { token: operario })).body).toEqual([res.body]);
      expect((await t.get<FiltroPreset[]>('/api/filters', { token: jefe })).body).toEqual([]);
      expect(await t.post('/api/filters', preset, { token: operario })).toMatchObject({ status: 400, body: { msg: MSG.filtroDuplicado } });
      expect((await t.post('/api/filters', preset, { token: jefe })).status).toBe(201);
      expect(await t.post('/api/filters', { ...preset, nombre: '' }, { token: operario })).toMatchObject({
        status: 400,
        body: { msg: MSG.filtroNombreRequerido },
      });
      expect((await t.get('/api/filters')).status).toBe(401);
    });

    it("takes a preset in the original client's shape (one string per column, '' = none) and lists it as lists", async () => {
      const original = {
        nombre: 'Original Roja',
        selectedOption: [
          { value: 'numero', label: 'Numero' },
          { value: 'color', label: 'Color' },
          { value: 'estado', label: 'Estado' },
        ],
        numero: '',
        color: 'Roja',
        equipo: '',
        prioridad: '',
        fecha: '',
        descripcion: '',
        estado: 'Abierta',
        maquina: '',
        detecto: '',
        familia: '',
        qrcode: true,
        alerta: false,
      };
      const res = await t.post<FiltroPreset>('/api/filters', original, { token: operario });
      const esperado = {
        _id: expect.any(String),
        nombre: 'Original Roja',
        selectedOption: ['numero', 'color', 'estado'],
        color: ['Roja'],
        estado: ['Abierta'],
        qrcode: true,
        alerta: false,
        convertida: false,
        planificacion: false,
      };
      expect(res).toMatchObject({ status: 201, body: esperado });
      expect(Object.keys(res.body).sort()).toEqual(Object.keys(esperado).sort());
      expect((await t.get<FiltroPreset[]>('/api/filters', { token: operario })).body).toContainEqual(res.body);
      expect(await t.post('/api/filters', { ...original, nombre: 'Otro', color: 7 }, { token: operario })).toMatchObject({
        status: 400,
        body: { msg: MSG.consultaInvalida },
      });
    });
  });
});
