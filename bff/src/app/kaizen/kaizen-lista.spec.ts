import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diaEnZona, KAIZEN_EXPORT_FILE_NAME, KAIZEN_EXPORT_SHEET, MSG, type Kaizen, type KaizensPagina, type KaizenTotales } from '@portal/shared/domain';
import { PLANT_TZ_DEFECTO } from '../common/config/app-config';
import { SEED_KAIZENS } from '../../db/seed/kaizens';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { crearKaizen, crearTarjeta, kaizenBody, par, PLANIFICAR } from '../../../test/kaizen';

describe('/api/tarjetaskaizen: numbering, list, totals and export', () => {
  let t: TestApp;
  let admin: string;
  let operario: string;
  beforeAll(async () => {
    // 200 concurrent creates queue for 10 pooled connections: the numbering, not the pool's patience, is tested.
    t = await startTestApp({ env: { DB_CONNECT_TIMEOUT_MS: '60000' } });
    ({ admin, operario } = await t.roleTokens());
  });
  afterAll(() => t.close());

  const pagina = async (query: string) => {
    const res = await t.get<KaizensPagina>(`/api/tarjetaskaizen?${query}`, { token: operario });
    expect(res.status, res.text).toBe(200);
    return res.body;
  };

  it('starts with the demo Kaizens on demo cards, numbered by the counter', async () => {
    const demo = (await t.get<Kaizen[]>('/api/tarjetaskaizen', { token: operario })).body.filter((k) => SEED_KAIZENS.some((s) => s.codigo === k.codigo));
    expect(demo.map((k) => [k.numero, k.codigo, k.estadoActual, k.pilar])).toEqual(SEED_KAIZENS.map((s, i) => [i + 1, s.codigo, s.estado, s.pilar]).reverse());
    for (const k of demo) {
      expect(k.preTarjeta.length).toBeGreaterThan(0);
      expect(k.preTarjeta.every((c) => c._id && Date.parse(k.fecha) > 0)).toBe(true);
      expect(k.fechaFinalizacionMejora === null).toBe(k.estado !== 'Cerrada');
    }
    expect(demo.map((k) => k.costoImporte)).toEqual([12000, null, null, 35500.5, 150000]);
  });

  describe('numbering', () => {
    const N = 200;
    it(`gives ${N} concurrent creates ${N} distinct consecutive numbers`, async () => {
      const card = par(await crearTarjeta(t, admin));
      const first = (await crearKaizen(t, admin)).numero + 1;
      const results = await Promise.all(
        Array.from({ length: N }, () => t.post<Kaizen>('/api/tarjetaskaizen', kaizenBody([card], { numero: 1 }), { token: admin })),
      );
      expect(results.map((r) => r.status).filter((s) => s !== 201)).toEqual([]);
      expect(results.map((r) => r.body.numero).sort((a, b) => a - b)).toEqual(Array.from({ length: N }, (_, i) => first + i));
    }, 180_000);

    it('never reuses the number of a deleted Kaizen, nor of a refused create', async () => {
      const k = await crearKaizen(t, admin);
      expect((await t.delete(`/api/tarjetaskaizen/${k._id}`, { token: admin })).status).toBe(200);
      expect((await t.post('/api/tarjetaskaizen', kaizenBody([{ color: 'Roja', numero: 987654 }]), { token: admin })).status).toBe(400);
      expect((await crearKaizen(t, admin)).numero).toBe(k.numero + 1);
    });
  });

  describe('list', () => {
    let ks: Kaizen[];
    beforeAll(async () => {
      const card = await crearTarjeta(t, admin);
      ks = [];
      const specs: Record<string, unknown>[] = [
        { codigo: 'LST-B', pilar: 'Calidad', maquina: 'Caldera', tema: 'Vapor', lider: 'Zoe' },
        { codigo: 'LST-A', pilar: 'Seguridad', tema: 'Guardas', lider: 'Ana', linea: 'Línea Lst' },
        { codigo: 'LST-C', pilar: 'Calidad', tema: 'Rebabas', lider: 'Bruno' },
      ];
      for (const s of specs) ks.push(await crearKaizen(t, admin, [card], s));
      await t.post('/api/tarjetaskaizen/cerrar', { _id: ks[1]._id, implementacion: true, ...PLANIFICAR }, { token: operario });
      await t.post(
        '/api/tarjetaskaizen/cerrar',
        { _id: ks[2]._id, implementacion: false, ...PLANIFICAR, objetivoCompletado: 'Sí', fechaFinalizacionMejora: diaEnZona(new Date(), PLANT_TZ_DEFECTO) },
        { token: operario },
      );
    });

    it('answers every Kaizen, newest first, without parameters', async () => {
      const all = (await t.get<Kaizen[]>('/api/tarjetaskaizen', { token: operario })).body;
      expect(Array.isArray(all)).toBe(true);
      const numeros = all.map((k) => k.numero);
      expect(numeros).toEqual([...numeros].sort((a, b) => b - a));
      expect(all.find((k) => k._id === ks[0]._id)?.preTarjeta).toHaveLength(1);
      expect((await pagina('page=0')).total).toBe(all.length);
    });

    it('pages, sorts and filters', async () => {
      const lst = await pagina('q=lst-&pageSize=2');
      expect(lst).toMatchObject({ total: 3, page: 0, pageSize: 2 });
      expect(lst.items.map((k) => k.codigo)).toEqual(['LST-C', 'LST-A']);
      expect(lst.items[0]).toEqual({
        _id: ks[2]._id,
        numero: ks[2].numero,
        codigo: 'LST-C',
        maquina: ks[2].maquina,
        fecha: ks[2].fecha,
        tema: 'Rebabas',
        estado: 'Cerrada',
        implementacion: false,
        estadoActual: 'Cerrada',
        lider: 'Bruno',
        pilar: 'Calidad',
        costo: '',
        beneficio: '',
      });
      expect((await pagina('q=LST-&pageSize=2&page=1')).items.map((k) => k.codigo)).toEqual(['LST-B']);
      expect((await pagina('q=LST-&sort=codigo&order=asc&pageSize=-1')).items.map((k) => k.codigo)).toEqual(['LST-A', 'LST-B', 'LST-C']);
      expect((await pagina('q=LST-&sort=estadoActual&order=asc')).items.map((k) => k.estadoActual)).toEqual(['Abierta', 'En implementacion', 'Cerrada']);
      expect((await pagina('q=LST-&sort=lider&order=desc')).items.map((k) => k.lider)).toEqual(['Zoe', 'Bruno', 'Ana']);
      expect((await pagina('q=LST-&estado=En implementacion')).items.map((k) => k.codigo)).toEqual(['LST-A']);
      expect((await pagina('q=LST-&estado=Abierta')).items.map((k) => k.codigo)).toEqual(['LST-B']);
      expect((await pagina('q=LST-&pilar=Calidad')).items.map((k) => k.codigo)).toEqual(['LST-C', 'LST-B']);
      expect((await pagina('q=LST-&maquina=Caldera')).items.map((k) => k.codigo)).toEqual(['LST-B']);
      expect((await pagina('q=línea lst')).items.map((k) => k.codigo)).toEqual(['LST-A']);
      expect((await pagina('q=zoe')).items.map((k) => k.codigo)).toEqual(['LST-B']);
      expect((await pagina(`q=${ks[1].numero}`)).items.map((k) => k._id)).toContain(ks[1]._id);
      expect((await pagina('q=100%25_')).total).toBe(0);
    });

    it('refuses a bad query with its message', async () => {
      for (const [query, msg] of [
        ['pageSize=0', MSG.consultaInvalida],
        ['pageSize=101', MSG.consultaInvalida],
        ['page=-1', MSG.consultaInvalida],
        ['sort=costo', MSG.consultaInvalida],
        ['order=up', MSG.consultaInvalida],
        ['estado=Pendiente', MSG.consultaInvalida],
        ['pilar=Otro', MSG.pilarInvalido],
        ['pilar=seguridad', MSG.pilarInvalido],
        [`q=${'x'.repeat(201)}`, MSG.consultaInvalida],
        [`maquina=${'x'.repeat(201)}`, MSG.consultaInvalida],
        ['q=a&q=b', MSG.consultaInvalida],
        ['q=%00', MSG.textoCaracteresInvalidos],
      ]) {
        expect({ query, res: await t.get(`/api/tarjetaskaizen?${query}`, { token: operario }) }).toMatchObject({ query, res: { status: 400, body: { msg } } });
      }
      expect(await t.get('/api/tarjetaskaizen/totales?estado=x', { token: operario })).toMatchObject({ status: 400, body: { msg: MSG.consultaInvalida } });
      expect(await t.get('/api/tarjetaskaizen/totales?pilar=Otro', { token: operario })).toMatchObject({ status: 400, body: { msg: MSG.pilarInvalido } });
    });
  });

  describe('totals and export', () => {
    let cerrado: Kaizen;
    beforeAll(async () => {
      const card = await crearTarjeta(t, admin);
      const fixture: [string, string, string, string][] = [
        ['TOT-1', 'Calidad', '$ 1.500,50', '1000'],
        ['TOT-2', 'Calidad', 'a definir', '250,25'],
        ['TOT-3', 'Calidad', '0,10', ''],
        ['TOT-4', 'Seguridad', '0,20', '2 horas/día'],
        ['TOT-5', 'Logística', '', ''],
      ];
      for (const [codigo, pilar, costo, beneficio] of fixture) {
        const k = await crearKaizen(t, admin, [card], { codigo, pilar });
        const res = await t.post<Kaizen>('/api/tarjetaskaizen/editarkaizen', { _id: k._id, costo, beneficio }, { token: admin });
        expect(res.status, res.text).toBe(200);
        if (codigo === 'TOT-1')
          cerrado = (
            await t.post<Kaizen>(
              '/api/tarjetaskaizen/cerrar',
              { _id: k._id, implementacion: false, ...PLANIFICAR, objetivoCompletado: 'Sí', fechaFinalizacionMejora: diaEnZona(new Date(), PLANT_TZ_DEFECTO) },
              { token: admin },
            )
          ).body;
      }
    });

    it('sums the numeric costs and benefits per pilar in the database', async () => {
      const res = await t.get<KaizenTotales>('/api/tarjetaskaizen/totales?q=TOT-', { token: operario });
      expect(res.body).toEqual({
        pilares: [
          { pilar: 'Seguridad', cantidad: 1, costo: 0.2, beneficio: null, conCosto: 1, conBeneficio: 0 },
          { pilar: 'Calidad', cantidad: 3, costo: 1500.6, beneficio: 1250.25, conCosto: 2, conBeneficio: 2 },
          { pilar: 'Logística', cantidad: 1, costo: null, beneficio: null, conCosto: 0, conBeneficio: 0 },
        ],
        total: { cantidad: 5, costo: 1500.8, beneficio: 1250.25 },
      });
      expect((await t.get<KaizenTotales>('/api/tarjetaskaizen/totales?q=TOT-&estado=Cerrada', { token: operario })).body).toEqual({
        pilares: [{ pilar: 'Calidad', cantidad: 1, costo: 1500.5, beneficio: 1000, conCosto: 1, conBeneficio: 1 }],
        total: { cantidad: 1, costo: 1500.5, beneficio: 1000 },
      });
      expect((await t.get<KaizenTotales>('/api/tarjetaskaizen/totales?q=ninguno-asi', { token: operario })).body).toEqual({
        pilares: [],
        total: { cantidad: 0, costo: null, beneficio: null },
      });
    });

    it('exports the filtered Kaizens to QuickKaizen.xlsx', async () => {
      const res = await t.app
        .getHttpAdapter()
        .getInstance()
        .inject({ method: 'GET', url: '/api/tarjetaskaizen/export?q=TOT-', headers: { authorization: `Bearer ${operario}` } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.headers['content-disposition']).toContain(`filename="${KAIZEN_EXPORT_FILE_NAME}"`);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = wb.getWorksheet(KAIZEN_EXPORT_SHEET);
      expect(sheet).toBeDefined();
      if (!sheet) return;
      const values = (r: number) => (sheet.getRow(r).values as unknown[]).slice(1);
      expect(values(1)).toEqual([
        'N°',
        'Código del Kaizen',
        'Maquina',
        'Fecha apertura',
        'Tema',
        'Estado actual',
        'Líder del equipo de mejora',
        'Pilar',
        'Línea',
        'Pérdida atacada',
        'Costo',
        'Beneficio',
      ]);
      expect(sheet.getRow(1).font?.bold).toBe(true);
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      expect(sheet.rowCount).toBe(6);
      const ultima = values(6);
      expect(ultima.slice(0, 3)).toEqual([cerrado.numero, 'TOT-1', cerrado.maquina]);
      expect(ultima[3]).toEqual(new Date(`${diaEnZona(cerrado.fecha, PLANT_TZ_DEFECTO)}T00:00:00.000Z`));
      expect(sheet.getRow(6).getCell(4).numFmt).toBe('DD/MM/YYYY');
      expect(ultima.slice(4)).toEqual([cerrado.tema, 'Cerrada', cerrado.lider, 'Calidad', cerrado.linea, cerrado.perdidaAtacada, 1500.5, 1000]);
      expect(values(5).slice(10)).toEqual(['a definir', 250.25]);
      expect(await t.get('/api/tarjetaskaizen/export?pilar=Nada', { token: operario })).toMatchObject({ status: 400, body: { msg: MSG.pilarInvalido } });
      expect((await t.get('/api/tarjetaskaizen/export')).status).toBe(401);
    });
  });
});
