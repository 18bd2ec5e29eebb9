import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COLORES,
  COLORES_MTTR,
  importarContrato as I,
  rutaUrl,
  TEXTO_IMPORT,
  type Color,
  type DashboardMeses,
  type EvolucionRespuesta,
  type ImportAnalisis,
  type ImportOpciones,
  type ImportResultado,
  type MttrRespuesta,
  type AutonomiaRespuesta,
  type RiesgoRespuesta,
} from '@portal/shared/domain';
import { csvHistorial, DESDE, HASTA, historialOriginal, type FilaOriginal } from './historial-original';
import { enviarImport } from './importar';
import { startTestApp, type TestApp } from './test-app';

/**
 * The real-data case of issue 21, replayed: a plant moving in from the original app removes the demo data, imports its
 * 2019–2021 history after mapping what the dry run found, and the dashboard tells that history the same way on
 * every tab. Every expected figure is derived from the fixture's rows here, not from the portal's code.
 */
describe('a migrated plant: the original export imports whole and every tab tells the same history', () => {
  const h = historialOriginal();
  const archivo = csvHistorial(h.filas);
  const copias = new Set(h.lineasCopias);
  /** The rows that become cards: all but the double submissions' copies. */
  const creadas: FilaOriginal[] = h.filas.filter((_f, i) => !copias.has(i + 2));
  const de = (color: Color) => creadas.filter((f) => f.color === color);
  const cerradas = (filas: FilaOriginal[]) => filas.filter((f) => f.estado === 'Cerrada').length;
  const OPCIONES: ImportOpciones = { agregarCampos: true, renumerarDuplicados: true, valores: { prioridad: { Medio: 'Media' } }, enviosDobles: 'omitir' };

  let t: TestApp;
  let admin: string;
  const get = async <T>(path: string) => {
    const res = await t.get<T>(path, { token: admin });
    expect(res.status, path).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = (await t.roleTokens()).admin;
    const borrado = await t.request('DELETE', '/api/importar/demo', { token: admin });
    expect(borrado.status).toBe(200);
  });
  afterAll(() => t.close());

  it('the dry run finds the priority variant, the double submissions, the reused numbers and the closed rows without a closing date', async () => {
    const { status, body: a } = await enviarImport<ImportAnalisis>(t, rutaUrl(I.analizar), admin, archivo, 'ListaTarjetas.csv');
    expect(status).toBe(200);
    expect(a.faltanCampos).toEqual([]);
    expect(a.filas).toBe(h.filas.length);
    expect(a.valoresDesconocidos).toEqual([{ campo: 'prioridad', valor: 'Medio', filas: 3 }]);
    expect(a.rechazadas.filter((r) => h.lineasMedio.includes(r.linea))).toHaveLength(3);
    expect(a.enviosDobles.flatMap((e) => e.dobles).sort((x, y) => x - y)).toEqual([...h.lineasCopias].sort((x, y) => x - y));
    expect(a.enviosDobles.find((e) => e.color === 'Azul' && e.numero === 1717)?.dobles).toHaveLength(10);
    // Every repeated pair is listed whatever the options; which rows get a new number depends on which are imported.
    for (const r of h.renumeradas) expect(a.duplicados.find((d) => d.color === r.color && d.numero === r.numero)?.lineas).toContain(r.linea);
    expect(a.yaImportadas).toBe(0);
  });

  it('after mapping Medio → Media every row imports: nothing rejected, the copies skipped, the reused numbers renumbered', async () => {
    const analisis = await enviarImport<ImportAnalisis>(t, rutaUrl(I.analizar), admin, archivo, 'ListaTarjetas.csv', OPCIONES);
    expect(analisis.body).toMatchObject({ rechazadasTotal: 0, aCrear: creadas.length, cerradasSinCierre: cerradas(creadas) });
    expect(analisis.body.renumeracion.map((r) => [r.color, r.numero, r.linea])).toEqual(h.renumeradas.map((r) => [r.color, r.numero, r.linea]));
    expect(TEXTO_IMPORT.cerradasSinCierre(analisis.body.cerradasSinCierre)).toBe(
      `${cerradas(creadas).toLocaleString('es-AR')} filas Cerradas sin fecha de cierre: figurarán como cerradas sin mes de cierre`,
    );

    const { status, body } = await enviarImport<ImportResultado>(t, rutaUrl(I.importar), admin, archivo, 'ListaTarjetas.csv', OPCIONES);
    expect(status).toBe(201);
    expect(body).toMatchObject({ creadas: creadas.length, renumeradas: h.renumeradas.length, rechazadas: 0, enviosDoblesOmitidos: h.copias });
    expect(body.porColor).toEqual(Object.fromEntries(COLORES.map((c) => [c, de(c).length])));
  });

  it('every tab agrees for 2019–2021: colour tabs, risk map, autonomía and MTTR count the same closed cards', async () => {
    const rango = `desde=${DESDE}&hasta=${HASTA}`;
    let total = 0;
    let totalCerradas = 0;
    for (const color of COLORES) {
      const r = await get<EvolucionRespuesta>(`/api/dashboard/evolucion?color=${color}&${rango}`);
      expect(r.agrupacion).toBe('mes');
      // Opened per month, derived from the rows (mid-afternoon UTC: the same month in the plant's zone).
      const porMes = new Map<string, number>();
      for (const f of de(color)) porMes.set(f.fecha.slice(0, 7), (porMes.get(f.fecha.slice(0, 7)) ?? 0) + 1);
      expect(r.filas.map((f) => f.abiertas)).toEqual(r.filas.map((f) => porMes.get(f.mes) ?? 0));
      expect(r.periodo).toMatchObject({ tarjetas: de(color).length, cerradas: cerradas(de(color)), sinFechaCierre: cerradas(de(color)) });
      total += r.periodo.tarjetas;
      totalCerradas += r.periodo.cerradas;
    }
    expect(total).toBe(creadas.length);

    const riesgo = await get<RiesgoRespuesta>(`/api/dashboard/riesgo?${rango}`);
    expect(riesgo.total).toMatchObject({ tarjetas: total, cerradas: totalCerradas });
    expect(riesgo.sinFechaCierre).toBe(totalCerradas);

    const autonomia = await get<AutonomiaRespuesta>(`/api/dashboard/autonomia?${rango}`);
    expect(autonomia.filas.every((f) => f.cerradas === 0)).toBe(true);
    expect(autonomia.sinFechaCierre).toBe(totalCerradas);

    const mttr = await get<MttrRespuesta>(`/api/dashboard/mttr?${rango}`);
    expect(mttr.sinFechaCierre).toBe(COLORES_MTTR.reduce((s, c) => s + cerradas(de(c)), 0));
  });

  it('the home page finds the history: the last 12 months are empty, the last card is of December 2021, the whole history groups by quarter', async () => {
    const meses = await get<DashboardMeses>('/api/dashboard/meses');
    expect(meses).toMatchObject({ primerMes: DESDE, ultimoMes: HASTA });
    const ultimos = await get<EvolucionRespuesta>('/api/dashboard/evolucion?color=Amarilla&meses=12');
    expect(ultimos.filas.every((f) => f.abiertas === 0 && f.cerradas === 0)).toBe(true);

    const todo = await get<EvolucionRespuesta>(`/api/dashboard/evolucion?color=Amarilla&desde=${meses.primerMes}&hasta=${meses.mesActual}`);
    expect(todo.agrupacion).toBe('trimestre');
    expect(todo.filas.reduce((s, f) => s + f.abiertas, 0)).toBe(de('Amarilla').length);
    expect(todo.periodo.tarjetas).toBe(de('Amarilla').length);
  });
});
