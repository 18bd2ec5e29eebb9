import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MSG,
  plantaTiempo,
  type AuditoriaPagina,
  type AvisosVencidas,
  type Bandeja,
  type Campo,
  type MisReportesPagina,
  type Novedades,
  type Tarjeta,
  type User,
} from '@portal/shared/domain';
import { crearKaizen, crearTarjeta } from '../../../test/kaizen';
import { AvisosService } from '../avisos/avisos.service';
import { UNKNOWN_ID } from '../../../test/routes';
import { CIERRE_ROJA } from '../../../test/tarjetas';
import { FakeClock, startTestApp, testConfig, type TestApp } from '../../../test/test-app';

const DIA = 86_400_000;

describe('following a card: novedades for its author, Mis reportes, the Bandeja', () => {
  let t: TestApp;
  const clock = new FakeClock();
  let admin: string;
  let jefe: string;
  let operario: string;
  let jefeUser: User;

  beforeAll(async () => {
    t = await startTestApp({ clock });
    ({ admin, jefe, operario } = await t.roleTokens());
    jefeUser = (await t.get<User>('/api/auth/user', { token: jefe })).body;
  });
  afterAll(() => t.close());

  const novedades = (token = operario) => t.get<Novedades>('/api/tarjetas/notificaciones/novedades', { token });
  const misReportes = (token = operario, q = '') => t.get<MisReportesPagina>(`/api/tarjetas/mis-reportes${q}`, { token });
  const planificar = (card: Tarjeta, token = jefe, previstaCierre = '2026-12-04') =>
    t.post<Tarjeta>('/api/tarjetas/agregarplanificacion', { _id: card._id, previstaCierre, responsableSeguimiento: 'Ana' }, { token });
  const comentar = (card: Tarjeta, texto: string, token = jefe) => t.post(`/api/tarjetas/${card._id}/comentarios`, { texto }, { token });
  const cerrar = (card: Tarjeta, token = jefe) => {
    const ahora = clock.now().toISOString();
    return t.post<Tarjeta>('/api/tarjetas/cerrar', { _id: card._id, ...CIERRE_ROJA, inicioReparacion: ahora, finReparacion: ahora }, { token });
  };

  it('tells the author when someone else plans, comments and closes their card, newest first; their own acts are no news', async () => {
    const card = await crearTarjeta(t, operario);
    const antes = (await novedades()).body.noLeidas;
    expect((await comentar(card, 'Lo reviso yo mismo', operario)).status).toBe(201);
    expect((await novedades()).body.noLeidas).toBe(antes);

    expect((await planificar(card)).status).toBe(200);
    expect((await comentar(card, 'Falta el retén;\n  pedido   a compras')).status).toBe(201);
    expect((await cerrar(card)).status).toBe(200);

    const { body } = await novedades();
    expect(body.noLeidas).toBe(antes + 3);
    // The Notificaciones page asks for more than the bell's 20; ?limite=1 gives the newest only.
    expect((await t.get<Novedades>('/api/tarjetas/notificaciones/novedades?limite=1', { token: operario })).body.items.map((n) => n.tipo)).toEqual(['cerrada']);
    const deLaTarjeta = body.items.filter((n) => n.tarjetaId === card._id);
    expect(deLaTarjeta.map((n) => [n.tipo, n.actor, n.detalle, n.leida])).toEqual([
      ['cerrada', jefeUser.name, '', false],
      ['comentario', jefeUser.name, 'Falta el retén; pedido a compras', false],
      ['planificada', jefeUser.name, '2026-12-04', false],
    ]);
    expect(deLaTarjeta[0]).toMatchObject({ numero: card.numero, color: 'Roja', maquina: card.maquina });
    // The Jefe who did it gets nothing.
    expect((await novedades(jefe)).body.items.some((n) => n.tarjetaId === card._id)).toBe(false);
  });

  it('Mis reportes lists only my cards, newest first, with state, plan, who planned it, the last comment and the unread count', async () => {
    const vieja = await crearTarjeta(t, operario);
    clock.advance(60_000);
    const nueva = await crearTarjeta(t, operario, { descripcion: 'Ruido en el reductor' });
    await crearTarjeta(t, jefe);
    await planificar(nueva);
    await comentar(nueva, 'Primero');
    clock.advance(1_000);
    await comentar(nueva, 'Segundo comentario');

    const { body, status } = await misReportes(operario, '?pageSize=2');
    expect(status).toBe(200);
    expect(body.items.map((r) => r._id)).toEqual([nueva._id, vieja._id]);
    expect(body.items[0]).toMatchObject({
      numero: nueva.numero,
      color: 'Roja',
      estado: 'Abierta',
      descripcion: 'Ruido en el reductor',
      planificacion: true,
      previstaCierre: '2026-12-04',
      planificadaPor: jefeUser.name,
      ultimoComentario: { autor: jefeUser.name, texto: 'Segundo comentario' },
      novedades: 3,
    });
    expect(body.items[1]).toMatchObject({ planificacion: false, previstaCierre: null, planificadaPor: '', ultimoComentario: null, novedades: 0 });
    const todas = (await misReportes(operario, '?pageSize=100')).body;
    expect(body.total).toBe(todas.items.length);
    expect(todas.items.every((r) => r._id !== undefined)).toBe(true);
    expect(body.conNovedades).toBe(todas.items.filter((r) => r.novedades > 0).length);
    // Page 2 goes on where page 1 stopped.
    expect((await misReportes(operario, '?page=1&pageSize=1')).body.items[0]._id).toBe(vieja._id);
    // The Jefe's own list holds the Jefe's card, not the operator's.
    expect((await misReportes(jefe)).body.items.some((r) => r._id === nueva._id)).toBe(false);
  });

  it('opening the card reads its novedades (audited once); someone else opening it changes nothing; Marcar todas reads the rest', async () => {
    const card = await crearTarjeta(t, operario);
    await planificar(card);
    await comentar(card, 'Visto');
    const otra = await crearTarjeta(t, operario);
    await comentar(otra, 'Otra novedad');
    const noLeidas = (await novedades()).body.noLeidas;

    expect((await t.post<Novedades>(`/api/tarjetas/${card._id}/novedades/leidas`, undefined, { token: jefe })).status).toBe(200);
    expect((await novedades()).body.noLeidas).toBe(noLeidas);

    const res = await t.post<Novedades>(`/api/tarjetas/${card._id}/novedades/leidas`, undefined, { token: operario });
    expect(res.status).toBe(200);
    expect(res.body.noLeidas).toBe(noLeidas - 2);
    expect(res.body.items.filter((n) => n.tarjetaId === card._id).every((n) => n.leida)).toBe(true);
    expect(res.body.items.find((n) => n.tarjetaId === otra._id)?.leida).toBe(false);
    expect((await misReportes()).body.items.find((r) => r._id === card._id)?.novedades).toBe(0);
    // Read again: no write, so no second audit record.
    await t.post(`/api/tarjetas/${card._id}/novedades/leidas`, undefined, { token: operario });
    const auditoria = (await t.get<AuditoriaPagina>('/api/auditoria?entidad=novedad&pageSize=100', { token: admin })).body.items;
    const lecturas = auditoria.filter((r) => r.accion === 'leer_novedades');
    // The card's two novedades, each read once: leida false → true.
    expect(lecturas).toHaveLength(2);
    for (const r of lecturas) expect(r.cambios).toEqual([{ campo: 'leida', antes: false, despues: true }]);

    const todas = await t.post<Novedades>('/api/tarjetas/notificaciones/novedades/leidas', undefined, { token: operario });
    expect(todas.status).toBe(200);
    expect(todas.body.noLeidas).toBe(0);
    expect((await misReportes()).body.conNovedades).toBe(0);
  });

  it("opening a card also reads its overdue notices, and only that card's", async () => {
    const [una, otra] = [await crearTarjeta(t, operario, { prioridad: 'Alta' }), await crearTarjeta(t, operario, { prioridad: 'Alta' })];
    clock.advance(17 * DIA);
    await t.app.get(AvisosService).ejecutar(clock.now());
    const vencidas = async () => (await t.get<AvisosVencidas>('/api/tarjetas/notificaciones/vencidas', { token: operario })).body.items;
    const leida = async (id: string) => (await vencidas()).find((a) => a.tarjetaId === id)?.leida;
    expect([await leida(una._id), await leida(otra._id)]).toEqual([false, false]);
    expect((await vencidas()).find((a) => a.tarjetaId === una._id)?.equipo).toBe(una.equipo);
    expect((await t.post(`/api/tarjetas/${una._id}/novedades/leidas`, undefined, { token: operario })).status).toBe(200);
    expect([await leida(una._id), await leida(otra._id)]).toEqual([true, false]);
  });

  it('answers 404 for an unknown or malformed card and 400 for a bad page', async () => {
    for (const id of [UNKNOWN_ID, 'nope', '1']) {
      expect(await t.post(`/api/tarjetas/${id}/novedades/leidas`, undefined, { token: operario })).toMatchObject({
        status: 404,
        body: { msg: MSG.tarjetaNoEncontrada },
      });
    }
    for (const q of ['?page=-1', '?pageSize=0', '?pageSize=101', '?page=x']) {
      expect(await misReportes(operario, q)).toMatchObject({ status: 400, body: { msg: MSG.consultaInvalida } });
    }
    for (const lista of ['novedades', 'vencidas']) {
      for (const q of ['?limite=0', '?limite=201', '?limite=x']) {
        expect(await t.get(`/api/tarjetas/notificaciones/${lista}${q}`, { token: operario })).toMatchObject({
          status: 400,
          body: { msg: MSG.consultaInvalida },
        });
      }
    }
  });

  it("the Bandeja splits the open cards of the Jefe's equipo in disjoint sections and lists the Kaizen they lead", async () => {
    const equipo = 'Equipo de la bandeja';
    expect((await t.post('/api/campos', { name: 'equipo', value: equipo }, { token: admin })).status).toBe(201);
    expect((await t.post('/api/users/equipo', { _id: jefeUser._id, equipo }, { token: admin })).status).toBe(200);
    const vieja = await crearTarjeta(t, operario, { prioridad: 'Alta', equipo });
    const baja = await crearTarjeta(t, operario, { prioridad: 'Baja', equipo });
    clock.advance(17 * DIA);
    const nueva = await crearTarjeta(t, operario, { prioridad: 'Alta', equipo });
    const planificada = await crearTarjeta(t, operario, { prioridad: 'Media', equipo });
    const lejana = await crearTarjeta(t, operario, { prioridad: 'Media', equipo });
    // Plant days (PLANT_TZ), not UTC ones: near midnight they differ.
    const enDias = (n: number) => plantaTiempo(testConfig().plantTz).hoy(new Date(clock.now().getTime() + n * DIA));
    expect((await planificar(planificada, jefe, enDias(0))).status).toBe(200);
    expect((await planificar(lejana, jefe, enDias(30))).status).toBe(200);
    const otroEquipo = await crearTarjeta(t, operario, { maquina: 'Laminadora 3', parteMaquina: 'Rodillos', equipo: 'Laminadora' });
    const kaizen = await crearKaizen(t, admin, undefined, { lider: jefeUser.name });

    const { body, status } = await t.get<Bandeja>('/api/bandeja', { token: jefe });
    expect(status).toBe(200);
    expect(body.equipos).toEqual([equipo]);
    const ids = (b: Bandeja, s: 'vencidas' | 'porPlanificar' | 'paraCerrar') => b[s].items.map((i) => i._id);
    // Overdue (Alta, 17 days) first; then the rest by priority (Alta before Baja); planned this week; the far plan waits.
    expect(ids(body, 'vencidas')).toEqual([vieja._id]);
    expect(ids(body, 'porPlanificar')).toEqual([nueva._id, baja._id]);
    expect(ids(body, 'paraCerrar')).toEqual([planificada._id]);
    expect([body.vencidas.total, body.porPlanificar.total, body.paraCerrar.total]).toEqual([1, 2, 1]);
    expect(body.paraCerrar.items[0]).toMatchObject({ planificacion: true, previstaCierre: enDias(0), equipo });
    expect(body.kaizen.items.find((k) => k._id === kaizen._id)).toMatchObject({ estado: 'Abierta' });

    // The Admin's inbox covers every equipo; an Operario has none.
    const deAdmin = (await t.get<Bandeja>('/api/bandeja', { token: admin })).body;
    expect(deAdmin.equipos).toEqual([]);
    expect(deAdmin.porPlanificar.total).toBeGreaterThan(body.porPlanificar.total);
    expect(deAdmin.vencidas.total).toBeGreaterThan(1);
    expect(JSON.stringify(body)).not.toContain(otroEquipo._id);
    expect((await t.get('/api/bandeja', { token: operario })).status).toBe(403);
  });

  it('the Bandeja of a Jefe with equipos a cargo covers their own equipo and those, and nothing else', async () => {
    const [propio, aCargo, ajeno] = ['Bandeja propio', 'Bandeja a cargo', 'Bandeja ajeno'];
    for (const value of [propio, aCargo, ajeno]) expect((await t.post('/api/campos', { name: 'equipo', value }, { token: admin })).status).toBe(201);
    expect((await t.post('/api/users/equipo', { _id: jefeUser._id, equipo: propio }, { token: admin })).status).toBe(200);
    const asignado = await t.post<User>('/api/users/equipos-a-cargo', { _id: jefeUser._id, equipos: [aCargo, propio, aCargo] }, { token: admin });
    // Their own equipo is always theirs: kept once, not stored twice.
    expect(asignado).toMatchObject({ status: 200, body: { equipo: propio, equiposACargo: [aCargo] } });
    const [a, b, c] = [
      await crearTarjeta(t, operario, { equipo: propio }),
      await crearTarjeta(t, operario, { equipo: aCargo }),
      await crearTarjeta(t, operario, { equipo: ajeno }),
    ];
    const { body } = await t.get<Bandeja>('/api/bandeja', { token: jefe });
    expect(body.equipos).toEqual([propio, aCargo]);
    const ids = body.porPlanificar.items.map((i) => i._id);
    expect(ids).toEqual(expect.arrayContaining([a._id, b._id]));
    expect(ids).not.toContain(c._id);
    // Deleting an equipo campo takes it out of every Jefe's charge.
    const campo = (await t.get<Campo[]>('/api/campos', { token: admin })).body.find((x) => x.name === 'equipo' && x.value === aCargo)!;
    expect((await t.delete(`/api/campos/${campo._id}`, { token: admin })).status).toBe(200);
    expect((await t.get<User[]>('/api/users', { token: admin })).body.find((u) => u._id === jefeUser._id)?.equiposACargo).toEqual([]);
    expect((await t.post('/api/users/equipos-a-cargo', { _id: jefeUser._id, equipos: [] }, { token: admin })).status).toBe(200);
  });

  it('lists the longest overdue first: the alert days of each priority count, not only the age', async () => {
    const equipo = 'Equipo del orden';
    expect((await t.post('/api/campos', { name: 'equipo', value: equipo }, { token: admin })).status).toBe(201);
    expect((await t.post('/api/users/equipo', { _id: jefeUser._id, equipo }, { token: admin })).status).toBe(200);
    const baja = await crearTarjeta(t, operario, { prioridad: 'Baja', equipo });
    clock.advance(10 * DIA);
    const alta = await crearTarjeta(t, operario, { prioridad: 'Alta', equipo });
    clock.advance(60 * DIA);
    // Baja: 70 days open, 10 past its 60; Alta: 60 days open, 45 past its 15.
    const { body } = await t.get<Bandeja>('/api/bandeja', { token: jefe });
    expect(body.vencidas.items.map((i) => i._id)).toEqual([alta._id, baja._id]);
  });
});
