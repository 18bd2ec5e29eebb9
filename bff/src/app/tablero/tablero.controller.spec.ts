import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALERTA_DIAS,
  calcularAlerta,
  MSG,
  PASOS_AM_DEFECTO,
  TABLERO_LIMITE_POR_EQUIPO,
  type Campo,
  type EquipoAm,
  type PuntoCil,
  type TableroRespuesta,
} from '@portal/shared/domain';
import { tarjetas } from '../../db/schema';
import { Clock } from '../common/clock';
import { DB, type Db } from '../database/database.types';
import { startTestApp, type TestApp } from '../../../test/test-app';

/** 2026-03-15 12:00 in Buenos Aires (UTC−3). */
const NOW = new Date('2026-03-15T15:00:00Z');
const DIA = 86_400_000;
/**
 * Fixed at NOW until a test moves it forward (the last one, for CIL routines falling overdue). test-app's FakeClock
 * only moves forward from the real now, which is past NOW.
 */
class FixedClock extends Clock {
  private dias = 0;
  now() {
    return new Date(NOW.getTime() + this.dias * DIA);
  }
  avanzarDias(dias: number) {
    this.dias += dias;
  }
}
const haceDias = (dias: number, ms = 0) => new Date(NOW.getTime() - dias * DIA - ms);

type Carta = Partial<typeof tarjetas.$inferInsert> & Pick<typeof tarjetas.$inferInsert, 'numero' | 'color' | 'prioridad' | 'fecha'>;

/**
 * Calandrado: M0 holds its oldest card (Baja, 61 days: exceeded), so it comes first; M1 an Alta exactly 16 days old
 * (exceeded) and a Media 10 days old; M2 an Alta one second short of 16 days (within its deadline).
 * Extrusión: one open card and one closed (never shown). '' (Sin equipo): one card.
 */
const CARTAS: Carta[] = [
  {
    numero: 1,
    color: 'Roja',
    prioridad: 'Alta',
    equipo: 'Calandrado',
    maquina: 'M1',
    parteMaquina: 'Rodillo',
    fecha: haceDias(16),
    descripcion: 'x'.repeat(120),
  },
  { numero: 2, color: 'Amarilla', prioridad: 'Media', equipo: 'Calandrado', maquina: 'M1', fecha: haceDias(10) },
  { numero: 3, color: 'Azul', prioridad: 'Alta', equipo: 'Calandrado', maquina: 'M2', fecha: haceDias(16, -1000) },
  { numero: 4, color: 'Verde', prioridad: 'Baja', equipo: 'Calandrado', maquina: 'M0', fecha: haceDias(61) },
  { numero: 5, color: 'Roja', prioridad: 'Baja', equipo: 'Extrusión', maquina: 'E1', fecha: haceDias(3) },
  { numero: 6, color: 'Roja', prioridad: 'Alta', equipo: 'Extrusión', maquina: 'E1', fecha: haceDias(90), estado: 'Cerrada', finReparacion: haceDias(1) },
  { numero: 7, color: 'Amarilla', prioridad: 'Alta', equipo: '', maquina: 'S1', fecha: haceDias(40) },
];

describe('tablero API (GET /api/tablero)', () => {
  let t: TestApp;
  let token: string;
  let db: Db;
  const clock = new FixedClock();
  beforeAll(async () => {
    t = await startTestApp({ clock });
    ({ operario: token } = await t.roleTokens());
    db = t.app.get<Db>(DB);
    await db.delete(tarjetas);
    await db.insert(tarjetas).values(CARTAS);
  });
  afterAll(() => t.close());

  const get = async (query = '') => {
    const res = await t.get<TableroRespuesta>(`/api/tablero${query}`, { token });
    expect(res.status, res.text).toBe(200);
    return res.body;
  };

  it('groups open cards by Equipo (by name, Sin equipo last), then machine by its oldest tag, oldest tag first', async () => {
    const r = await get();
    expect(r.generado).toBe(NOW.toISOString());
    expect(r.limitePorEquipo).toBe(TABLERO_LIMITE_POR_EQUIPO);
    expect(r.equipos.map((e) => [e.equipo, e.maquinas.map((m) => [m.maquina, m.tags.map((tag) => tag.numero)])])).toEqual([
      [
        'Calandrado',
        [
          ['M0', [4]],
          ['M1', [1, 2]],
          ['M2', [3]],
        ],
      ],
      ['Extrusión', [['E1', [5]]]],
      ['', [['S1', [7]]]],
    ]);
  });

  it('flags exceeded tags as calcularAlerta does (the deadline boundary to the second) with whole days open', async () => {
    const tags = (await get()).equipos.flatMap((e) => e.maquinas.flatMap((m) => m.tags));
    expect(tags.map((tag) => [tag.numero, tag.dias, tag.excedida])).toEqual([
      [4, 61, true],
      [1, 16, true],
      [2, 10, false],
      [3, 15, false],
      [5, 3, false],
      [7, 40, true],
    ]);
    for (const tag of tags) expect(tag.excedida).toBe(calcularAlerta(tag.fecha, tag.prioridad, ALERTA_DIAS, NOW).excedido);
    const uno = tags.find((tag) => tag.numero === 1)!;
    expect(uno).toMatchObject({ color: 'Roja', prioridad: 'Alta', parteMaquina: 'Rodillo', fecha: haceDias(16).toISOString() });
    expect(uno.descripcion).toBe('x'.repeat(80));
  });

  it('counts per colour per Equipo and overall, and the exceeded per Equipo (closed cards never)', async () => {
    const r = await get();
    expect(r.conteo).toEqual({ Roja: 2, Azul: 1, Verde: 1, Amarilla: 2 });
    expect(r.equipos.map((e) => [e.equipo, e.conteo, e.excedidas])).toEqual([
      ['Calandrado', { Roja: 1, Azul: 1, Verde: 1, Amarilla: 1 }, 2],
      ['Extrusión', { Roja: 1, Azul: 0, Verde: 0, Amarilla: 0 }, 0],
      ['', { Roja: 0, Azul: 0, Verde: 0, Amarilla: 1 }, 1],
    ]);
  });

  it("?equipo= shows that Equipo only ('' = without one); a configured Equipo without open cards comes empty; an unknown one is 404", async () => {
    const r = await get('?equipo=Extrusi%C3%B3n');
    expect(r.equipos.map((e) => e.equipo)).toEqual(['Extrusión']);
    expect(r.conteo).toEqual({ Roja: 1, Azul: 0, Verde: 0, Amarilla: 0 });
    expect((await get('?equipo=')).equipos.map((e) => [e.equipo, e.conteo.Amarilla])).toEqual([['', 1]]);
    expect((await get('?equipo=Laminadora')).equipos).toEqual([
      { equipo: 'Laminadora', conteo: { Roja: 0, Azul: 0, Verde: 0, Amarilla: 0 }, excedidas: 0, maquinas: [], programa: null, cilAtrasadas: [] },
    ]);
    expect(await t.get('/api/tablero?equipo=No%20existe', { token })).toMatchObject({ status: 404, body: { msg: MSG.equipoNoEncontrado } });
    expect((await t.get('/api/tablero?equipo=a&equipo=b', { token })).status).toBe(400);
  });

  it('shows a team in the autonomous-maintenance program with its step and its gate (issue 25 §3)', async () => {
    const calandrado = (await t.get<Campo[]>('/api/campos', { token })).body.find((c) => c.name === 'equipo' && c.value === 'Calandrado')!;
    const { admin } = await t.roleTokens();
    expect((await t.post(`/api/programa/equipos/${calandrado._id}/inicio`, { paso: 2, desde: '2026-03-01' }, { token: admin })).status).toBe(200);
    const programa = await t.get<EquipoAm[]>('/api/programa/equipos', { token });
    const puerta = programa.body.find((e) => e._id === calandrado._id)!.puerta;
    const [cal] = (await get('?equipo=Calandrado')).equipos;
    expect(cal.programa).toEqual({ paso: 2, pasoNombre: PASOS_AM_DEFECTO[1], puerta });
    // Its four cards hung since 01/03 are all open: the gap is red.
    expect(puerta).toMatchObject({ verde: false });
    expect((await get()).equipos.find((e) => e.equipo === 'Extrusión')!.programa).toBeNull();
  });

  it(`lists at most ${TABLERO_LIMITE_POR_EQUIPO} tags per Equipo (the oldest) and counts them all`, async () => {
    const extra = 5;
    await db.insert(tarjetas).values(
      Array.from({ length: TABLERO_LIMITE_POR_EQUIPO + extra }, (_, i) => ({
        numero: 100 + i,
        color: 'Azul',
        prioridad: 'Media',
        equipo: 'Laminadora',
        maquina: `L${i % 3}`,
        fecha: haceDias(1, i * 60_000),
      })),
    );
    const [lam] = (await get('?equipo=Laminadora')).equipos;
    const listados = lam.maquinas.flatMap((m) => m.tags);
    expect(listados).toHaveLength(TABLERO_LIMITE_POR_EQUIPO);
    expect(lam.conteo.Azul).toBe(TABLERO_LIMITE_POR_EQUIPO + extra);
    // The oldest are the ones with the highest i (each a minute older): the newest `extra` are left out.
    expect(Math.min(...listados.map((tag) => tag.numero))).toBe(100 + extra);
    for (const m of lam.maquinas) expect(m.tags.map((tag) => tag.fecha)).toEqual([...m.tags.map((tag) => tag.fecha)].sort());
    // Other Equipos keep their own limit.
    expect((await get()).equipos.find((e) => e.equipo === 'Calandrado')!.maquinas.flatMap((m) => m.tags)).toHaveLength(4);
  });

  it('lists per team shown its machines with overdue CIL routines and how many points (issue 26 §1); a run clears them', async () => {
    const { admin, jefe } = await t.roleTokens();
    const campo = async (name: string, value: string) => (await t.post<Campo>('/api/campos', { name, value }, { token: admin })).body;
    const prensa = await campo('maquina', 'Prensa CIL');
    const torno = await campo('maquina', 'Torno CIL');
    await t.post('/api/campos/equipoMaquina', { _id: prensa._id, equipo: 'Calandrado' }, { token: admin });
    expect((await t.post('/api/campos/equipoMaquina', { _id: torno._id, equipo: 'Laminadora' }, { token: admin })).status).toBe(200);
    const punto = (maquina: string, parte: string) =>
      t.post<PuntoCil>(
        `/api/cil/maquinas/${maquina}/puntos`,
        { tipo: 'lubricacion', parte, tarea: 'Verificar nivel de aceite', estandar: 'Nivel entre marcas', minutos: 5, frecuencia: 'diaria' },
        { token: jefe },
      );
    const puntos = [await punto(prensa._id, 'Reductor'), await punto(prensa._id, 'Cadena'), await punto(torno._id, 'Husillo')];
    for (const p of puntos) expect(p.status, p.text).toBe(201);
    expect(puntos[0].body.desde).toBe('2026-03-15');
    const atrasadas = (r: TableroRespuesta) => r.equipos.filter((e) => e.cilAtrasadas.length).map((e) => [e.equipo, e.cilAtrasadas]);

    // Due today, their first day: pending, not overdue.
    expect(atrasadas(await get())).toEqual([]);

    // Three days on, yesterday's window was missed too: overdue.
    clock.avanzarDias(3);
    expect(atrasadas(await get())).toEqual([
      ['Calandrado', [{ maquinaId: prensa._id, maquina: 'Prensa CIL', atrasados: 2 }]],
      ['Laminadora', [{ maquinaId: torno._id, maquina: 'Torno CIL', atrasados: 1 }]],
    ]);
    // One team shown: only its machines are looked at.
    expect(atrasadas(await get('?equipo=Laminadora'))).toEqual([['Laminadora', [{ maquinaId: torno._id, maquina: 'Torno CIL', atrasados: 1 }]]]);
    expect((await get('?equipo=')).equipos[0].cilAtrasadas).toEqual([]);

    // One point of the Prensa done now: its other point is still overdue.
    const fin = new Date(NOW.getTime() + 3 * DIA);
    const run = await t.post(
      '/api/cil/ejecuciones',
      {
        maquinaId: prensa._id,
        iniciadaEn: new Date(fin.getTime() - 10 * 60_000).toISOString(),
        terminadaEn: fin.toISOString(),
        minutos: 10,
        resultados: [{ punto: puntos[0].body._id, resultado: 'ok' }],
      },
      { token, headers: { 'idempotency-key': 'tablero-cil-1' } },
    );
    expect(run.status, run.text).toBe(201);
    expect((await get('?equipo=Calandrado')).equipos[0].cilAtrasadas).toEqual([{ maquinaId: prensa._id, maquina: 'Prensa CIL', atrasados: 1 }]);
  });
});
