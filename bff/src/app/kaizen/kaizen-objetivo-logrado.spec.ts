import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diaEnZona, MSG, type Kaizen } from '@portal/shared/domain';
import { PLANT_TZ_DEFECTO } from '../common/config/app-config';
import { DB, type Db } from '../database/database.types';
import { FakeClock, startTestApp, type TestApp } from '../../../test/test-app';
import { crearKaizen, PLANIFICAR } from '../../../test/kaizen';
import { comoPropietario } from '../database/alcance-planta';

const clock = new FakeClock();
const hoy = () => diaEnZona(clock.now(), PLANT_TZ_DEFECTO);
const MIGRACION = resolve(import.meta.dirname, '../../db/migrations/0045_kaizen_objetivo_logrado_sql.sql');

/** Issue 22: '¿Se logró el objetivo?' Sí / No / Parcialmente beside the original's free text (its comment). */
describe('/api/tarjetaskaizen: ¿Se logró el objetivo?', () => {
  let t: TestApp;
  let admin: string;
  let jefe: string;
  let operario: string;
  beforeAll(async () => {
    t = await startTestApp({ clock });
    ({ admin, jefe, operario } = await t.roleTokens());
  });
  afterAll(() => t.close());

  const get = async (id: string) => (await t.get<Kaizen>(`/api/tarjetaskaizen/${id}`, { token: operario })).body;
  const cerrar = (body: Record<string, unknown>) => t.post<Kaizen>('/api/tarjetaskaizen/cerrar', body, { token: operario });
  const editar = (body: Record<string, unknown>) => t.post<Kaizen>('/api/tarjetaskaizen/editarkaizen', body, { token: jefe });

  it('a new Kaizen has no answer; closing stores the answer and its comment, and the answer alone closes too', async () => {
    const k = await crearKaizen(t, admin);
    expect(k.objetivoLogrado).toBeNull();
    const cerrado = await cerrar({
      _id: k._id,
      implementacion: false,
      ...PLANIFICAR,
      objetivoLogrado: 'Parcialmente',
      objectivoCompletado: 'Bajaron las fugas a la mitad',
      fechaFinalizacionMejora: hoy(),
    });
    expect(cerrado.status, cerrado.text).toBe(200);
    expect(cerrado.body).toMatchObject({
      estado: 'Cerrada',
      objetivoLogrado: 'Parcialmente',
      objetivoCompletado: 'Bajaron las fugas a la mitad',
      objectivoCompletado: 'Bajaron las fugas a la mitad',
    });
    expect((await get(k._id)).objetivoLogrado).toBe('Parcialmente');

    const solo = await crearKaizen(t, admin);
    expect(await cerrar({ _id: solo._id, implementacion: false, ...PLANIFICAR, fechaFinalizacionMejora: hoy() })).toMatchObject({
      status: 400,
      body: { msg: MSG.kaizenChequearIncompleto },
    });
    const res = await cerrar({ _id: solo._id, implementacion: false, ...PLANIFICAR, objetivoLogrado: 'No', fechaFinalizacionMejora: hoy() });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ objetivoLogrado: 'No', objetivoCompletado: '' });
  });

  it("an old client's text still closes, and gives the answer when it starts with it", async () => {
    for (const [texto, logrado] of [
      ['Sí, sin fugas en 30 días', 'Sí'],
      ['SI', 'Sí'],
      ['no: siguen las fugas', 'No'],
      ['Parcial, la mitad', 'Parcialmente'],
      ['Sin fugas en 30 días', null],
      ['Noviembre sin fugas', null],
    ] as const) {
      const k = await crearKaizen(t, admin);
      const res = await cerrar({ _id: k._id, implementacion: false, ...PLANIFICAR, objectivoCompletado: texto, fechaFinalizacionMejora: hoy() });
      expect({ texto, status: res.status, logrado: res.body.objetivoLogrado, comentario: res.body.objetivoCompletado }).toEqual({
        texto,
        status: 200,
        logrado,
        comentario: texto,
      });
    }
  });

  it('the edit keeps the answer when absent, clears it with null or an empty text, and a text that says neither keeps it', async () => {
    const k = await crearKaizen(t, admin);
    expect((await editar({ _id: k._id, objetivoLogrado: 'Sí' })).body.objetivoLogrado).toBe('Sí');
    expect((await editar({ _id: k._id, tema: 'Otro tema' })).body).toMatchObject({ tema: 'Otro tema', objetivoLogrado: 'Sí' });
    expect((await editar({ _id: k._id, objetivoCompletado: 'Se midió durante un mes' })).body).toMatchObject({
      objetivoLogrado: 'Sí',
      objetivoCompletado: 'Se midió durante un mes',
    });
    expect((await editar({ _id: k._id, objetivoCompletado: 'No se logró' })).body.objetivoLogrado).toBe('No');
    expect((await editar({ _id: k._id, objetivoLogrado: null })).body.objetivoLogrado).toBeNull();
    await editar({ _id: k._id, objetivoLogrado: 'Parcialmente' });
    expect((await editar({ _id: k._id, objetivoLogrado: '' })).body.objetivoLogrado).toBeNull();
  });

  it('refuses any other answer on both calls, changing nothing', async () => {
    const k = await crearKaizen(t, admin);
    for (const valor of ['Quizás', 'sí', 'Si', 'SÍ', 1, true, ['Sí'], { valor: 'Sí' }]) {
      const c = await cerrar({ _id: k._id, implementacion: true, ...PLANIFICAR, objetivoLogrado: valor });
      expect({ valor, status: c.status, body: c.body }).toEqual({ valor, status: 400, body: { msg: MSG.kaizenObjetivoLogradoInvalido } });
      const e = await editar({ _id: k._id, objetivoLogrado: valor });
      expect({ valor, status: e.status, body: e.body }).toEqual({ valor, status: 400, body: { msg: MSG.kaizenObjetivoLogradoInvalido } });
    }
    expect(await get(k._id)).toEqual(k);
  });

  it('a closed Kaizen cannot lose its answer when the text is empty too', async () => {
    const k = await crearKaizen(t, admin);
    await cerrar({ _id: k._id, implementacion: false, ...PLANIFICAR, objetivoLogrado: 'Sí', fechaFinalizacionMejora: hoy() });
    expect(await editar({ _id: k._id, objetivoLogrado: null })).toMatchObject({ status: 400, body: { msg: MSG.kaizenChequearIncompleto } });
    expect((await get(k._id)).objetivoLogrado).toBe('Sí');
  });

  it('the database refuses any other stored answer, and the migration reads the stored texts (re-runnable)', async () => {
    const db = t.app.get<symbol, Db>(DB);
    const k = await crearKaizen(t, admin);
    await expect(db.execute(sql`update kaizens set objetivo_logrado = 'Quizás' where id = ${k._id}`)).rejects.toThrow();

    const textos = ['Sí, sin fugas', 'sí', 'NO', 'Parcialmente: la mitad', 'Sin fugas', ''];
    const ids: string[] = [];
    for (const texto of textos) {
      const nuevo = await crearKaizen(t, admin);
      await db.execute(sql`update kaizens set objetivo_completado = ${texto}, objetivo_logrado = null where id = ${nuevo._id}`);
      ids.push(nuevo._id);
    }
    // An answer already given is not overwritten.
    await db.execute(sql`update kaizens set objetivo_completado = 'No', objetivo_logrado = 'Sí' where id = ${k._id}`);
    for (const vez of [1, 2]) {
      // A migration runs as the tables' owner.
      for (const sentencia of readFileSync(MIGRACION, 'utf8').split('--> statement-breakpoint')) await comoPropietario(() => db.execute(sql.raw(sentencia)));
      const leidos = await Promise.all(ids.map(async (id) => (await get(id)).objetivoLogrado));
      expect({ vez, leidos }).toEqual({ vez, leidos: ['Sí', 'Sí', 'No', 'Parcialmente', null, null] });
      expect((await get(ids[0]!)).objetivoCompletado).toBe('Sí, sin fugas');
      expect((await get(k._id)).objetivoLogrado).toBe('Sí');
    }
  });
});
