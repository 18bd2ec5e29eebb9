import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AJUSTES_PROGRAMA_AM_DEFECTO,
  inicioDelDia,
  MSG,
  PASOS_AM_DEFECTO,
  sumarDias,
  type AjustesProgramaAm,
  type AuditoriaAm,
  type AuditoriaPagina,
  type Campo,
  type EquipoAm,
  type EquipoAmDetalle,
  type FigurasPuertaAm,
  type Kaizen,
  type KaizensPagina,
  type Tarjeta,
  type TarjetasPagina,
  type CurvaAm,
  type User,
} from '@portal/shared/domain';
import ExcelJS from 'exceljs';
import { crearKaizen, PLANIFICAR } from '../../../test/kaizen';
import { CIERRE_ROJA, TARJETA_AMARILLA, TARJETA_ROJA } from '../../../test/tarjetas';
import { FakeClock, startTestApp, type TestApp } from '../../../test/test-app';

const ZONA = 'America/Argentina/Buenos_Aires';
/** A plant day's instant at `hora` (plant time, UTC−3). */
const a = (dia: string, hora = 9) => new Date(inicioDelDia(dia, ZONA).getTime() + hora * 3_600_000);

/** A card as the test made it: what the independent count reads (never the database). */
interface Hecha {
  card: Tarjeta;
  equipo: string;
  color: string;
  fecha: Date;
  autor: string;
  detecto: string;
  cerrada: boolean;
  /** When it was closed (its repair's end). */
  fin: Date | null;
  planificada: boolean;
}

/**
 * Issue 25 §3 and §5: the live step gate. A fixture plant with teams at different steps; every figure is checked
 * against a count the test makes from the cards it created, and the proposal → approval / rejection / override loop
 * against the audit trail.
 */
describe('/api/programa: the step gate (issue 25 §3, §5)', () => {
  let t: TestApp;
  const clock = new FakeClock();
  let admin: string;
  let jefe: string;
  let operario: string;
  let alfa: Campo;
  let beta: Campo;
  let ana: User;
  let beto: User;
  let carla: User;
  const tokens: Record<string, string> = {};
  const hechas: Hecha[] = [];
  const kaizenCerrados: { maquina: string; fin: string }[] = [];

  const detalle = async (id: string, token = admin) => {
    const res = await t.get<EquipoAmDetalle>(`/api/programa/equipos/${id}`, { token });
    expect(res.status, res.text).toBe(200);
    return res.body;
  };
  const lista = async () => (await t.get<EquipoAm[]>('/api/programa/equipos', { token: operario })).body;
  const post = <T = EquipoAmDetalle>(path: string, body: unknown, token = admin) => t.post<T>(`/api/programa/equipos/${path}`, body, { token });

  async function tarjeta(equipo: string, autor: string, patch: Record<string, unknown> = {}): Promise<Tarjeta> {
    const body = { ...TARJETA_ROJA, equipo, maquina: equipo === alfa.value ? 'Alfa M1' : 'Beta M1', ...patch };
    const res = await t.post<Tarjeta>(body.color === 'Amarilla' ? '/api/tarjetas/amarilla' : '/api/tarjetas', body, { token: tokens[autor] });
    expect(res.status, res.text).toBe(201);
    hechas.push({
      card: res.body,
      equipo,
      color: String(body.color),
      fecha: clock.now(),
      autor,
      detecto: String(body.detecto),
      cerrada: false,
      fin: null,
      planificada: false,
    });
    return res.body;
  }
  async function cerrar(card: Tarjeta) {
    const fin = clock.now().toISOString();
    const res = await t.post('/api/tarjetas/cerrar', { _id: card._id, inicioReparacion: card.fecha, finReparacion: fin, ...CIERRE_ROJA }, { token: admin });
    expect(res.status, res.text).toBe(200);
    Object.assign(
      hechas.find((h) => h.card._id === card._id)!,
      { cerrada: true, fin: new Date(fin) },
    );
  }
  async function planificar(card: Tarjeta) {
    const res = await t.post(
      '/api/tarjetas/agregarplanificacion',
      { _id: card._id, previstaCierre: '2027-04-30', responsableSeguimiento: 'Ana' },
      { token: admin },
    );
    expect(res.status, res.text).toBe(200);
    hechas.find((h) => h.card._id === card._id)!.planificada = true;
  }
  async function kaizen(maquina: string, cerrarloEl?: string): Promise<Kaizen> {
    const k = await crearKaizen(t, admin, undefined, { maquina });
    if (cerrarloEl) await cerrarKaizen(k, cerrarloEl);
    return k;
  }
  async function cerrarKaizen(k: Kaizen, fin: string) {
    const res = await t.post(
      '/api/tarjetaskaizen/cerrar',
      { _id: k._id, implementacion: false, ...PLANIFICAR, objetivoCompletado: 'Sí', fechaFinalizacionMejora: fin },
      { token: admin },
    );
    expect(res.status, res.text).toBe(200);
    kaizenCerrados.push({ maquina: k.maquina, fin });
  }

  /** The gate's figures counted here, from the cards the test made, by the rule the issue states. */
  function contar(equipo: string, desde: string, miembros: User[], hoy: string, semanas: number, maquinas: string[]): FigurasPuertaAm {
    const inicio = inicioDelDia(desde, ZONA);
    const participacionDesde = sumarDias(hoy, 1 - 7 * semanas);
    const ventana = inicioDelDia(participacionDesde, ZONA);
    const delPaso = hechas.filter((h) => h.equipo === equipo && h.fecha >= inicio);
    const amarillas = hechas.filter((h) => h.equipo === equipo && h.color === 'Amarilla');
    const porMiembro = miembros.map(
      (m) => hechas.filter((h) => h.fecha >= ventana && (h.autor === m._id || h.detecto.trim().toLowerCase() === m.name.toLowerCase())).length,
    );
    return {
      desde,
      participacionDesde,
      colgadas: delPaso.length,
      abiertas: delPaso.filter((h) => !h.cerrada).length,
      amarillas: amarillas.length,
      amarillasAtendidas: amarillas.filter((h) => h.cerrada || h.planificada).length,
      miembros: miembros.length,
      miembrosConTarjeta: porMiembro.filter((n) => n > 0).length,
      tarjetasMax: porMiembro.length ? Math.max(...porMiembro) : null,
      tarjetasMin: porMiembro.length ? Math.min(...porMiembro) : null,
      kaizenCerrados: kaizenCerrados.filter((k) => maquinas.includes(k.maquina) && k.fin >= desde).length,
      auditoria: null,
    };
  }

  /** The team asks for its step audit, the Jefe (an auditor: the plant names none) scores every requirement 4 and signs. */
  async function auditoriaAprobada(equipo: Campo, solicita: string) {
    const pedida = await t.post<AuditoriaAm>(`/api/programa/equipos/${equipo._id}/auditorias`, {}, { token: solicita });
    expect(pedida.status, pedida.text).toBe(201);
    const id = pedida.body._id;
    const iniciada = await t.post<AuditoriaAm>(`/api/programa/auditorias/${id}/inicio`, {}, { token: jefe });
    expect(iniciada.status, iniciada.text).toBe(200);
    for (const r of iniciada.body.plantilla.secciones.flatMap((sec) => sec.requisitos)) {
      const res = await t.request('PUT', `/api/programa/auditorias/${id}/respuestas/${r.id}`, { body: { puntaje: 4 }, token: jefe });
      expect(res.status, res.text).toBe(200);
    }
    const firmada = await t.post<AuditoriaAm>(`/api/programa/auditorias/${id}/firma`, {}, { token: jefe });
    expect(firmada.body).toMatchObject({ estado: 'firmada', aprobada: true, porcentaje: 100 });
  }

  beforeAll(async () => {
    clock.advanceTo(a('2027-03-02'));
    t = await startTestApp({ clock, env: { PLANT_TZ: ZONA } });
    ({ admin, jefe, operario } = await t.roleTokens());
    const campo = async (name: string, value: string) => (await t.post<Campo>('/api/campos', { name, value }, { token: admin })).body;
    alfa = await campo('equipo', 'Equipo Alfa');
    beta = await campo('equipo', 'Equipo Beta');
    await campo('equipo', 'Equipo Gamma');
    for (const [m, eq] of [
      ['Alfa M1', alfa],
      ['Beta M1', beta],
    ] as const) {
      const maquina = await campo('maquina', m);
      expect((await t.post('/api/campos/equipoMaquina', { _id: maquina._id, equipo: eq.value }, { token: admin })).status).toBe(200);
      expect((await t.post('/api/campos/parteMaquina', { _id: maquina._id, name: TARJETA_ROJA.parteMaquina }, { token: admin })).status).toBe(200);
    }
    const usuario = async (legajo: string, name: string, eq: string) => {
      const u = (await t.post<User>('/api/users', { email: legajo, name, password: '654321', role: 'Operario' }, { token: admin })).body;
      expect((await t.post('/api/users/equipo', { _id: u._id, equipo: eq }, { token: admin })).status).toBe(200);
      tokens[u._id] = (await t.login(legajo, '654321')).token;
      return u;
    };
    ana = await usuario('8101', 'Ana Alfa', alfa.value);
    beto = await usuario('8102', 'Beto Alfa', alfa.value);
    carla = await usuario('8103', 'Carla Beta', beta.value);
    tokens.admin = admin;
    // The seeded Jefe has Alfa in charge (not Beta).
    const jefeUser = (await t.get<User[]>('/api/users', { token: admin })).body.find((u) => u.email === '2000')!;
    expect((await t.post('/api/users/equipos-a-cargo', { _id: jefeUser._id, equipos: [alfa.value] }, { token: admin })).status).toBe(200);

    // Alfa and Beta enter at step 1 since 01/03; Ana leads Alfa.
    expect((await post(`${alfa._id}/inicio`, { paso: 1, desde: '2027-03-01', liderId: ana._id })).status).toBe(200);
    expect((await post(`${beta._id}/inicio`, { paso: 1, desde: '2027-03-01' })).status).toBe(200);

    // 05/03: Ana hangs an Alfa card (before Alfa's step 2: participation only); Carla hangs three Beta cards.
    clock.advanceTo(a('2027-03-05'));
    await tarjeta(alfa.value, ana._id, { detecto: 'Ana Alfa' });
    const betas = [await tarjeta(beta.value, carla._id, { detecto: 'Carla Beta' }), await tarjeta(beta.value, carla._id, { detecto: 'Carla Beta' })];
    betas.push(await tarjeta(beta.value, carla._id, { detecto: 'Carla Beta' }));
    // 09/03: a Kaizen on Alfa's machine closed before its step 2.
    clock.advanceTo(a('2027-03-09'));
    await kaizen('Alfa M1', '2027-03-09');
    // 10/03: Alfa passes to step 2.
    clock.advanceTo(a('2027-03-10'));
    expect((await post(`${alfa._id}/paso`, { paso: 2, desde: '2027-03-10', motivo: 'Auditoría del paso 1 en papel' })).status).toBe(200);
    // 12/03, in Alfa's step: Ana hangs two Roja and an Amarilla; an Admin types an Amarilla Beto found ('Detectó').
    clock.advanceTo(a('2027-03-12'));
    const rojaA = await tarjeta(alfa.value, ana._id, { detecto: 'Ana Alfa' });
    await tarjeta(alfa.value, ana._id, { detecto: 'Ana Alfa' });
    const amarillaC = await tarjeta(alfa.value, ana._id, { ...TARJETA_AMARILLA, equipo: alfa.value, maquina: 'Alfa M1', detecto: 'Ana Alfa' });
    await tarjeta(alfa.value, 'admin', { ...TARJETA_AMARILLA, equipo: alfa.value, maquina: 'Alfa M1', detecto: '  beto alfa ' });
    const kaizenAlfa = await kaizen('Alfa M1');
    await kaizen('Alfa M1'); // stays open
    await kaizen('Beta M1'); // stays open
    // 20/03: one Roja closed, one Amarilla planned, Beta's three closed, Alfa's Kaizen closed (finished on 19/03).
    clock.advanceTo(a('2027-03-20'));
    await cerrar(rojaA);
    await planificar(amarillaC);
    for (const c of betas) await cerrar(c);
    await cerrarKaizen(kaizenAlfa, '2027-03-19');
    clock.advanceTo(a('2027-03-25'));
  });
  afterAll(() => t?.close());

  it('counts each team’s gate as the cards, members and Kaizen say, and judges it by the plant’s thresholds', async () => {
    const d = await detalle(alfa._id);
    const esperadas = contar(alfa.value, '2027-03-10', [ana, beto], '2027-03-25', 4, ['Alfa M1']);
    expect(d.puerta?.figuras).toEqual(esperadas);
    // The fixture is not trivial: each criterion has something to count.
    expect(esperadas).toMatchObject({
      colgadas: 4,
      abiertas: 3,
      amarillas: 2,
      amarillasAtendidas: 1,
      miembrosConTarjeta: 2,
      tarjetasMax: 4,
      tarjetasMin: 1,
      kaizenCerrados: 1,
    });
    expect(d.puerta?.criterios.map((c) => [c.clave, c.estado])).toEqual([
      ['brecha', 'no_cumple'], // 75 % open
      ['amarillas', 'no_cumple'], // 1 of 2
      ['participacion', 'cumple'], // 4 ≤ 5 × 1
      ['kaizen', 'cumple'],
      ['lecciones', 'no_disponible'],
      ['auditoria', 'no_cumple'], // none signed yet
    ]);
    expect(d.puerta?.criterios[0].valor).toBe('75 % (3 abiertas de 4 colgadas en el paso)');
    expect(d.puerta?.criterios[4].valor).toBe('disponible con las lecciones de un punto');
    expect(d.puerta).toMatchObject({ verde: false, cumplidos: 2, evaluados: 5 });

    const b = await detalle(beta._id);
    expect(b.puerta?.figuras).toEqual(contar(beta.value, '2027-03-01', [carla], '2027-03-25', 4, ['Beta M1']));
    expect(b.puerta?.criterios.map((c) => c.estado)).toEqual(['cumple', 'cumple', 'cumple', 'no_cumple', 'no_disponible', 'no_cumple']);
    // The list shows the same verdicts; a team outside the program has none.
    const filas = await lista();
    expect(filas.find((e) => e._id === alfa._id)?.puerta).toEqual({ verde: false, cumplidos: 2, evaluados: 5 });
    expect(filas.find((e) => e._id === beta._id)?.puerta).toEqual({ verde: false, cumplidos: 3, evaluados: 5 });
    expect(filas.find((e) => e.equipo === 'Equipo Gamma')?.puerta).toBeNull();
  });

  it('lists a team’s Quick Kaizen: those on its machines (the team page’s list)', async () => {
    const pagina = async (q: string) => (await t.get<KaizensPagina>(`/api/tarjetaskaizen?${q}&pageSize=100`, { token: operario })).body;
    const deAlfa = await pagina(`equipo=${encodeURIComponent(alfa.value)}`);
    expect(deAlfa.total).toBe(3);
    expect(deAlfa.items.map((k) => k.maquina)).toEqual(['Alfa M1', 'Alfa M1', 'Alfa M1']);
    expect((await pagina(`equipo=${encodeURIComponent(beta.value)}&estado=Abierta`)).items.map((k) => k.maquina)).toEqual(['Beta M1']);
    expect((await pagina('equipo=Equipo%20Gamma')).total).toBe(0);
  });

  it('follows the participation window and the thresholds an Admin sets (a stricter ratio fails Alfa)', async () => {
    const res = await t.request<AjustesProgramaAm>('PATCH', '/api/programa/ajustes', {
      body: { participacionRelacionMax: 3, participacionSemanas: 2 },
      token: admin,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ ...AJUSTES_PROGRAMA_AM_DEFECTO, participacionRelacionMax: 3, participacionSemanas: 2 });
    const d = await detalle(alfa._id);
    // Two weeks back from 25/03: 12/03 on; Ana's card of 05/03 drops out.
    expect(d.puerta?.figuras).toEqual(contar(alfa.value, '2027-03-10', [ana, beto], '2027-03-25', 2, ['Alfa M1']));
    expect(d.puerta?.figuras).toMatchObject({ participacionDesde: '2027-03-12', tarjetasMax: 3, tarjetasMin: 1 });
    expect(d.puerta?.criterios[2].estado).toBe('cumple');
    expect((await t.request('PATCH', '/api/programa/ajustes', { body: { participacionRelacionMax: 2 }, token: admin })).status).toBe(200);
    expect((await detalle(alfa._id)).puerta?.criterios[2]).toMatchObject({ estado: 'no_cumple', umbral: expect.stringContaining('hasta 2 veces') });
    // Bad thresholds change nothing.
    for (const body of [{ brechaMax: 0 }, { kaizenMin: -1 }, { participacionSemanas: 53 }, { soloPorEquipo: 'sí' }, { brechaMax: 2.5 }]) {
      const mal = await t.request<{ msg: string }>('PATCH', '/api/programa/ajustes', { body, token: admin });
      expect(mal.status, JSON.stringify(body)).toBe(400);
      expect(mal.body.msg).toMatch(/número entero|umbrales/);
    }
    expect((await t.get<AjustesProgramaAm>('/api/programa/ajustes', { token: operario })).body).toMatchObject({ participacionRelacionMax: 2, brechaMax: 20 });
    await t.request('PATCH', '/api/programa/ajustes', { body: { participacionRelacionMax: 5, participacionSemanas: 4 }, token: admin });
  });

  it('shows each member’s figures to the leader, the team’s Jefe and Admins, each person their own, and only totals when the plant says so', async () => {
    const personas = [
      { _id: ana._id, nombre: 'Ana Alfa', tarjetas: 4 },
      { _id: beto._id, nombre: 'Beto Alfa', tarjetas: 1 },
    ];
    expect((await detalle(alfa._id, admin)).puerta).toMatchObject({ personas, propias: null });
    expect((await detalle(alfa._id, tokens[ana._id])).puerta).toMatchObject({ personas, propias: 4 });
    expect((await detalle(alfa._id, jefe)).puerta).toMatchObject({ personas, propias: null });
    // Beto is a member, not the leader: his own figure only. The seeded Operario is no member.
    expect((await detalle(alfa._id, tokens[beto._id])).puerta).toMatchObject({ personas: null, propias: 1 });
    expect((await detalle(alfa._id, operario)).puerta).toMatchObject({ personas: null, propias: null });
    expect((await detalle(alfa._id, tokens[carla._id])).puerta?.personas).toBeNull();

    expect((await t.request('PATCH', '/api/programa/ajustes', { body: { soloPorEquipo: true }, token: admin })).status).toBe(200);
    for (const token of [admin, jefe, tokens[ana._id]]) expect((await detalle(alfa._id, token)).puerta?.personas).toBeNull();
    expect((await detalle(alfa._id, tokens[ana._id])).puerta?.propias).toBe(4);
    // The gate itself still counts every member.
    expect((await detalle(alfa._id)).puerta?.figuras.miembrosConTarjeta).toBe(2);
    await t.request('PATCH', '/api/programa/ajustes', { body: { soloPorEquipo: false }, token: admin });
  });

  it('lets the leader, the team’s Jefe or an Admin propose, and only on a green gate', async () => {
    const alfaD = await detalle(alfa._id, tokens[beto._id]);
    expect(alfaD.puedeProponer).toBe(false);
    expect((await detalle(alfa._id, jefe)).puedeProponer).toBe(true);
    const beto403 = await post(`${alfa._id}/propuesta`, {}, tokens[beto._id]);
    expect(beto403.status).toBe(403);
    expect(beto403.body).toEqual({ msg: MSG.propuestaAmSinPermiso });
    // The Jefe of Alfa may propose for Alfa, but its gate is red.
    expect((await post(`${alfa._id}/propuesta`, {}, jefe)).body).toEqual({ msg: MSG.propuestaAmPuertaRoja });
    // Not Beta's Jefe; a Corporativo writes nothing.
    expect((await post(`${beta._id}/propuesta`, {}, jefe)).status).toBe(403);
    expect((await post(`${beta._id}/propuesta`, {}, await t.corporativoToken())).status).toBe(403);
  });

  it('runs the loop: propose on green, turned down with a reason, proposed again, approved; an approval on a red gate needs its reason', async () => {
    // Beta needs no Kaizen in this plant; Carla leads it. Its gate turns green once its step audit passes.
    await t.request('PATCH', '/api/programa/ajustes', { body: { kaizenMin: 0 }, token: admin });
    await t.request('PATCH', `/api/programa/equipos/${beta._id}`, { body: { liderId: carla._id }, token: admin });
    expect((await detalle(beta._id)).puerta?.criterios.filter((c) => c.estado === 'no_cumple').map((c) => c.clave)).toEqual(['auditoria']);
    expect((await post(`${beta._id}/propuesta`, {}, tokens[carla._id])).body).toEqual({ msg: MSG.propuestaAmPuertaRoja });
    await auditoriaAprobada(beta, tokens[carla._id]);
    const conAuditoria = await detalle(beta._id);
    expect(conAuditoria.puerta?.verde).toBe(true);
    expect(conAuditoria.puerta?.figuras.auditoria).toEqual({ porcentaje: 100, aprobada: true, firmadaDia: '2027-03-25' });

    const propuesta = await post(`${beta._id}/propuesta`, { comentario: 'Listos para la auditoría' }, tokens[carla._id]);
    expect(propuesta.status, propuesta.text).toBe(200);
    expect(propuesta.body.propuesta).toMatchObject({ paso: 2, estado: 'pendiente', comentario: 'Listos para la auditoría', propuestaPor: { _id: carla._id } });
    expect((await lista()).find((e) => e._id === beta._id)?.propuestaPendiente).toBe(true);
    expect((await post(`${beta._id}/propuesta`, {}, tokens[carla._id])).body).toEqual({ msg: MSG.propuestaAmPendiente });
    // Only an Admin decides; a rejection needs its reason.
    expect((await post(`${beta._id}/propuesta/aprobacion`, {}, jefe)).status).toBe(403);
    expect((await post(`${beta._id}/propuesta/rechazo`, { motivo: 'no' })).body).toEqual({ msg: MSG.propuestaAmRechazoMotivo });
    const rechazo = await post(`${beta._id}/propuesta/rechazo`, { motivo: 'Falta la auditoría del paso 1' });
    expect(rechazo.body.propuesta).toMatchObject({ estado: 'rechazada', motivo: 'Falta la auditoría del paso 1', resueltaPor: { nombre: expect.any(String) } });
    expect(rechazo.body.paso).toBe(1);
    expect((await post(`${beta._id}/propuesta/aprobacion`, {})).body).toEqual({ msg: MSG.propuestaAmNoPendiente });

    // Proposed again; then a new open card turns the gap red before the Admin decides (1 open of 4: 25 %).
    expect((await post(`${beta._id}/propuesta`, {}, tokens[carla._id])).status).toBe(200);
    await tarjeta(beta.value, carla._id, { detecto: 'Carla Beta' });
    expect((await detalle(beta._id)).puerta?.verde).toBe(false);
    expect((await post(`${beta._id}/propuesta/aprobacion`, {})).body).toEqual({ msg: MSG.propuestaAmForzadaMotivo });
    const aprobada = await post(`${beta._id}/propuesta/aprobacion`, { motivo: 'La tarjeta nueva es de hoy; la auditoría aprobó' });
    expect(aprobada.status, aprobada.text).toBe(200);
    expect(aprobada.body).toMatchObject({ paso: 2, pasoDesde: '2027-03-25', propuestaPendiente: false, propuesta: null });
    expect(aprobada.body.periodos.map((p) => [p.paso, p.desde, p.hasta, p.superado, p.motivo])).toEqual([
      [1, '2027-03-01', '2027-03-25', true, null],
      [2, '2027-03-25', null, false, 'La tarjeta nueva es de hoy; la auditoría aprobó'],
    ]);
    // The new step's gate counts from its first day.
    expect(aprobada.body.puerta?.figuras).toMatchObject({ desde: '2027-03-25', colgadas: 1, abiertas: 1 });

    // The trail: proposed, turned down, proposed, approved with the gate red (forzada), the step changed.
    const trail = await t.get<AuditoriaPagina>('/api/auditoria?entidad=propuesta_am&pageSize=100', { token: admin });
    expect(trail.status, trail.text).toBe(200);
    const registros = trail.body.items.filter((r) => r.etiqueta === 'Propuesta del paso 2');
    expect(registros.map((r) => r.accion).reverse()).toEqual(['crear', 'editar', 'crear', 'cambiar_paso']);
    expect(registros[0].cambios).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ campo: 'forzada', despues: true }),
        expect.objectContaining({ campo: 'motivo', despues: 'La tarjeta nueva es de hoy; la auditoría aprobó' }),
      ]),
    );
    // The new stretch carries the override's reason in the trail too.
    const pasos = await t.get<AuditoriaPagina>('/api/auditoria?entidad=paso_am', { token: admin });
    expect(pasos.body.items[0]).toMatchObject({ etiqueta: 'Paso 2 desde 2027-03-25' });
    expect(pasos.body.items[0].cambios).toEqual(
      expect.arrayContaining([expect.objectContaining({ campo: 'motivo', despues: 'La tarjeta nueva es de hoy; la auditoría aprobó' })]),
    );
  });

  it('closes a pending proposal when an Admin sets the step by hand', async () => {
    await t.request('PATCH', '/api/programa/ajustes', { body: { brechaMax: 100, amarillasMin: 0, participacionRelacionMax: 100 }, token: admin });
    await auditoriaAprobada(alfa, tokens[beto._id]);
    expect((await detalle(alfa._id)).puerta?.verde).toBe(true);
    expect((await post(`${alfa._id}/propuesta`, {}, jefe)).status).toBe(200);
    const mano = await post(`${alfa._id}/paso`, { paso: 3, desde: '2027-03-25', motivo: 'Auditoría externa aprobada' });
    expect(mano.status, mano.text).toBe(200);
    expect(mano.body).toMatchObject({ paso: 3, propuestaPendiente: false, propuesta: null });
    const trail = await t.get<AuditoriaPagina>('/api/auditoria?entidad=propuesta_am&pageSize=100', { token: admin });
    expect(trail.body.items[0].cambios).toEqual(expect.arrayContaining([expect.objectContaining({ campo: 'estado', despues: 'sustituida' })]));
  });

  it('refuses a proposal past the plant’s last step, and unknown teams with a 404', async () => {
    await t.request('PATCH', '/api/plantas/1', { body: { pasosAm: ['Uno', 'Dos', 'Tres'] }, token: admin });
    expect((await post(`${alfa._id}/propuesta`, {}, jefe)).body).toEqual({ msg: MSG.propuestaAmUltimoPaso });
    await t.request('PATCH', '/api/plantas/1', { body: { pasosAm: [...PASOS_AM_DEFECTO] }, token: admin });
    const ceros = '00000000-0000-4000-8000-000000000000';
    for (const path of [`${ceros}/propuesta`, `${ceros}/propuesta/aprobacion`, 'x/propuesta/rechazo']) {
      expect((await post(path, { motivo: 'Un motivo válido' })).status, path).toBe(404);
    }
  });

  /** The curve's points counted here: cards hung, and removed, before each period's end (the next period's first instant). */
  function puntos(cartas: { fecha: Date; fin: Date | null }[], inicios: string[], siguiente: (dia: string) => string) {
    return inicios.map((inicio) => {
      const fin = inicioDelDia(siguiente(inicio), ZONA);
      const colgadas = cartas.filter((c) => c.fecha < fin).length;
      const retiradas = cartas.filter((c) => c.fin !== null && c.fin < fin).length;
      return { inicio, colgadas, retiradas, brecha: colgadas ? Math.round(((colgadas - retiradas) * 1000) / colgadas) / 10 : null };
    });
  }

  it('draws a team’s tag curve per week, cumulative, with its step changes; a machine’s and the plant’s per month, with Excel (§4)', async () => {
    const semanal = await t.get<CurvaAm>(`/api/programa/curva?equipo=${alfa._id}&periodo=semana&desde=2027-03-01&hasta=2027-03-25`, { token: operario });
    expect(semanal.status, semanal.text).toBe(200);
    const lunes = ['2027-03-01', '2027-03-08', '2027-03-15', '2027-03-22'];
    const deAlfa = hechas.filter((h) => h.equipo === alfa.value);
    expect(semanal.body.puntos.map(({ periodo: _, ...p }) => p)).toEqual(puntos(deAlfa, lunes, (d) => sumarDias(d, 7)));
    expect(semanal.body.puntos.map((p) => p.periodo)).toEqual(['2027-W09', '2027-W10', '2027-W11', '2027-W12']);
    expect(semanal.body.puntos.map((p) => [p.colgadas, p.retiradas])).toEqual([
      [1, 0],
      [5, 0],
      [5, 1],
      [5, 1],
    ]);
    expect(semanal.body).toMatchObject({ equipo: alfa.value, maquina: null, brechaMax: 100 });
    expect(semanal.body.pasos).toEqual([
      { paso: 1, desde: '2027-03-01' },
      { paso: 2, desde: '2027-03-10' },
      { paso: 3, desde: '2027-03-25' },
    ]);
    // A range starting later still counts from the first tag: its first point is cumulative.
    const tarde = await t.get<CurvaAm>(`/api/programa/curva?equipo=${alfa._id}&desde=2027-03-15&hasta=2027-03-25`, { token: operario });
    expect(tarde.body.puntos.map((p) => [p.inicio, p.colgadas, p.retiradas])).toEqual([
      ['2027-03-15', 5, 1],
      ['2027-03-22', 5, 1],
    ]);

    const mensual = await t.get<CurvaAm>('/api/programa/curva?maquina=Beta%20M1&periodo=mes&desde=2027-02-01&hasta=2027-03-25', { token: operario });
    const deBeta = hechas.filter((h) => h.card.maquina === 'Beta M1');
    const mesSiguiente = (d: string) => (d.slice(5, 7) === '02' ? '2027-03-01' : '2027-04-01');
    expect(mensual.body.puntos.map(({ periodo: _, ...p }) => p)).toEqual(puntos(deBeta, ['2027-02-01', '2027-03-01'], mesSiguiente));
    expect(mensual.body.pasos).toEqual([]);

    // The plant: every card, as the card list gives them.
    const todas = (await t.get<TarjetasPagina>('/api/tarjetas?pageSize=-1', { token: admin })).body.items;
    const planta = await t.get<CurvaAm>('/api/programa/curva?periodo=mes&desde=2027-02-01&hasta=2027-03-25', { token: operario });
    const cartas = todas.map((c) => ({ fecha: new Date(c.fecha), fin: c.estado === 'Cerrada' && c.finReparacion ? new Date(c.finReparacion) : null }));
    expect(planta.body.puntos.map(({ periodo: _, ...p }) => p)).toEqual(puntos(cartas, ['2027-02-01', '2027-03-01'], mesSiguiente));
    expect(planta.body.puntos.at(-1)!.colgadas).toBe(todas.length);

    const excel = await t.app
      .getHttpAdapter()
      .getInstance()
      .inject({
        method: 'GET',
        url: `/api/programa/curva/excel?equipo=${alfa._id}&desde=2027-03-01&hasta=2027-03-25`,
        headers: { authorization: `Bearer ${operario}` },
      });
    expect(excel.statusCode).toBe(200);
    expect(String(excel.headers['content-disposition'])).toContain('Curva%20de%20tarjetas%20-%20Equipo%20Alfa.xlsx');
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(excel.rawPayload as unknown as ArrayBuffer);
    const filas = libro.worksheets[0].getSheetValues().slice(2) as unknown[][];
    expect(filas.map((f) => [f[1], f[3], f[4], f[5], f[7] ?? null])).toEqual([
      ['2027-W09', 1, 0, 1, 1],
      ['2027-W10', 5, 0, 5, 2],
      ['2027-W11', 5, 1, 4, null],
      ['2027-W12', 5, 1, 4, 3],
    ]);
  });

  it('refuses a bad curve query with a Spanish message, and unknown teams or machines with a 404', async () => {
    const curva = (q: string) => t.get<{ msg: string }>(`/api/programa/curva?${q}`, { token: operario });
    expect((await curva('periodo=dia')).body).toEqual({ msg: MSG.curvaAmPeriodo });
    expect((await curva(`equipo=${alfa._id}&maquina=Alfa%20M1`)).body).toEqual({ msg: MSG.curvaAmUnAlcance });
    expect((await curva('desde=2027-03-10&hasta=2027-03-01')).body).toEqual({ msg: MSG.curvaAmRangoInvalido });
    expect((await curva('desde=2020-01-01&hasta=2027-03-01')).body).toEqual({ msg: MSG.curvaAmRangoLargo });
    expect((await curva('periodo=mes&desde=2016-01-01&hasta=2027-03-01')).body).toEqual({ msg: MSG.curvaAmRangoLargo });
    expect((await curva('maquina=No%20existe')).status).toBe(404);
    expect((await curva('equipo=00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});
