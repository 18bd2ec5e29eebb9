import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authContrato,
  type AntiguedadRespuesta,
  type AuthResponse,
  type Bandeja,
  type DashboardMeses,
  type Planta,
  type RespuestaDe,
  type TableroRespuesta,
} from '@portal/shared/domain';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { AvisosService } from '../avisos/avisos.service';
import { comoPropietario, enPlanta } from '../database/alcance-planta';
import { DB, type Db } from '../database/database.types';

const DAY = 86_400_000;
const TOKYO = 'Asia/Tokyo';
const DIAS_SUR = { Alta: 7, Media: 20, Baja: 45 };
/** 01:00 of 1 April in Tokyo, still 31 March in UTC and in the Americas. */
const ABRIL_EN_TOKIO = '2026-03-31T16:00:00.000Z';

const filas = <T>(r: unknown): T[] => (r as { rows?: T[] }).rows ?? (r as T[]);

/**
 * Issue 24: a plant's own zone and alert days are in force — every rule of that plant (overdue marks, the inbox,
 * the board, the notices, month buckets) counts with them, the other plants keep theirs, and a change applies
 * at the next request (the settings cache of every instance is dropped by the database's notification).
 */
describe("a plant's zone and alert days in force", () => {
  let t: TestApp;
  let db: Db;
  let principal: string;
  let sur: string;
  let surId: number;
  let enSur: string;
  let enPrincipal: string;

  /** An open Alta card copied from the first plant's first card into `planta`, opened at `fecha`. */
  async function tarjetaAbierta(planta: number, fecha: Date | string, color = 'Roja'): Promise<string> {
    const r = await comoPropietario(() =>
      db.execute(sql`
        insert into tarjetas
        select (jsonb_populate_record(null::tarjetas, to_jsonb(t) || jsonb_build_object(
          'id', gen_random_uuid(), 'planta_id', ${planta}::int, 'numero', 900000 + (random() * 99999)::int, 'color', ${color}::text,
          'estado', 'Abierta', 'prioridad', 'Alta', 'fecha', ${new Date(fecha).toISOString()}::timestamptz,
          'planificacion', false, 'fin_reparacion', null, 'cerrada_en', null))).*
        from (select * from tarjetas where planta_id = 1 order by numero limit 1) t
        returning id`),
    );
    return filas<{ id: string }>(r)[0].id;
  }

  const get = async <T>(path: string, token: string): Promise<T> => {
    const res = await t.get<T>(path, { token });
    expect(res.status, `${path}: ${res.text}`).toBe(200);
    return res.body;
  };
  const excedidasAlta = async (token: string) =>
    (await get<AntiguedadRespuesta>('/api/dashboard/antiguedad', token)).porPrioridad.find((p) => p.prioridad === 'Alta')!.excedido;

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get<Db>(DB);
    ({ admin: principal } = await t.roleTokens());
    // The company Admin creates the second plant (becoming its Admin) and works in it with a token of its own.
    const creada = await t.post<Planta>('/api/plantas', { nombre: 'Planta Sur', codigo: 'PS' }, { token: principal });
    expect(creada.status, creada.text).toBe(201);
    surId = creada.body._id;
    const cambio = await t.post<AuthResponse>('/api/auth/planta', { planta: surId }, { token: principal });
    expect(cambio.status, cambio.text).toBe(200);
    sur = cambio.body.token;
    const ahora = new Date();
    enSur = await tarjetaAbierta(surId, new Date(ahora.getTime() - 10 * DAY));
    enPrincipal = await tarjetaAbierta(1, new Date(ahora.getTime() - 10 * DAY));
    await tarjetaAbierta(surId, ABRIL_EN_TOKIO, 'Amarilla');
  });
  afterAll(() => t?.close());

  it('the new days apply from the next request in that plant only: antigüedad, the inbox and the board', async () => {
    // Ten days open is within the spec's 15 for Alta…
    const antes = await excedidasAlta(sur);
    expect((await get<Bandeja>('/api/bandeja', sur)).vencidas.items.map((c) => c._id)).not.toContain(enSur);

    const res = await t.request<Planta>('PATCH', `/api/plantas/${surId}`, { body: { zona: TOKYO, diasAlerta: DIAS_SUR }, token: sur });
    expect(res.status, res.text).toBe(200);

    // …and past the plant's 7 once its Admin sets them.
    expect(await excedidasAlta(sur)).toBe(antes + 1);
    expect((await get<Bandeja>('/api/bandeja', sur)).vencidas.items.map((c) => c._id)).toContain(enSur);
    const tags = (await get<TableroRespuesta>('/api/tablero', sur)).equipos.flatMap((e) => e.maquinas.flatMap((m) => m.tags));
    expect(tags.find((tag) => tag._id === enSur)).toMatchObject({ plazo: 7, excedida: true, dias: 10 });

    // The first plant still counts with 15 days: its ten-day-old Alta card is within them.
    const antiguas = (await get<AntiguedadRespuesta>('/api/dashboard/antiguedad', principal)).masAntiguas;
    expect(antiguas.find((c) => c._id === enPrincipal)?.excedido ?? false).toBe(false);
    expect((await get<Bandeja>('/api/bandeja', principal)).vencidas.items.map((c) => c._id)).not.toContain(enPrincipal);
    const delPrincipal = (await get<TableroRespuesta>('/api/tablero', principal)).equipos.flatMap((e) => e.maquinas.flatMap((m) => m.tags));
    expect(delPrincipal.every((tag) => tag.plazo === { Alta: 15, Media: 30, Baja: 60 }[tag.prioridad])).toBe(true);
  });

  it("months are the plant's: a card opened at 01:00 of 1 April in Tokyo is April's there", async () => {
    const meses = await get<DashboardMeses>('/api/dashboard/meses', sur);
    expect(meses.zonaHoraria).toBe(TOKYO);
    expect(meses.porColor.Amarilla?.primerMes).toBe('2026-04');
    expect((await get<DashboardMeses>('/api/dashboard/meses', principal)).zonaHoraria).not.toBe(TOKYO);
  });

  it("GET /api/auth/config lists each plant's zone and days in force (what a member's screens count with)", async () => {
    const config = await get<RespuestaDe<typeof authContrato.config>>('/api/auth/config', sur);
    expect(config.plantas.find((p) => p.codigo === 'PS')).toEqual({ _id: surId, codigo: 'PS', nombre: 'Planta Sur', zonaHoraria: TOKYO, diasAlerta: DIAS_SUR });
    const pp = config.plantas.find((p) => p.codigo === 'PP');
    expect(pp).toMatchObject({ _id: 1, diasAlerta: { Alta: 15, Media: 30, Baja: 60 } });
    expect(config.zonaHoraria).toBe(pp?.zonaHoraria);
  });

  it("the overdue notices of each plant use its days: the second plant's card is 'vencida', the first's is not", async () => {
    await t.app.get(AvisosService).ejecutar(new Date());
    const avisos = async (planta: number, tarjeta: string) =>
      filas<{ nivel: string }>(await enPlanta(planta, () => db.execute(sql`select nivel from avisos where tarjeta_id = ${tarjeta}`))).map((a) => a.nivel);
    expect(await avisos(surId, enSur)).toEqual(['vencida']);
    expect(await avisos(1, enPrincipal)).toEqual([]);
  });
});
