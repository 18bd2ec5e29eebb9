import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  importarContrato as I,
  MSG,
  MSG_DATOS_DEMO,
  rutaUrl,
  TIPOS_HORA,
  type DatosDemo,
  type DatosDemoBorrados,
  type HoraEntrada,
  type ImportResultado,
  type Tarjeta,
  type User,
} from '@portal/shared/domain';
import { SEED_TARJETAS_COUNT } from '../../db/seed/tarjetas';
import { MIGRATIONS_DIR } from '../../../test/paths';
import { TARJETA_ROJA } from '../../../test/tarjetas';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { DB, type Db } from '../database/database.types';

const RUTA = rutaUrl(I.datosDemo);
const filasDe = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const contarFilas = async (db: Db, tabla: string) => (await filasDe<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(tabla)}`))[0].n;

/** A one-row import in the original's list format: Roja N°1, a number the demo cards hold. */
function importacion() {
  const csv =
    '"N°","Color","Fecha apertura","Descripción anomalia","Estado actual"\r\n"1","Roja","2019-01-31T23:10:10.000Z","Pérdida de aceite real","Abierta"\r\n';
  const boundary = '----demo-test';
  const payload = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="opciones"\r\n\r\n${JSON.stringify({ renumerarDuplicados: true })}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="archivo"; filename="tarjetas.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
  );
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('demo data in a real plant (GET/DELETE /api/importar/demo)', () => {
  let t: TestApp;
  let db: Db;
  let tokens: { admin: string; jefe: string; operario: string };
  let seeded: DatosDemo;

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get<Db>(DB);
    tokens = await t.roleTokens();
    // A first start seeds only demo Kaizens and two users' hours: every one of them is the seed's.
    seeded = { tarjetas: SEED_TARJETAS_COUNT, kaizens: await contarFilas(db, 'kaizens'), horas: await contarFilas(db, 'user_hours') };
  });
  afterAll(() => t.close());

  it('counts what the seed made: 300 cards, its Kaizens and its hours entries', async () => {
    expect(seeded.kaizens).toBeGreaterThan(0);
    expect(seeded.horas).toBeGreaterThan(0);
    const res = await t.get<DatosDemo>(RUTA, { token: tokens.admin });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual(seeded);
  });

  it('is for the Admin only: 403 { msg } for Jefe de area and Operario, 401 without a session, nothing removed', async () => {
    for (const token of [tokens.jefe, tokens.operario]) {
      expect(await t.get(RUTA, { token })).toMatchObject({ status: 403, body: { msg: MSG.sinPermiso } });
      expect(await t.delete(RUTA, { token })).toMatchObject({ status: 403, body: { msg: MSG.sinPermiso } });
    }
    expect((await t.delete(RUTA)).status).toBe(401);
    expect((await t.get<DatosDemo>(RUTA, { token: tokens.admin })).body).toEqual(seeded);
  });

  it('removes only the seed’s rows, in one audited record, keeps the plant’s cards and numbers; a second call finds nothing', async () => {
    const [roja1] = await filasDe<{ id: string }>(db, sql`select id from tarjetas where color = 'Roja' and numero = 1`);
    const [demoUser] = await filasDe<{ id: string }>(db, sql`select id from users where legajo = '3000'`);
    // The plant's data: a card created in the portal, one imported (renumbered: the demo took Roja N°1), hours and a
    // comment on a demo card (it goes with its card).
    const real = await t.post<Tarjeta>('/api/tarjetas', TARJETA_ROJA, { token: tokens.operario });
    expect(real.status, real.text).toBe(201);
    const imp = await t.app
      .getHttpAdapter()
      .getInstance()
      .inject({
        method: 'POST',
        url: rutaUrl(I.importar),
        headers: { ...importacion().headers, authorization: `Bearer ${tokens.admin}` },
        payload: importacion().payload,
      });
    expect(imp.statusCode, imp.body).toBe(201);
    expect((imp.json() as ImportResultado).renumeradas).toBe(1);
    const [importada] = await filasDe<{ id: string; numero: number; numero_original: number }>(
      db,
      sql`select id, numero, numero_original from tarjetas where numero_original = 1`,
    );
    const horas = await t.post<HoraEntrada>(
      '/api/users/hours',
      { _id: demoUser.id, quantity: 2.5, typeOf: TIPOS_HORA[0], date: '2026-11-20' },
      { token: tokens.operario },
    );
    expect(horas.status, horas.text).toBe(201);
    expect((await t.post(`/api/tarjetas/${roja1.id}/comentarios`, { texto: 'Visto en la demo' }, { token: tokens.admin })).status).toBe(201);
    const [{ last: ultimaRoja }] = await filasDe<{ last: number }>(db, sql`select last from tarjeta_contadores where color = 'Roja'`);
    const [{ n: registrosAntes }] = await filasDe<{ n: number }>(
      db,
      sql`select count(*)::int as n from auditoria where entidad = 'tarjeta' and accion = 'eliminar'`,
    );

    const res = await t.delete<DatosDemoBorrados>(RUTA, { token: tokens.admin });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ ...seeded, msg: MSG_DATOS_DEMO.borrados(seeded) });
    expect(res.body.msg).toBe(`Se borraron los datos de demostración: 300 tarjetas, ${seeded.kaizens} Kaizens y ${seeded.horas} registros de horas.`);

    const quedan = await filasDe<{ id: string; numero: number }>(db, sql`select id, numero from tarjetas order by numero`);
    expect(quedan.map((c) => c.id).sort()).toEqual([real.body._id, importada.id].sort());
    expect(quedan.find((c) => c.id === importada.id)?.numero).toBe(importada.numero);
    expect(await contarFilas(db, 'kaizens')).toBe(0);
    expect(await filasDe(db, sql`select id from user_hours`)).toEqual([{ id: horas.body._id }]);
    expect(await contarFilas(db, 'comentarios')).toBe(0);
    expect(await contarFilas(db, 'datos_demo')).toBe(0);
    // Users and field options stay: the plant may be using them.
    expect((await t.get<User[]>('/api/users', { token: tokens.admin })).body.length).toBeGreaterThan(0);
    expect((await t.get<Tarjeta>(`/api/tarjetas/${real.body._id}`, { token: tokens.admin })).status).toBe(200);

    // One record for the whole removal, by the Admin, instead of one per card.
    const registros = await filasDe<{ actor_legajo: string; etiqueta: string; accion: string; cambios: unknown }>(
      db,
      sql`select actor_legajo, etiqueta, accion, cambios from auditoria where entidad = 'datos_demo'`,
    );
    expect(registros).toEqual([
      {
        actor_legajo: '1000',
        accion: 'eliminar',
        etiqueta: `Datos de demostración: 300 tarjetas, ${seeded.kaizens} Kaizens y ${seeded.horas} registros de horas`,
        cambios: [
          { campo: 'tarjetas', antes: 300, despues: null },
          { campo: 'kaizens', antes: seeded.kaizens, despues: null },
          { campo: 'horas', antes: seeded.horas, despues: null },
        ],
      },
    ]);
    const [{ n: registrosDespues }] = await filasDe<{ n: number }>(
      db,
      sql`select count(*)::int as n from auditoria where entidad = 'tarjeta' and accion = 'eliminar'`,
    );
    expect(registrosDespues).toBe(registrosAntes);

    expect((await t.get<DatosDemo>(RUTA, { token: tokens.admin })).body).toEqual({ tarjetas: 0, kaizens: 0, horas: 0 });
    const auditoriaAntes = await contarFilas(db, 'auditoria');
    const otra = await t.delete<DatosDemoBorrados>(RUTA, { token: tokens.admin });
    expect(otra).toMatchObject({ status: 200, body: { tarjetas: 0, kaizens: 0, horas: 0, msg: MSG_DATOS_DEMO.nadaQueBorrar } });
    expect(await contarFilas(db, 'auditoria')).toBe(auditoriaAntes);

    // Numbers are never given twice: the freed N°1–N°84 stay unused, the next card follows the counter.
    const siguiente = await t.post<Tarjeta>('/api/tarjetas', TARJETA_ROJA, { token: tokens.operario });
    expect(siguiente.body.numero).toBe(ultimaRoja + 1);
  });
});

/** 0038_datos_demo_sql: a database seeded before datos_demo existed gets exactly the seed's rows marked. */
describe('migration: marking the demo data of a database seeded before', () => {
  const marcar = readFileSync(join(MIGRATIONS_DIR, '0038_datos_demo_sql.sql'), 'utf8');
  const marcas = (db: Db) => filasDe<{ entidad: string; id: string }>(db, sql`select entidad, id::text as id from datos_demo order by entidad, id`);

  it('finds the seed’s cards, Kaizens and hours through its audit records, and nothing the plant made', async () => {
    const t = await startTestApp();
    try {
      const db = t.app.get<Db>(DB);
      const { admin } = await t.roleTokens();
      const seedMarks = await marcas(db);
      expect(seedMarks.filter((m) => m.entidad === 'tarjeta')).toHaveLength(SEED_TARJETAS_COUNT);
      const real = await t.post<Tarjeta>('/api/tarjetas', TARJETA_ROJA, { token: admin });
      expect(real.status).toBe(201);
      // A demo card deleted by hand before the migration leaves nothing to mark.
      const [borrada] = await filasDe<{ id: string }>(db, sql`select id from tarjetas where color = 'Azul' and numero = 2`);
      expect((await t.delete(`/api/tarjetas/${borrada.id}`, { token: admin })).status).toBe(200);
      await db.execute(sql`delete from datos_demo`);

      await db.execute(sql.raw(marcar));

      expect(await marcas(db)).toEqual(seedMarks.filter((m) => m.id !== borrada.id));
    } finally {
      await t.close();
    }
  });

  it('marks nothing in a database started without demo data (SEED=false)', async () => {
    const t = await startTestApp({ env: { SEED: 'false' } });
    try {
      const db = t.app.get<Db>(DB);
      await db.execute(sql.raw(marcar));
      expect(await marcas(db)).toEqual([]);
      expect((await t.get(RUTA)).status).toBe(401);
    } finally {
      await t.close();
    }
  });
});
