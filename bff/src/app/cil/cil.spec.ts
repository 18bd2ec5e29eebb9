import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  inicioDelDia,
  lunesDe,
  MSG,
  primeraVentanaCil,
  sumarDias,
  TURNOS_DEFECTO,
  ventanaCil,
  ventanaSiguiente,
  type AuditoriaPagina,
  type CalendarioCil,
  type Campo,
  type CumplimientoCil,
  type EjecucionCil,
  type HistorialPuntoCil,
  type MaquinaCilPendiente,
  type PuntoCil,
  type RutinaCil,
  type Tarjeta,
  type User,
} from '@portal/shared/domain';
import { FakeClock, startTestApp, type TestApp } from '../../../test/test-app';
import { TARJETA_ROJA } from '../../../test/tarjetas';

const ZONA = 'Europe/Madrid';
const CAL: CalendarioCil = { zona: ZONA, turnos: TURNOS_DEFECTO };
/** An instant of a plant day at a plant hour (Madrid). */
const a = (dia: string, hora = 9, minuto = 0) => new Date(inicioDelDia(dia, ZONA).getTime() + (hora * 60 + minuto) * 60_000);

const PUNTO = { tipo: 'lubricacion', parte: 'Reductor', tarea: 'Verificar nivel de aceite', estandar: 'Nivel entre marcas', minutos: 5, frecuencia: 'diaria' };

/**
 * Issue 26 §1 through the API: a machine's CIL points (who defines them, numbering, a frequency change that keeps the
 * past), runs sent once with an Idempotency-Key, the card raised from a No OK point linked in either order, the due
 * list, and the compliance counted by the database against an enumeration of every window (DST included).
 */
describe('/api/cil: CIL standards and routines (issue 26 §1)', () => {
  let t: TestApp;
  const clock = new FakeClock();
  let admin: string;
  let jefe: string;
  let operario: string;
  let maquina: Campo;
  let otra: Campo;
  let miembro: User;
  let tokenMiembro: string;
  let seq = 0;
  const clave = () => `cil-${++seq}`;

  const crearPunto = (body: object, token = jefe, m = maquina._id) => t.post<PuntoCil>(`/api/cil/maquinas/${m}/puntos`, body, { token });
  const rutina = (token = tokenMiembro, m = maquina._id) => t.get<RutinaCil>(`/api/cil/maquinas/${m}`, { token });
  const registrar = (body: object, token = tokenMiembro, key: string | null = clave()) =>
    t.post<EjecucionCil>('/api/cil/ejecuciones', body, { token, headers: key === null ? {} : { 'idempotency-key': key } });
  const run = (en: Date, resultados: object[], m = maquina._id) => ({
    maquinaId: m,
    iniciadaEn: new Date(en.getTime() - 10 * 60_000).toISOString(),
    terminadaEn: en.toISOString(),
    minutos: 10,
    resultados,
  });

  beforeAll(async () => {
    clock.freeze();
    clock.advanceTo(a('2027-03-15', 13));
    t = await startTestApp({ clock, env: { PLANT_TZ: ZONA } });
    ({ admin, jefe, operario } = await t.roleTokens());
    const campo = async (name: string, value: string) => (await t.post<Campo>('/api/campos', { name, value }, { token: admin })).body;
    const equipo = await campo('equipo', 'Equipo CIL');
    maquina = await campo('maquina', 'Prensa CIL');
    otra = await campo('maquina', 'Torno CIL');
    await t.post('/api/campos/equipoMaquina', { _id: maquina._id, equipo: equipo.value }, { token: admin });
    miembro = (await t.post<User>('/api/users', { email: '8301', name: 'Ciro Lubrica', password: '654321', role: 'Operario' }, { token: admin })).body;
    await t.post('/api/users/equipo', { _id: miembro._id, equipo: equipo.value }, { token: admin });
    tokenMiembro = (await t.login('8301', '654321')).token;
  });
  afterAll(() => t?.close());

  it('an Admin or Jefe defines the points (numbered in order); an Operario cannot; bad input and unknown machines are refused', async () => {
    expect((await crearPunto(PUNTO, operario)).status).toBe(403);
    const uno = await crearPunto(PUNTO);
    expect(uno.status, uno.text).toBe(201);
    expect(uno.body).toMatchObject({ numero: 1, tipo: 'lubricacion', frecuencia: 'diaria', desde: '2027-03-15', marcador: null });
    const dos = await crearPunto({ ...PUNTO, tipo: 'limpieza', parte: 'Bancada', frecuencia: 'turno', marcador: { x: 0.25, y: 0.5 } }, admin);
    expect(dos.body).toMatchObject({ numero: 2, marcador: { x: 0.25, y: 0.5 } });
    const malas: [object, number, string][] = [
      [{ ...PUNTO, numero: 1 }, 400, MSG.cilNumeroRepetido],
      [{ ...PUNTO, frecuencia: 'dias' }, 400, MSG.cilCadaDiasInvalido],
      [{ ...PUNTO, minutos: 0 }, 400, MSG.cilMinutosInvalidos],
      [{ ...PUNTO, parte: ' ' }, 400, MSG.cilParteRequerida],
    ];
    for (const [body, status, msg] of malas) {
      const res = await crearPunto(body);
      expect([res.status, (res.body as unknown as { msg: string }).msg]).toEqual([status, msg]);
    }
    for (const id of [
      '00000000-0000-4000-8000-000000000000',
      'x',
      (await t.get<Campo[]>('/api/campos', { token: admin })).body.find((c) => c.name === 'equipo')!._id,
    ]) {
      const res = await crearPunto(PUNTO, jefe, id);
      expect([res.status, (res.body as unknown as { msg: string }).msg]).toEqual([404, MSG.cilMaquinaNoEncontrada]);
    }
    const r = await rutina();
    expect(r.body.puntos.map((p) => [p.numero, p.estado])).toEqual([
      [1, 'pendiente'],
      [2, 'pendiente'],
    ]);
    expect(r.body).toMatchObject({ maquina: 'Prensa CIL', equipo: 'Equipo CIL', puedeEditar: false });
    expect((await rutina(jefe)).body.puedeEditar).toBe(true);
    // The shift point is due when the Mañana ends (14:00 in Madrid, CET).
    expect(r.body.puntos[1].vence).toBe(a('2027-03-15', 14).toISOString());
  });

  it('a run is recorded once per Idempotency-Key, marks its points done, and writes the audit trail', async () => {
    const { puntos } = (await rutina()).body;
    const body = run(a('2027-03-15', 11), [
      { punto: puntos[0]._id, resultado: 'ok' },
      { punto: puntos[1]._id, resultado: 'no_realizado', motivo: 'Máquina en producción' },
    ]);
    const k = clave();
    const first = await registrar(body, tokenMiembro, k);
    expect(first.status, first.text).toBe(201);
    const again = await registrar(body, tokenMiembro, k);
    expect(again.body._id).toBe(first.body._id);
    expect(first.body).toMatchObject({ maquina: 'Prensa CIL', operario: { _id: miembro._id, nombre: 'Ciro Lubrica' }, minutos: 10 });
    expect(first.body.resultados.map((r) => [r.numero, r.resultado, r.motivo])).toEqual([
      [1, 'ok', ''],
      [2, 'no_realizado', 'Máquina en producción'],
    ]);
    const despues = (await rutina()).body.puntos;
    expect(despues.map((p) => [p.numero, p.estado, p.ultimo?.resultado])).toEqual([
      [1, 'hecho', 'ok'],
      [2, 'pendiente', 'no_realizado'],
    ]);
    const trail = (await t.get<AuditoriaPagina>(`/api/auditoria?entidad=cil_ejecucion&entidadId=${first.body._id}`, { token: admin })).body.items;
    expect(trail.map((x) => x.accion)).toEqual(['crear']);
  });

  it('refuses a bad run with a Spanish message and records nothing', async () => {
    const { puntos } = (await rutina()).body;
    const ajeno = (await crearPunto(PUNTO, jefe, otra._id)).body;
    const casos: [object, string][] = [
      [run(a('2027-03-15', 11), [{ punto: puntos[0]._id, resultado: 'no_realizado' }]), MSG.cilMotivoRequerido],
      [run(a('2027-03-15', 11), [{ punto: ajeno._id, resultado: 'ok' }]), MSG.cilPuntoDeOtraMaquina],
      [run(a('2027-03-15', 11), [{ punto: 'no-es-uuid', resultado: 'ok' }]), MSG.cilPuntoDeOtraMaquina],
      [run(a('2027-03-16', 11), [{ punto: puntos[0]._id, resultado: 'ok' }]), MSG.cilFechasRutinaInvalidas],
      [run(a('2027-02-01', 11), [{ punto: puntos[0]._id, resultado: 'ok' }]), MSG.cilFechasRutinaInvalidas],
      [
        { ...run(a('2027-03-15', 11), [{ punto: puntos[0]._id, resultado: 'ok' }]), iniciadaEn: a('2027-03-15', 12).toISOString() },
        MSG.cilFechasRutinaInvalidas,
      ],
    ];
    for (const [body, msg] of casos) {
      const res = await registrar(body);
      expect([res.status, (res.body as unknown as { msg: string }).msg]).toEqual([400, msg]);
    }
    const desconocida = await registrar(run(a('2027-03-15', 11), [{ punto: puntos[0]._id, resultado: 'ok' }], '00000000-0000-4000-8000-000000000000'));
    expect(desconocida.status).toBe(404);
  });

  it('links the card raised from a No OK point, whether the card reaches the server before or after the run', async () => {
    const { puntos } = (await rutina()).body;
    const [kAntes, kDespues] = [clave(), clave()];
    const card = (k: string) =>
      t.post<Tarjeta>('/api/tarjetas', { ...TARJETA_ROJA, descripcion: 'CIL: nivel bajo' }, { token: tokenMiembro, headers: { 'idempotency-key': k } });
    const antes = (await card(kAntes)).body;
    const res = await registrar(
      run(a('2027-03-15', 12), [
        { punto: puntos[0]._id, resultado: 'no_ok', comentario: 'Nivel bajo', tarjetaKey: kAntes },
        { punto: puntos[1]._id, resultado: 'no_ok', comentario: 'Virutas', tarjetaKey: kDespues },
      ]),
    );
    expect(res.status, res.text).toBe(201);
    expect(res.body.resultados.map((r) => r.tarjeta?.numero ?? null)).toEqual([antes.numero, null]);
    const despues = (await card(kDespues)).body;
    const leida = (await t.get<EjecucionCil>(`/api/cil/ejecuciones/${res.body._id}`, { token: operario })).body;
    expect(leida.resultados.map((r) => r.tarjeta && [r.tarjeta.numero, r.tarjeta.color])).toEqual([
      [antes.numero, 'Roja'],
      [despues.numero, 'Roja'],
    ]);
    const historial = (await t.get<HistorialPuntoCil[]>(`/api/cil/puntos/${puntos[1]._id}/historial`, { token: operario })).body;
    expect(historial.map((h) => [h.resultado, h.por, h.tarjeta?.numero ?? null])).toEqual([
      ['no_ok', 'Ciro Lubrica', despues.numero],
      ['no_realizado', 'Ciro Lubrica', null],
    ]);
  });

  it('the team’s members see the machine in their due list; a frequency change continues the point from today', async () => {
    clock.advanceTo(a('2027-03-17', 9));
    const lista = (await t.get<MaquinaCilPendiente[]>('/api/cil/pendientes', { token: tokenMiembro })).body;
    expect(lista.map((m) => [m.maquina, m.pendientes, m.atrasados])).toEqual([['Prensa CIL', 2, 2]]);
    expect((await t.get<MaquinaCilPendiente[]>('/api/cil/pendientes', { token: operario })).body).toEqual([]);
    const { puntos } = (await rutina()).body;
    const cambiado = await t.request<PuntoCil>('PATCH', `/api/cil/puntos/${puntos[0]._id}`, { body: { frecuencia: 'semanal' }, token: jefe });
    expect(cambiado.status, cambiado.text).toBe(200);
    expect(cambiado.body).toMatchObject({ numero: 1, frecuencia: 'semanal', desde: '2027-03-17' });
    expect(cambiado.body._id).not.toBe(puntos[0]._id);
    expect((await t.request('PATCH', `/api/cil/puntos/${puntos[0]._id}`, { body: { parte: 'X' }, token: jefe })).status).toBe(404);
    // The history of the new point reads the old one's records.
    expect((await t.get<HistorialPuntoCil[]>(`/api/cil/puntos/${cambiado.body._id}/historial`, { token: operario })).body.length).toBe(2);
    // A run queued before the change still names the old point: recorded, not refused.
    expect((await registrar(run(a('2027-03-16', 20), [{ punto: puntos[0]._id, resultado: 'ok' }]))).status).toBe(201);
    expect((await t.delete(`/api/cil/puntos/${puntos[1]._id}`, { token: operario })).status).toBe(403);
    expect((await t.delete(`/api/cil/puntos/${puntos[1]._id}`, { token: jefe })).status).toBe(200);
    expect((await rutina()).body.puntos.map((p) => p.numero)).toEqual([1]);
  });

  it('counts compliance in the database as an enumeration of every window does, across the DST change and with shifts', async () => {
    // A fresh machine with one point of each frequency from 20/03/2027; runs over 12 days that cross 28/03 (DST).
    const campo = (await t.post<Campo>('/api/campos', { name: 'maquina', value: 'Línea DST' }, { token: admin })).body;
    const equipoDst = (await t.post<Campo>('/api/campos', { name: 'equipo', value: 'Equipo DST' }, { token: admin })).body;
    await t.post('/api/campos/equipoMaquina', { _id: campo._id, equipo: equipoDst.value }, { token: admin });
    clock.advanceTo(a('2027-03-20', 8));
    const frecuencias = [
      { frecuencia: 'turno' },
      { frecuencia: 'diaria' },
      { frecuencia: 'semanal' },
      { frecuencia: 'mensual' },
      { frecuencia: 'dias', cadaDias: 3 },
    ];
    const puntos: PuntoCil[] = [];
    for (const f of frecuencias) puntos.push((await crearPunto({ ...PUNTO, ...f }, jefe, campo._id)).body);
    clock.advanceTo(a('2027-04-01', 15, 30));
    const ahora = clock.now();
    // Runs at every 7 hours from the start, skipping some: each fulfils the windows it falls in.
    const hechas = new Map<string, Set<string>>(puntos.map((p) => [p._id, new Set()]));
    for (let i = 0, en = a('2027-03-20', 8, 30); en < ahora; i++, en = new Date(en.getTime() + 7 * 3_600_000)) {
      if (i % 4 === 3) continue;
      const res = await registrar(
        run(
          en,
          puntos.map((p) => ({ punto: p._id, resultado: i % 5 === 0 ? 'no_ok' : 'ok' })),
          campo._id,
        ),
      );
      expect(res.status, res.text).toBe(201);
      for (const p of puntos) {
        const v = ventanaCil({ frecuencia: p.frecuencia, cadaDias: p.cadaDias, desde: p.desde }, en, CAL);
        hechas.get(p._id)!.add(`${v.dia}|${v.turno}`);
      }
    }
    // The enumeration: every window of each point from its first one, by the week it starts in.
    const desde = '2027-03-15';
    const hasta = '2027-04-05';
    const esperado = new Map<string, { debidas: number; cumplidas: number }>();
    for (const p of puntos) {
      const f = { frecuencia: p.frecuencia, cadaDias: p.cadaDias, desde: p.desde };
      for (let v = primeraVentanaCil(f, CAL); v.inicio < ahora; v = ventanaSiguiente(f, v, CAL)) {
        if (v.dia < desde || v.dia >= hasta) continue;
        const cumplida = hechas.get(p._id)!.has(`${v.dia}|${v.turno}`);
        if (v.fin > ahora && !cumplida) continue;
        const s = esperado.get(lunesDe(v.dia)) ?? { debidas: 0, cumplidas: 0 };
        s.debidas += 1;
        if (cumplida) s.cumplidas += 1;
        esperado.set(lunesDe(v.dia), s);
      }
    }
    const c = (await t.get<CumplimientoCil>(`/api/cil/cumplimiento?desde=${desde}&hasta=2027-04-01&equipo=${equipoDst._id}`, { token: operario })).body;
    expect(c.desde).toBe(desde);
    expect(c.hasta).toBe(sumarDias(hasta, -1));
    expect(c.semanas.map((s) => [s.clave, s.debidas, s.cumplidas])).toEqual(
      ['2027-03-15', '2027-03-22', '2027-03-29'].map((w) => [w, esperado.get(w)?.debidas ?? 0, esperado.get(w)?.cumplidas ?? 0]),
    );
    const linea = c.maquinas.find((m) => m.nombre === 'Línea DST')!;
    const total = [...esperado.values()].reduce((x, y) => ({ debidas: x.debidas + y.debidas, cumplidas: x.cumplidas + y.cumplidas }), {
      debidas: 0,
      cumplidas: 0,
    });
    expect([linea.debidas, linea.cumplidas]).toEqual([total.debidas, total.cumplidas]);
    expect(linea.porcentaje).toBe(Math.floor((total.cumplidas * 100) / total.debidas));
    expect([c.total.debidas, c.total.cumplidas, c.equipos.map((e) => e.nombre)]).toEqual([total.debidas, total.cumplidas, ['Equipo DST']]);
    const plantaEntera = (await t.get<CumplimientoCil>(`/api/cil/cumplimiento?desde=${desde}&hasta=2027-04-01`, { token: operario })).body;
    expect(plantaEntera.total.debidas).toBeGreaterThan(total.debidas);
    expect(plantaEntera.operarios.find((o) => o.nombre === 'Ciro Lubrica')!.cumplidas).toBeGreaterThanOrEqual(total.cumplidas);
    const desconocido = await t.get<{ msg: string }>('/api/cil/cumplimiento?equipo=00000000-0000-4000-8000-000000000000', { token: operario });
    expect([desconocido.status, desconocido.body.msg]).toEqual([404, MSG.equipoNoEncontrado]);
    const excel = await t.get(`/api/cil/cumplimiento/excel?desde=${desde}`, { token: operario });
    expect([excel.status, excel.headers['content-type']]).toEqual([200, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);
    const mal = await t.get<{ msg: string }>('/api/cil/cumplimiento?desde=2027-04-01&hasta=2027-03-01', { token: operario });
    expect([mal.status, mal.body.msg]).toEqual([400, MSG.cilRangoInvalido]);
  });

  it('shifts are a plant setting: the Admin sets them, windows follow', async () => {
    const res = await t.request('PATCH', '/api/plantas/1', {
      body: {
        turnos: [
          { nombre: 'Noche', inicio: '20:00' },
          { nombre: 'Día', inicio: '08:00' },
        ],
      },
      token: admin,
    });
    expect(res.status, res.text).toBe(200);
    expect((res.body as { turnos: unknown }).turnos).toEqual([
      { nombre: 'Día', inicio: '08:00' },
      { nombre: 'Noche', inicio: '20:00' },
    ]);
    const campo = (await t.post<Campo>('/api/campos', { name: 'maquina', value: 'Turnos 12 h' }, { token: admin })).body;
    await crearPunto({ ...PUNTO, frecuencia: 'turno' }, jefe, campo._id);
    // 15:30 in Madrid: the Día shift, due at 20:00; new this shift, it is not late for the shifts before it.
    expect((await rutina(jefe, campo._id)).body.puntos[0]).toMatchObject({ vence: a('2027-04-01', 20).toISOString(), estado: 'pendiente' });
    const malo = await t.request<{ msg: string }>('PATCH', '/api/plantas/1', { body: { turnos: [] }, token: admin });
    expect([malo.status, malo.body.msg]).toEqual([400, MSG.turnosInvalidos]);
  });
});
