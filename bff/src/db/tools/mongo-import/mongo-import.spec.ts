import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, type FiltroPreset, type Kaizen, type TarjetasPagina } from '@portal/shared/domain';
import { REPO_ROOT } from '../../../../test/paths';
import { startTestApp, type TestApp } from '../../../../test/test-app';
import { DB, type Db } from '../../../app/database/database.types';
import { importarDumpMongo, type InformeMongo } from './mongo-import';

const DUMP = join(REPO_ROOT, 'bff/test/fixtures/mongo/dump');
const TZ = 'America/Argentina/Buenos_Aires';

describe('migration from the original app MongoDB dump', () => {
  let t: TestApp;
  let db: Db;
  let informe: InformeMongo;
  const rows = async <T>(q: ReturnType<typeof sql>) => (await db.execute(q)) as unknown as { rows: T[] };
  const contar = async (tabla: string) => (await rows<{ n: number }>(sql.raw(`select count(*)::int as n from ${tabla}`))).rows[0].n;

  beforeAll(async () => {
    t = await startTestApp({ env: { SEED: 'false', PLANT_TZ: TZ } });
    db = t.app.get(DB);
    informe = await importarDumpMongo(db, DUMP, { plantTz: TZ });
  });
  afterAll(() => t?.close());

  it('reports what it imported and every document it could not, with the reason', () => {
    const resumen = Object.fromEntries(
      Object.entries(informe.colecciones).map(([c, i]) => [
        c,
        { leidos: i.leidos, importados: i.importados, no: i.noImportados.length, avisos: i.avisos.length },
      ]),
    );
    expect(resumen).toEqual({
      campos: { leidos: 4, importados: 3, no: 1, avisos: 0 },
      users: { leidos: 4, importados: 2, no: 2, avisos: 1 },
      tarjetas: { leidos: 7, importados: 4, no: 3, avisos: 2 },
      tarjetaskaizen: { leidos: 2, importados: 2, no: 0, avisos: 2 },
      filter: { leidos: 3, importados: 2, no: 1, avisos: 1 },
    });
    expect(informe.colecciones.tarjetas.noImportados).toEqual([
      { id: '5f1b00000000000000000005', motivo: 'Número inválido: "siete"' },
      { id: '5f1b00000000000000000006', motivo: 'Color desconocido: "Violeta"' },
      { id: 'línea 7', motivo: expect.stringContaining('JSON inválido') },
    ]);
    // The original numbered in the browser: a repeated colour + number comes in after the highest of its colour, keeping the old one.
    expect(informe.colecciones.tarjetas.avisos).toContainEqual({
      id: '5f1b00000000000000000004',
      motivo: 'Número repetido: la tarjeta Roja N°7 queda como N°13 (se conserva el original)',
    });
    expect(informe.colecciones.users.noImportados.map((p) => p.motivo)).toEqual(['El pin no es un hash bcrypt', 'Rol desconocido: "Supervisor"']);
    expect(informe.colecciones.tarjetaskaizen.avisos.map((p) => p.motivo)).toEqual([
      'preTarjeta: no existe la tarjeta Roja N°99; queda como eliminada',
      'Número 1 repetido: queda como Quick Kaizen N°2',
    ]);
  });

  it('keeps the meaning of the odd formats: string numbers, local repair times, hours as text', async () => {
    const [roja] = (
      await rows<{ numero: number; ini: string; fin: string; tiempo: number; convertida: boolean; verificacion: boolean; cerrada: string }>(
        sql`select numero, inicio_reparacion::text as ini, fin_reparacion::text as fin, tiempo_empleado as tiempo, convertida, verificacion, cerrada_en::text as cerrada
            from tarjetas where color = 'Roja' and numero = 7`,
      )
    ).rows;
    expect(roja).toEqual({
      numero: 7,
      ini: '2020-07-02 11:30:00+00',
      fin: '2020-07-02 14:15:00+00',
      tiempo: 2.75,
      convertida: true,
      verificacion: true,
      cerrada: '2020-07-02 14:15:00+00',
    });
    const horas = (
      await rows<{ date: string; quantity: string; type_of: string }>(sql`select date::text, quantity::text, type_of from user_hours order by date`)
    ).rows;
    expect(horas).toEqual([
      { date: '2020-06-09', quantity: '2.5', type_of: 'Horas de actividades autonomas' },
      { date: '2020-06-12', quantity: '3.0', type_of: 'Horas dadas de capacitacion' },
    ]);
    expect((await rows<{ p: string[] }>(sql`select parte_maquina as p from campos where value = 'Calandra 1'`)).rows[0].p).toEqual(['Reductor', 'Rodillo']);
  });

  it('imports a repeated colour + number with a new number, the original kept', async () => {
    const renumerada = (
      await rows<{ numero: number; numero_original: number | null; descripcion: string }>(
        sql`select numero, numero_original, descripcion from tarjetas where numero_original is not null`,
      )
    ).rows;
    expect(renumerada).toEqual([{ numero: 13, numero_original: 7, descripcion: 'Duplicada' }]);
  });

  it('continues the numbering past the highest imported number', async () => {
    expect((await rows<{ color: string; last: number }>(sql`select color, last from tarjeta_contadores order by color`)).rows).toEqual([
      { color: 'Azul', last: 3 },
      { color: 'Roja', last: 13 },
    ]);
    expect((await rows<{ last: number }>(sql`select last from kaizen_contador`)).rows).toEqual([{ last: 2 }]);
  });

  it('lets a migrated user log in with the old pin and re-hashes it with argon2id', async () => {
    const hash = async () =>
      (await rows<{ h: string }>(sql`select p.password_hash as h from users u join personas p on p.id = u.persona_id where u.legajo = '4002'`)).rows[0].h;
    expect(await hash()).toMatch(/^\$2b\$/);
    expect((await t.post('/api/auth', { email: '4002', password: '999999' })).status).toBe(400);
    const { token } = await t.login('4002', '246802');
    expect(token).toEqual(expect.any(String));
    expect(await hash()).toMatch(/^\$argon2id\$/);
    await t.login('4002', '246802');
  });

  it('shows a Kaizen with its linked cards (a missing one as eliminada)', async () => {
    const { token } = await t.login('4001', '135790');
    const [{ id }] = (await rows<{ id: string }>(sql`select id from kaizens where codigo = 'K-1'`)).rows;
    const res = await t.get<Kaizen>(`/api/tarjetaskaizen/${id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body.numero).toBe(1);
    expect(res.body.preTarjeta).toEqual([
      expect.objectContaining({ color: 'Roja', numero: 7, estado: 'Cerrada', _id: expect.any(String) }),
      expect.objectContaining({ color: 'Roja', numero: 99, estado: 'eliminada', _id: null }),
    ]);
    expect(res.body.tarjetasHacer).toEqual([expect.objectContaining({ color: 'Azul', numero: 3, estado: 'Abierta' })]);
  });

  it('imports a preset with its {value,label} columns, owned by the Admin', async () => {
    const { token } = await t.login('4001', '135790');
    const res = await t.get<FiltroPreset[]>('/api/filters', { token });
    expect(res.body).toEqual([
      expect.objectContaining({ nombre: 'Calandrado rojas' }),
      expect.objectContaining({ nombre: 'Rojas abiertas', selectedOption: ['numero', 'color'], color: ['Roja'], estado: ['Abierta'], alerta: true }),
    ]);
  });

  it("brings a preset in the original client's shape (one string per column, '' = none) with its filters, as /tarjetasfiltro restores them", async () => {
    const { token } = await t.login('4001', '135790');
    const presets = (await t.get<FiltroPreset[]>('/api/filters', { token })).body;
    const preset = presets.find((p) => p.nombre === 'Calandrado rojas')!;
    const { _id, nombre, selectedOption, alerta, qrcode, convertida, planificacion, ...filtros } = preset;
    expect({ selectedOption, alerta, qrcode, convertida, planificacion, filtros }).toEqual({
      selectedOption: ['numero', 'color', 'equipo'],
      alerta: false,
      qrcode: true,
      convertida: false,
      planificacion: false,
      filtros: { color: ['Roja'], equipo: ['Calandrado'] },
    });
    // What /tarjetasfiltro sends after restoring it: the one card of the dump that is Roja and of Calandrado.
    const res = await t.post<TarjetasPagina>(
      '/api/tarjetas/consulta',
      { selectedOption, filtros, alerta, qrcode, convertida, planificacion, pageSize: -1 },
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.body.items.map((c) => [c.color, c.numero, c.equipo])).toEqual([['Roja', 7, 'Calandrado']]);
    expect(_id && nombre).toBeTruthy();
  });

  it('the API accepts a preset selectedOption as {value,label} pairs', async () => {
    const { token } = await t.login('4002', '246802');
    const res = await t.post<FiltroPreset>(
      '/api/filters',
      { nombre: 'Original', selectedOption: [{ value: 'numero', label: 'Número' }, 'color', { value: 'color' }] },
      { token },
    );
    expect(res).toMatchObject({ status: 201, body: { nombre: 'Original', selectedOption: ['numero', 'color'] } });
    const malo = await t.post('/api/filters', { nombre: 'Malo', selectedOption: [{ value: 'inventada', label: 'X' }] }, { token });
    expect(malo).toMatchObject({ status: 400, body: { msg: MSG.columnaInvalida } });
  });

  it('a second run creates nothing', async () => {
    const tablas = ['users', 'user_hours', 'campos', 'tarjetas', 'kaizens', 'kaizen_tarjetas', 'filtros', 'mongo_importados'];
    const antes = await Promise.all(tablas.map(contar));
    const segundo = await importarDumpMongo(db, DUMP, { plantTz: TZ });
    expect(await Promise.all(tablas.map(contar))).toEqual(antes);
    expect(Object.values(segundo.colecciones).map((i) => [i.importados, i.yaImportados])).toEqual([
      [0, 3],
      [0, 2],
      [0, 4],
      [0, 2],
      [0, 2],
    ]);
  });
});
