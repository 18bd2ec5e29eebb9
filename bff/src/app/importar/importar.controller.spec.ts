import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  importarContrato as I,
  MOTIVO_IMPORT,
  paredComoUtc,
  rutaUrl,
  type ImportAnalisis,
  type ImportOpciones,
  type ImportResultado,
  type Tarjeta,
} from '@portal/shared/domain';
import { enviarImport, filasDe, lineaCsv } from '../../../test/importar';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { DB, type Db } from '../database/database.types';
import { PLANT_TZ_DEFECTO } from '../common/config/app-config';
import { comoPropietario } from '../database/alcance-planta';

const HEADER = '"N°","Color","Equipo Autonomo","Prioridad","Fecha apertura","Descripción anomalia","Estado actual"';
const linea = lineaCsv;

/** The original app's list export: BOM, CRLF, every field quoted, ISO dates; a multi-line description with quotes. */
const FILAS = [
  ['5001', 'Roja', '', 'Alta', '2019-01-31T23:10:10.000Z', 'Pérdida de aceite\r\nen la "bomba" 2', 'Abierta'],
  ['5002', 'Azul', '', 'Media', '2019-02-01T10:00:00.000Z', 'Ruido en el motor', 'Cerrada'],
  ['5003', 'Verde', 'Equipo Fantasma', 'Baja', '2019-02-02T10:00:00.000Z', 'Orden y limpieza', 'Abierta'],
  ['5001', 'Roja', '', 'Alta', '2019-02-03T10:00:00.000Z', 'Repetida', 'Abierta'],
  ['5004', 'Amarilla', '', '', '2019-02-04T10:00:00.000Z', 'Acto inseguro', 'Abierta'],
];
const CSV = Buffer.from('\uFEFF' + [HEADER, ...FILAS.map(linea)].join('\r\n') + '\r\n', 'utf8');

const enviar = enviarImport;

/** The same rows as an .xlsx built with exceljs: dates as Date cells in the plant's wall-clock time, as this portal exports them. */
async function xlsx(filas: string[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Tarjetas');
  ws.addRow(['N°', 'Color', 'Equipo Autonomo', 'Prioridad', 'Fecha apertura', 'Descripción anomalia', 'Estado actual']);
  for (const f of filas) ws.addRow([Number(f[0]), f[1], f[2], f[3], paredComoUtc(new Date(f[4]), PLANT_TZ_DEFECTO), f[5], f[6]]);
  ws.getColumn(5).numFmt = 'DD/MM/YYYY HH:mm';
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const importadas = (db: Db) =>
  filasDe<{ color: string; numero: number; numeroOriginal: number | null; estado: string; fin: Date | null; descripcion: string; fecha: Date | string }>(
    db,
    sql`select color, numero, numero_original as "numeroOriginal", estado, fin_reparacion as "fin", descripcion, fecha from tarjetas where numero > 5000 or numero_original > 5000 order by color, numero`,
  );

describe.each([
  ['csv', 'tarjetas.csv', async () => CSV],
  ['xlsx', 'ReporteTarjetas.xlsx', () => xlsx(FILAS)],
] as const)('card import (%s)', (_formato, filename, archivo) => {
  let t: TestApp;
  let db: Db;
  let tokens: { admin: string; jefe: string; operario: string };
  let datos: Buffer;

  beforeAll(async () => {
    datos = await archivo();
  });
  beforeEach(async () => {
    t = await startTestApp();
    db = t.app.get<Db>(DB);
    tokens = await t.roleTokens();
  });
  afterEach(async () => {
    await t.close();
  });

  it('the dry run reports exactly the multi-line row, the closed card without closing date, the unknown equipo and the duplicate', async () => {
    const res = await enviar<ImportAnalisis>(t, rutaUrl(I.analizar), tokens.admin, datos, filename);
    expect(res.status).toBe(200);
    const a = res.body;
    expect(a.columnas.map((c) => c.campo)).toEqual(['numero', 'color', 'equipo', 'prioridad', 'fecha', 'descripcion', 'estado']);
    expect(a.columnas.every((c) => c.automatico)).toBe(true);
    expect(a.faltanCampos).toEqual([]);
    expect(a.filas).toBe(5);
    expect(a.aCrear).toBe(3);
    expect(a.porColor).toEqual({ Roja: 1, Azul: 1, Verde: 0, Amarilla: 1 });
    expect(a.rechazadas).toEqual([
      { linea: 4, motivo: MOTIVO_IMPORT.noConfigurado('equipo', 'Equipo Fantasma') },
      { linea: 5, motivo: MOTIVO_IMPORT.duplicadoArchivo('Roja', 5001, 2) },
    ]);
    expect(a.rechazadasTotal).toBe(2);
    expect(a.valoresNoConfigurados).toEqual([{ campo: 'equipo', valor: 'Equipo Fantasma', filas: 1 }]);
    expect(a.duplicados).toEqual([{ color: 'Roja', numero: 5001, lineas: [2, 5] }]);
    expect(a.renumeracion).toEqual([{ linea: 5, color: 'Roja', numero: 5001, nuevo: 5002, lineaAnterior: 2 }]);
    expect(a.cerradasSinCierre).toBe(1);
    expect([a.valoresDesconocidos, a.enviosDobles]).toEqual([[], []]);
    expect(a.yaImportadas).toBe(0);
    expect(await importadas(db)).toEqual([]);
  });

  it('imports exactly the valid rows; a second import creates nothing new', async () => {
    const res = await enviar<ImportResultado>(t, rutaUrl(I.importar), tokens.admin, datos, filename);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      creadas: 3,
      porColor: { Roja: 1, Azul: 1, Verde: 0, Amarilla: 1 },
      renumeradas: 0,
      yaImportadas: 0,
      rechazadas: 2,
      camposAgregados: 0,
      enviosDoblesOmitidos: 0,
    });
    const filas = await importadas(db);
    expect(filas.map((f) => [f.color, f.numero, f.estado, f.descripcion])).toEqual([
      ['Amarilla', 5004, 'Abierta', 'Acto inseguro'],
      ['Azul', 5002, 'Cerrada', 'Ruido en el motor'],
      ['Roja', 5001, 'Abierta', 'Pérdida de aceite\nen la "bomba" 2'],
    ]);
    expect(new Date(filas[2].fecha).toISOString()).toBe('2019-01-31T23:10:10.000Z');
    expect(filas[1].fin).toBeNull();
    // One 'importar' record by the Admin, none per card.
    const registros = await filasDe<{ accion: string; actor: string; etiqueta: string; cambios: { campo: string; despues: unknown }[] }>(
      db,
      sql`select accion, actor_nombre as actor, etiqueta, cambios from auditoria where entidad = 'tarjeta' and (accion = 'importar' or etiqueta like '% N°500_')`,
    );
    expect(registros).toHaveLength(1);
    expect(registros[0]).toMatchObject({ accion: 'importar', etiqueta: 'Importación de 3 tarjetas' });
    expect(registros[0].actor).not.toBe('sistema');
    expect(registros[0].cambios).toEqual([
      { campo: 'creadas', antes: null, despues: 3 },
      { campo: 'renumeradas', antes: null, despues: 0 },
      { campo: 'Roja', antes: null, despues: '1 (N°5001 a N°5001)' },
      { campo: 'Azul', antes: null, despues: '1 (N°5002 a N°5002)' },
      { campo: 'Amarilla', antes: null, despues: '1 (N°5004 a N°5004)' },
      { campo: 'enviosDoblesOmitidos', antes: null, despues: 0 },
      { campo: 'opciones', antes: null, despues: {} },
    ]);
    const siguiente = await t.get<{ numero: number }>('/api/tarjetas/siguiente-numero?color=Roja', { token: tokens.admin });
    expect(siguiente.body).toMatchObject({ numero: 5002 });

    const otra = await enviar<ImportResultado>(t, rutaUrl(I.importar), tokens.admin, datos, filename);
    expect(otra.status).toBe(201);
    expect(otra.body).toMatchObject({ creadas: 0, yaImportadas: 3 });
    expect(await importadas(db)).toHaveLength(3);
  });

  it('renumerarDuplicados + agregarCampos: every row, the duplicate after the highest keeping its number, the equipo added', async () => {
    const opciones = { renumerarDuplicados: true, agregarCampos: true };
    const analisis = await enviar<ImportAnalisis>(t, rutaUrl(I.analizar), tokens.admin, datos, filename, opciones);
    expect(analisis.body).toMatchObject({ aCrear: 5, rechazadasTotal: 0, duplicados: [{ color: 'Roja', numero: 5001, lineas: [2, 5] }] });
    const res = await enviar<ImportResultado>(t, rutaUrl(I.importar), tokens.admin, datos, filename, opciones);
    expect(res.body).toEqual({
      creadas: 5,
      porColor: { Roja: 2, Azul: 1, Verde: 1, Amarilla: 1 },
      renumeradas: 1,
      yaImportadas: 0,
      rechazadas: 0,
      camposAgregados: 1,
      enviosDoblesOmitidos: 0,
    });
    const roja = (await importadas(db)).filter((f) => f.color === 'Roja');
    expect(roja.map((f) => [f.numero, f.numeroOriginal, f.descripcion])).toEqual([
      [5001, null, 'Pérdida de aceite\nen la "bomba" 2'],
      [5002, 5001, 'Repetida'],
    ]);
    const campos = await t.get<{ name: string; value: string }[]>('/api/campos', { token: tokens.admin });
    expect(campos.body.some((c) => c.name === 'equipo' && c.value === 'Equipo Fantasma')).toBe(true);
    const lista = await t.get<{ tarjetas?: Tarjeta[] }>('/api/tarjetas?color=Roja&limit=200', { token: tokens.admin });
    expect(lista.status).toBe(200);
    const [{ id }] = await filasDe<{ id: string }>(db, sql`select id from tarjetas where color = 'Roja' and numero = 5002`);
    const detalle = await t.get<Tarjeta>(`/api/tarjetas/${id}`, { token: tokens.admin });
    expect(detalle.body.numeroOriginal).toBe(5001);
    expect((await t.get<{ numero: number }>('/api/tarjetas/siguiente-numero?color=Roja', { token: tokens.admin })).body).toMatchObject({ numero: 5003 });
    // Again: nothing new (the renumbered card is found by its original number and date).
    const otra = await enviar<ImportResultado>(t, rutaUrl(I.importar), tokens.admin, datos, filename, opciones);
    expect(otra.body).toMatchObject({ creadas: 0, yaImportadas: 5 });
  });

  it('401 without a session, 403 for Jefe de area and Operario', async () => {
    expect((await enviar(t, rutaUrl(I.analizar), undefined, datos, filename)).status).toBe(401);
    for (const token of [tokens.jefe, tokens.operario]) {
      expect((await enviar(t, rutaUrl(I.analizar), token, datos, filename)).status).toBe(403);
      expect((await enviar(t, rutaUrl(I.importar), token, datos, filename)).status).toBe(403);
    }
    expect(await importadas(db)).toEqual([]);
  });
});

describe('card import: all or nothing, bad input', () => {
  let t: TestApp;
  let db: Db;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get<Db>(DB);
    admin = (await t.roleTokens()).admin;
  });
  afterAll(() => t.close());

  it('a failure in a late batch leaves nothing imported (neither cards nor counters)', async () => {
    const filas = Array.from({ length: 1200 }, (_, i) => [
      String(6001 + i),
      'Verde',
      '',
      'Baja',
      '2020-03-01T10:00:00.000Z',
      i === 1100 ? 'FALLA' : `Fila ${i}`,
      'Abierta',
    ]);
    const csv = Buffer.from([HEADER, ...filas.map(linea)].join('\n'));
    const antes = (await t.get<{ numero: number }>('/api/tarjetas/siguiente-numero?color=Verde', { token: admin })).body;
    const analisis = await enviar<ImportAnalisis>(t, rutaUrl(I.analizar), admin, csv, 'x.csv');
    expect(analisis.body.aCrear).toBe(1200);
    // DDL: as the tables' owner.
    await comoPropietario(async () => {
      await db.execute(
        sql.raw(
          `create function falla_import() returns trigger language plpgsql as $$ begin if new.descripcion = 'FALLA' then raise exception 'falla provocada'; end if; return new; end $$`,
        ),
      );
      await db.execute(sql.raw(`create trigger falla_import before insert on tarjetas for each row execute function falla_import()`));
    });
    try {
      const res = await enviar(t, rutaUrl(I.importar), admin, csv, 'x.csv');
      expect(res.status).toBeGreaterThanOrEqual(400);
    } finally {
      await comoPropietario(async () => {
        await db.execute(sql.raw(`drop trigger falla_import on tarjetas`));
        await db.execute(sql.raw(`drop function falla_import()`));
      });
    }
    const [{ n }] = await filasDe<{ n: number }>(db, sql`select count(*)::int as n from tarjetas where numero > 6000`);
    expect(n).toBe(0);
    expect((await t.get<{ numero: number }>('/api/tarjetas/siguiente-numero?color=Verde', { token: admin })).body).toEqual(antes);
    // Without the failure the same file imports whole.
    const ok = await enviar<ImportResultado>(t, rutaUrl(I.importar), admin, csv, 'x.csv');
    expect(ok.body.creadas).toBe(1200);
    expect((await t.get<{ numero: number }>('/api/tarjetas/siguiente-numero?color=Verde', { token: admin })).body).toMatchObject({ numero: 7201 });
  });

  it('semicolons, dd/mm/yyyy dates, a mapping for an unknown header, and every rejection reason with its line', async () => {
    const csv = Buffer.from(
      [
        'Número;Color;Fecha apertura;Detalle;Prioridad;Estado;Fin de reparación',
        '8001;roja;31/01/2019 20:10;Con mapeo;alta;cerrada;01/02/2019 08:00',
        'x;Roja;31/01/2019;Número malo;Alta;;',
        '8002;Violeta;31/01/2019;Color malo;Alta;;',
        '8003;Roja;31/02/2019;Fecha mala;Alta;;',
        '8004;Roja;31/01/2019;;Alta;;',
        '8005;Roja;31/01/2019;Prioridad mala;Urgente;;',
        '8006;Roja;31/01/2019;Estado malo;Alta;Pendiente;',
      ].join('\n'),
    );
    const sinMapeo = await enviar<ImportAnalisis>(t, rutaUrl(I.analizar), admin, csv, 'x.csv');
    expect(sinMapeo.body.faltanCampos).toEqual(['descripcion']);
    expect((await enviar(t, rutaUrl(I.importar), admin, csv, 'x.csv')).status).toBe(400);
    const res = await enviar<ImportAnalisis>(t, rutaUrl(I.analizar), admin, csv, 'x.csv', { mapeo: { Detalle: 'descripcion' } });
    expect(res.body.columnas[3]).toEqual({ encabezado: 'Detalle', campo: 'descripcion', automatico: false });
    expect(res.body.aCrear).toBe(1);
    expect(res.body.rechazadas).toEqual([
      { linea: 3, motivo: MOTIVO_IMPORT.numeroInvalido('x') },
      { linea: 4, motivo: MOTIVO_IMPORT.colorInvalido('Violeta') },
      { linea: 5, motivo: MOTIVO_IMPORT.fechaInvalida('fecha', '31/02/2019') },
      { linea: 6, motivo: MOTIVO_IMPORT.falta('descripcion') },
      { linea: 7, motivo: MOTIVO_IMPORT.prioridadInvalida('Urgente') },
      { linea: 8, motivo: MOTIVO_IMPORT.estadoInvalido('Pendiente') },
    ]);
    const imp = await enviar<ImportResultado>(t, rutaUrl(I.importar), admin, csv, 'x.csv', { mapeo: { Detalle: 'descripcion' } });
    expect(imp.body.creadas).toBe(1);
    const [card] = await filasDe<{ fecha: Date | string; fin: Date | string; cerrada: Date | string; estado: string; prioridad: string }>(
      db,
      sql`select fecha, fin_reparacion as fin, cerrada_en as cerrada, estado, prioridad from tarjetas where numero = 8001`,
    );
    // Buenos Aires is UTC−3.
    expect(new Date(card.fecha).toISOString()).toBe('2019-01-31T23:10:00.000Z');
    expect(new Date(card.fin).toISOString()).toBe('2019-02-01T11:00:00.000Z');
    expect(new Date(card.cerrada).toISOString()).toBe('2019-02-01T11:00:00.000Z');
    expect([card.estado, card.prioridad]).toEqual(['Cerrada', 'Alta']);
  });

  it('junk is a Spanish 4xx: no file, not multipart, bad opciones, a broken .xlsx', async () => {
    const json = await t.post(rutaUrl(I.analizar), { archivo: 'x' }, { token: admin });
    expect(json.status).toBe(400);
    expect(json.body).toHaveProperty('msg');
    const malas = await enviar(t, rutaUrl(I.analizar), admin, CSV, 'x.csv', { mapeo: { 'N°': 'nada' } } as unknown as ImportOpciones);
    expect(malas.status).toBe(400);
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100, 7)]);
    const rota = await enviar(t, rutaUrl(I.analizar), admin, zip, 'x.xlsx');
    expect(rota.status).toBe(400);
    expect(rota.body.msg).toBeTruthy();
    const vacio = await enviar(t, rutaUrl(I.analizar), admin, Buffer.from(''), 'x.csv');
    expect(vacio.status).toBe(400);
  });
});
