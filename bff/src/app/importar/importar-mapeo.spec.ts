import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  importarContrato as I,
  MOTIVO_IMPORT,
  MSG,
  plantaTiempo,
  rutaUrl,
  TEXTO_IMPORT,
  type ImportAnalisis,
  type ImportOpciones,
  type ImportResultado,
} from '@portal/shared/domain';
import { enviarImport, filasDe, lineaCsv } from '../../../test/importar';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { APP_CONFIG, type AppConfig } from '../common/config/app-config';
import { DB, type Db } from '../database/database.types';

const HEADER = ['N°', 'Color', 'Equipo Autonomo', 'Prioridad', 'Fecha apertura', 'Descripción anomalia', 'Estado actual'];

/**
 * Shaped like the original app's list export (issue 21 §3): "Medio" as a priority, a card sent three times within
 * 40 s, a number repeated by two different cards (one with an equipo not configured), a number held by a seeded
 * card, and Cerrada rows without a closing date.
 */
const FILAS = [
  ['7001', 'Roja', 'Calandrado', 'Alta', '2019-03-01T10:00:00.000Z', 'Fuga de aceite', 'Abierta'], // 2
  ['7002', 'Azul', 'Calandrado', 'Medio', '2019-03-01T11:00:00.000Z', 'Ruido en el motor', 'Abierta'], // 3
  ['7003', 'Azul', 'Calandrado', 'Medio', '2019-03-01T12:00:00.000Z', 'Vibración', 'Cerrada'], // 4
  ['7004', 'Verde', 'Calandrado', 'Medio', '2019-03-01T13:00:00.000Z', 'Orden y limpieza', 'Abierta'], // 5
  ['7010', 'Azul', 'Calandrado', 'Baja', '2019-03-02T08:00:00.000Z', 'Tornillo flojo', 'Abierta'], // 6
  ['7010', 'Azul', 'Calandrado', 'Baja', '2019-03-02T08:00:03.000Z', 'Tornillo flojo', 'Abierta'], // 7: sent again
  ['7010', 'Azul', 'Calandrado', 'Baja', '2019-03-02T08:00:40.000Z', 'Tornillo flojo', 'Abierta'], // 8: sent again
  ['7020', 'Roja', 'Equipo Nuevo', 'Alta', '2019-03-03T10:00:00.000Z', 'Pérdida de aire', 'Abierta'], // 9
  ['7020', 'Roja', 'Calandrado', 'Alta', '2019-03-05T10:00:00.000Z', 'Otra anomalía', 'Abierta'], // 10: another card, same number
  ['1', 'Roja', 'Calandrado', 'Alta', '2019-03-06T10:00:00.000Z', 'Número de una tarjeta del portal', 'Abierta'], // 11
  ['7030', 'Verde', 'Calandrado', 'Alta', '2019-03-07T10:00:00.000Z', 'Cerrada sin fecha', 'Cerrada'], // 12
];
const csv = (header: string[], filas: string[][]) => Buffer.from('\uFEFF' + [header, ...filas].map(lineaCsv).join('\r\n') + '\r\n', 'utf8');
const CSV = csv(HEADER, FILAS);

/** The lists that must not change with the options. */
const listas = (a: ImportAnalisis) => ({
  desconocidos: a.valoresDesconocidos,
  noConfigurados: a.valoresNoConfigurados,
  duplicados: a.duplicados,
  dobles: a.enviosDobles,
});

describe('card import: unknown values mapped, renumbering previewed, double submissions (issue 21 §3)', () => {
  let t: TestApp;
  let db: Db;
  let admin: string;
  let zona: string;
  const analizar = (opciones?: ImportOpciones, archivo = CSV) => enviarImport<ImportAnalisis>(t, rutaUrl(I.analizar), admin, archivo, 'tarjetas.csv', opciones);

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get<Db>(DB);
    admin = (await t.roleTokens()).admin;
    zona = t.app.get<symbol, AppConfig>(APP_CONFIG).plantTz;
  });
  afterAll(() => t.close());

  it('the dry run lists "Medio" with its rows, the equipo not configured, the repeated numbers, the double submission and the renumbering, naming the card that holds a number', async () => {
    const [duena] = await filasDe<{ fecha: Date | string; descripcion: string }>(
      db,
      sql`select fecha, descripcion from tarjetas where color = 'Roja' and numero = 1`,
    );
    const res = await analizar();
    expect(res.status).toBe(200);
    const a = res.body;
    expect(a.valoresDesconocidos).toEqual([{ campo: 'prioridad', valor: 'Medio', filas: 3 }]);
    expect(a.valoresNoConfigurados).toEqual([{ campo: 'equipo', valor: 'Equipo Nuevo', filas: 1 }]);
    expect(a.duplicados).toEqual([
      { color: 'Azul', numero: 7010, lineas: [6, 7, 8] },
      { color: 'Roja', numero: 7020, lineas: [9, 10] },
      { color: 'Roja', numero: 1, lineas: [11] },
    ]);
    expect(a.enviosDobles).toEqual([{ color: 'Azul', numero: 7010, linea: 6, dobles: [7, 8] }]);
    // By default: "Medio" and the equipo rejected, the doubles skipped, repeated numbers rejected (previewed).
    expect(a.rechazadas).toEqual([
      { linea: 3, motivo: MOTIVO_IMPORT.prioridadInvalida('Medio') },
      { linea: 4, motivo: MOTIVO_IMPORT.prioridadInvalida('Medio') },
      { linea: 5, motivo: MOTIVO_IMPORT.prioridadInvalida('Medio') },
      { linea: 9, motivo: MOTIVO_IMPORT.noConfigurado('equipo', 'Equipo Nuevo') },
      { linea: 11, motivo: MOTIVO_IMPORT.duplicadoExistente('Roja', 1) },
    ]);
    const ocupadaPor = TEXTO_IMPORT.ocupadaPor(plantaTiempo(zona).fecha(duena.fecha), duena.descripcion);
    expect(a.renumeracion).toEqual([{ linea: 11, color: 'Roja', numero: 1, nuevo: 7021, ocupadaPor }]);
    expect(TEXTO_IMPORT.renumerada(a.renumeracion[0])).toBe(
      `Línea 11: Roja N°1 → N°7021 (Roja N°1 — ya es la tarjeta abierta el ${plantaTiempo(zona).fecha(duena.fecha)} «${duena.descripcion.slice(0, 40).trimEnd()}${duena.descripcion.length > 40 ? '…' : ''}»)`,
    );
    expect(a.renumeracionTotal).toBe(1);
    expect(a.aCrear).toBe(4);
    expect(a.cerradasSinCierre).toBe(1);
    expect(a.yaImportadas).toBe(0);
  });

  it('the lists do not depend on any option; the options decide the rows', async () => {
    const base = listas((await analizar()).body);
    const mapeado = (await analizar({ valores: { prioridad: { Medio: 'Media' } } })).body;
    const conCampos = (await analizar({ agregarCampos: true })).body;
    const todo = (await analizar({ valores: { prioridad: { Medio: 'Media' } }, agregarCampos: true, renumerarDuplicados: true, enviosDobles: 'importar' }))
      .body;
    for (const a of [mapeado, conCampos, todo]) expect(listas(a)).toEqual(base);

    expect(mapeado.rechazadas.map((r) => r.linea)).toEqual([9, 11]);
    expect(mapeado.cerradasSinCierre).toBe(2);
    // The equipo added: line 9 keeps 7020, line 10 repeats it.
    expect(conCampos.rechazadas.map((r) => r.linea)).toEqual([3, 4, 5, 10, 11]);
    expect(conCampos.renumeracion.map((r) => [r.linea, r.nuevo, r.lineaAnterior])).toEqual([
      [10, 7021, 9],
      [11, 7022, undefined],
    ]);
    // Everything in: the doubles are renumbered too.
    expect(todo.rechazadasTotal).toBe(0);
    expect(todo.aCrear).toBe(11);
    expect(todo.renumeracion.map((r) => [r.linea, r.color, r.numero, r.nuevo])).toEqual([
      [7, 'Azul', 7010, 7011],
      [8, 'Azul', 7010, 7012],
      [10, 'Roja', 7020, 7021],
      [11, 'Roja', 1, 7022],
    ]);
  });

  it('a mapping target outside the allowed values, or a campo not configured, is a Spanish 400', async () => {
    const malas = [
      { valores: { prioridad: { Medio: 'Mediana' } } },
      { valores: { color: { Rojo: 'Rosa' } } },
      { valores: { campos: { equipo: { 'Equipo Nuevo': { accion: 'mapear' } } } } },
      { valores: { campos: { parteMaquina: { Tornillo: { accion: 'mapear', a: 'Motor' } } } } },
      { valores: { campos: { familia: { X: { accion: 'agregar' } } } } },
      { enviosDobles: 'siempre' },
    ];
    for (const opciones of malas) {
      const res = await analizar(opciones as unknown as ImportOpciones);
      expect(res.status, JSON.stringify(opciones)).toBe(400);
      expect(res.body.msg).toBe(MSG.importOpcionesInvalidas);
    }
    const destino = await analizar({ valores: { campos: { equipo: { 'Equipo Nuevo': { accion: 'mapear', a: 'Equipo Inexistente' } } } } });
    expect(destino.status).toBe(400);
    expect(destino.body.msg).toBe(TEXTO_IMPORT.destinoNoConfigurado('equipo', 'Equipo Nuevo', 'Equipo Inexistente'));
  });

  it('imports with the mappings (recorded in its audit record); again, the rows imported are reported as such before "Medio" or a double', async () => {
    const opciones: ImportOpciones = {
      valores: { prioridad: { Medio: 'Media' }, campos: { equipo: { 'Equipo Nuevo': { accion: 'mapear', a: 'Calandrado' } } } },
      renumerarDuplicados: true,
    };
    const res = await enviarImport<ImportResultado>(t, rutaUrl(I.importar), admin, CSV, 'tarjetas.csv', opciones);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ creadas: 9, renumeradas: 2, rechazadas: 0, enviosDoblesOmitidos: 2, camposAgregados: 0 });
    const cards = await filasDe<{ color: string; numero: number; original: number | null; prioridad: string; equipo: string }>(
      db,
      sql`select color, numero, numero_original as original, prioridad, equipo from tarjetas where numero between 7000 and 7100 order by color, numero`,
    );
    expect(cards.filter((c) => c.prioridad === 'Media').map((c) => `${c.color} ${c.numero}`)).toEqual(['Azul 7002', 'Azul 7003', 'Verde 7004']);
    expect(cards.filter((c) => c.color === 'Azul' && c.numero === 7010)).toHaveLength(1);
    expect(cards.filter((c) => c.original !== null).map((c) => [c.numero, c.original])).toEqual([
      [7021, 7020],
      [7022, 1],
    ]);
    expect(cards.every((c) => c.equipo === 'Calandrado')).toBe(true);
    const [registro] = await filasDe<{ cambios: { campo: string; despues: unknown }[] }>(
      db,
      sql`select cambios from auditoria where accion = 'importar' and etiqueta = 'Importación de 9 tarjetas'`,
    );
    expect(registro.cambios).toContainEqual({ campo: 'opciones', antes: null, despues: opciones });
    expect(registro.cambios).toContainEqual({ campo: 'enviosDoblesOmitidos', antes: null, despues: 2 });

    const otra = (await analizar()).body;
    expect(otra.yaImportadas).toBe(9);
    expect(otra.rechazadasTotal).toBe(0);
    expect(otra.valoresDesconocidos).toEqual([]);
    expect(otra.enviosDobles).toEqual([{ color: 'Azul', numero: 7010, linea: 6, dobles: [7, 8] }]);
    expect(otra.aCrear).toBe(0);
  });

  it('a closing-date column is mapped and read in plant time; Cerrada rows without one are counted', async () => {
    for (const encabezado of ['Fecha cierre', 'Fecha de cierre', 'fechaCierre']) {
      const archivo = csv(
        [...HEADER, encabezado],
        [
          ['7501', 'Verde', 'Calandrado', 'Alta', '01/04/2019 08:00', 'Con cierre', 'Cerrada', '05/04/2019 14:30'],
          ['7502', 'Verde', 'Calandrado', 'Alta', '01/04/2019 09:00', 'Sin cierre', 'Cerrada', ''],
          ['7503', 'Verde', 'Calandrado', 'Alta', '01/04/2019 10:00', 'Abierta', 'Abierta', ''],
        ],
      );
      const a = (await analizar(undefined, archivo)).body;
      expect(a.columnas[7], encabezado).toEqual({ encabezado, campo: 'finReparacion', automatico: true });
      expect(a.cerradasSinCierre).toBe(1);
      expect(TEXTO_IMPORT.cerradasSinCierre(1994)).toBe('1.994 filas Cerradas sin fecha de cierre: figurarán como cerradas sin mes de cierre');
    }
    const archivo = csv(
      [...HEADER, 'Fecha de cierre'],
      [['7501', 'Verde', 'Calandrado', 'Alta', '01/04/2019 08:00', 'Con cierre', 'Cerrada', '05/04/2019 14:30']],
    );
    expect((await enviarImport<ImportResultado>(t, rutaUrl(I.importar), admin, archivo, 'c.csv')).body.creadas).toBe(1);
    const [card] = await filasDe<{ fin: Date | string; cerrada: Date | string }>(
      db,
      sql`select fin_reparacion as fin, cerrada_en as cerrada from tarjetas where color = 'Verde' and numero = 7501`,
    );
    expect(plantaTiempo(zona).fechaHora(card.fin)).toBe('05/04/2019 14:30');
    expect(new Date(card.cerrada).getTime()).toBe(new Date(card.fin).getTime());
  });
});
