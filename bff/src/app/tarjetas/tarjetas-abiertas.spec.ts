import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, TARJETAS_ABIERTAS_MAX, type Campo, type Tarjeta, type TarjetasAbiertas } from '@portal/shared/domain';
import { FakeClock, startTestApp, type TestApp } from '../../../test/test-app';
import { TARJETA_AMARILLA, TARJETA_ROJA } from '../../../test/tarjetas';
import { comoPropietario } from '../database/alcance-planta';
import { DB, type Db } from '../database/database.types';

const MAQUINA = 'Prensa abiertas';

describe('GET /api/tarjetas/abiertas (duplicate warning at capture)', () => {
  let t: TestApp;
  let tk: { admin: string; jefe: string; operario: string };
  const clock = new FakeClock();
  const abiertas = (query: string, token = tk.operario) => t.get<TarjetasAbiertas>(`/api/tarjetas/abiertas?${query}`, { token });
  const crear = async (parteMaquina: string, extra: object = {}) => {
    clock.advance(60_000);
    return (await t.post<Tarjeta>('/api/tarjetas', { ...TARJETA_ROJA, maquina: MAQUINA, parteMaquina, ...extra }, { token: tk.operario })).body;
  };

  beforeAll(async () => {
    t = await startTestApp({ clock });
    tk = await t.roleTokens();
    const maquina = (await t.post<Campo>('/api/campos', { name: 'maquina', value: MAQUINA }, { token: tk.admin })).body;
    for (const parte of ['Cilindro', 'Matriz']) await t.post('/api/campos/parteMaquina', { _id: maquina._id, name: parte }, { token: tk.admin });
  });
  afterAll(() => t.close());

  it("lists a machine's open cards, newest first, by part when given; closed cards are left out", async () => {
    const cilindro = await crear('Cilindro', { descripcion: 'Fuga en el cilindro' });
    const matriz = await crear('Matriz');
    const cerrada = await crear('Matriz');
    clock.advance(5 * 60_000);
    const fin = clock.now();
    const cierre = {
      _id: cerrada._id,
      inicioReparacion: new Date(fin.getTime() - 60_000).toISOString(),
      finReparacion: fin.toISOString(),
      responsable: 'Jorge',
      causa: 'Desgaste',
      tareaRealizada: 'Cambio',
      tipoAccion: 'Eliminar',
      riesgoFinal: 'NS: NO SIGNIFICATIVO',
      materialUtilizado: 'Retén',
      convertida: false,
    };
    expect((await t.post('/api/tarjetas/cerrar', cierre, { token: tk.operario })).status).toBe(200);
    const amarilla = (
      await t.post<Tarjeta>('/api/tarjetas/amarilla', { ...TARJETA_AMARILLA, maquina: MAQUINA, parteMaquina: 'Cilindro' }, { token: tk.operario })
    ).body;
    // Another machine's open card with the same part name is not listed.
    await t.post('/api/tarjetas', TARJETA_ROJA, { token: tk.operario });

    const todas = await abiertas(`maquina=${encodeURIComponent(MAQUINA)}`);
    expect(todas.status).toBe(200);
    expect(todas.body).toEqual({
      total: 3,
      tarjetas: [amarilla, matriz, cilindro].map((c) => ({
        _id: c._id,
        color: c.color,
        numero: c.numero,
        descripcion: c.descripcion,
        maquina: MAQUINA,
        parteMaquina: c.parteMaquina,
        fecha: c.fecha,
        prioridad: c.prioridad,
        conFoto: false,
      })),
    });
    const porParte = await abiertas(`maquina=${encodeURIComponent(MAQUINA)}&parteMaquina=Cilindro`, tk.admin);
    expect(porParte.body.total).toBe(2);
    expect(porParte.body.tarjetas.map((c) => c._id)).toEqual([amarilla._id, cilindro._id]);
    // An empty part is no part filter.
    expect((await abiertas(`maquina=${encodeURIComponent(MAQUINA)}&parteMaquina=`)).body.total).toBe(3);
  });

  it('says which cards already have their image (the form then keeps the photo off a comment)', async () => {
    const conImagen = await crear('Cilindro');
    await t.app.get<Db>(DB).execute(sql`update tarjetas set imagen_url = '/uploads/ya-tiene.jpg' where id = ${conImagen._id}`);
    const res = await abiertas(`maquina=${encodeURIComponent(MAQUINA)}&parteMaquina=Cilindro`);
    expect(res.body.tarjetas.map((c) => [c._id === conImagen._id, c.conFoto])).toEqual(
      res.body.tarjetas.map((c) => [c._id === conImagen._id, c._id === conImagen._id]),
    );
    expect(res.body.tarjetas[0]).toMatchObject({ _id: conImagen._id, conFoto: true });
  });

  it(`lists at most ${TARJETAS_ABIERTAS_MAX} and counts them all`, async () => {
    const before = (await abiertas(`maquina=${encodeURIComponent(MAQUINA)}`)).body.total;
    const nuevas: Tarjeta[] = [];
    for (let i = 0; i < 12; i++) nuevas.push(await crear('Matriz'));
    const res = await abiertas(`maquina=${encodeURIComponent(MAQUINA)}`, tk.jefe);
    expect(res.body.total).toBe(before + 12);
    expect(res.body.tarjetas.map((c) => c._id)).toEqual(
      nuevas
        .slice(-TARJETAS_ABIERTAS_MAX)
        .reverse()
        .map((c) => c._id),
    );
  });

  it('an unknown machine has none; a missing machine or a bad query is a 400; a session is required', async () => {
    expect((await abiertas('maquina=No%20existe')).body).toEqual({ total: 0, tarjetas: [] });
    expect(await abiertas('parteMaquina=Matriz')).toMatchObject({ status: 400, body: { msg: MSG.consultaInvalida } });
    expect(await abiertas('maquina=')).toMatchObject({ status: 400, body: { msg: MSG.maquinaRequerida } });
    expect(await abiertas(`maquina=${'x'.repeat(5000)}`)).toMatchObject({ status: 400, body: { msg: MSG.consultaInvalida } });
    expect((await t.get('/api/tarjetas/abiertas?maquina=Calandra%201')).status).toBe(401);
  });

  it('both queries are served by tarjetas_abiertas_maquina_idx', async () => {
    const db = t.app.get<Db>(DB);
    const plans: string[] = [];
    // Fresh statistics (as the owner: ANALYZE is theirs), so a tiny table's plan weighs the indexes as a real one.
    await comoPropietario(() => db.execute(sql`analyze tarjetas`));
    await db.transaction(async (tx) => {
      // A test database is small: forbid the sequential scan so the plan shows what the index can serve.
      await tx.execute(sql`set local enable_seqscan = off`);
      const explain = async (q: string) =>
        ((await tx.execute(sql.raw(`explain ${q}`))) as unknown as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]).join('\n');
      plans.push(
        await explain(
          `select id from tarjetas where estado = 'Abierta' and maquina = 'Prensa abiertas' and parte_maquina = 'Matriz' order by fecha desc, id desc limit 10`,
        ),
      );
      plans.push(await explain(`select count(*) from tarjetas where estado = 'Abierta' and maquina = 'Prensa abiertas'`));
    });
    for (const plan of plans) expect(plan).toContain('tarjetas_abiertas_maquina_idx');
  });
});
