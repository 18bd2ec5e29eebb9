import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tarjeta, TarjetasPagina } from '@portal/shared/domain';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { tarjetas } from '../../db/schema';
import { DB, type Db } from '../database/database.types';
import { toTarjetaDto } from './tarjeta.mapper';

describe('card pages read as API documents (TARJETA_DTO_SELECT)', () => {
  let t: TestApp;
  let db: Db;
  let operario: string;
  beforeAll(async () => {
    t = await startTestApp();
    ({ operario } = await t.roleTokens());
    db = t.app.get<Db>(DB);
    // Values whose JSON is easy to get wrong: escapes, non-ASCII, microseconds, decimals, dates, nulls.
    await db.execute(sql`update tarjetas set
      descripcion = ${'Comillas " barra \\ tab \t salto \n control \u0001 ñ € 🚀 </script>'},
      fecha = '2026-03-01 12:34:56.789999+00', tiempo_empleado = 0.1, prevista_cierre = '2026-12-31',
      solicitud_compras = null, inicio_reparacion = '2026-03-01 13:00:00.000001+00'
      where numero = 1 and color = 'Roja'`);
    await db.execute(sql`update tarjetas set tiempo_empleado = 12345.6, fin_reparacion = '1999-12-31 23:59:59.9995-03' where numero = 2 and color = 'Roja'`);
  });
  afterAll(() => t.close());

  it('answers every card exactly as the single-card mapper does', async () => {
    const all = await t.get<Tarjeta[]>('/api/tarjetas', { token: operario });
    const mapped = (await db.select().from(tarjetas)).map(toTarjetaDto);
    const byId = (cards: Tarjeta[]) => [...cards].sort((a, b) => a._id.localeCompare(b._id));
    // Through JSON, as a client receives them (undefined fields would vanish there).
    expect(byId(all.body)).toStrictEqual(byId(JSON.parse(JSON.stringify(mapped))));
    const page = await t.get<TarjetasPagina>('/api/tarjetas?pageSize=-1', { token: operario });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(page.body).toStrictEqual({ items: all.body, total: all.body.length, page: 0, pageSize: -1 });
    const raras = all.body.filter((c) => c.color === 'Roja' && c.numero <= 2);
    expect(raras.map((c) => [c.fecha, c.tiempoEmpleado])).toEqual(
      expect.arrayContaining([
        ['2026-03-01T12:34:56.789Z', 0.1],
        [expect.any(String), 12345.6],
      ]),
    );
    const one = await t.get<Tarjeta>(`/api/tarjetas/${raras[0]._id}`, { token: operario });
    expect(page.body.items.find((c) => c._id === raras[0]._id)).toStrictEqual(one.body);
  });

  it('pages in the requested order, and answers an empty page past the end', async () => {
    const all = (await t.get<Tarjeta[]>('/api/tarjetas', { token: operario })).body;
    const p = (await t.get<TarjetasPagina>('/api/tarjetas?page=1&pageSize=7', { token: operario })).body;
    expect(p.items).toStrictEqual(all.slice(7, 14));
    const porNumero = (await t.get<TarjetasPagina>('/api/tarjetas?color=Azul&sort=numero&order=desc&pageSize=5', { token: operario })).body;
    expect(porNumero.items.map((c) => c.numero)).toEqual([...all.filter((c) => c.color === 'Azul').map((c) => c.numero)].sort((a, b) => b - a).slice(0, 5));
    const fuera = await t.get<TarjetasPagina>('/api/tarjetas?page=9999&pageSize=50', { token: operario });
    expect(fuera.body).toStrictEqual({ items: [], total: all.length, page: 9999, pageSize: 50 });
    const consulta = await t.post<TarjetasPagina>('/api/tarjetas/consulta', { filtros: { color: ['Verde'] }, page: 0, pageSize: 3 }, { token: operario });
    expect(consulta.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(consulta.body.items).toStrictEqual(all.filter((c) => c.color === 'Verde').slice(0, 3));
  });
});
