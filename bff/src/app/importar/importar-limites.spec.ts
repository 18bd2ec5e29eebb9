import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importarContrato as I, MSG, rutaUrl, type ImportAnalisis } from '@portal/shared/domain';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { partesXlsx, textosXml, zipDePrueba } from '../../../test/zip';
import { HeavyRefusal } from '../common/heavy/heavy-protocol';
import { DB, type Db } from '../database/database.types';
import { limitesImport, type LimitesImport } from './importar-limites';
import { acotarFilas, leerCsv, leerXlsx, type FilaArchivo } from './importar-lector';

const ENCABEZADOS = ['N°', 'Color', 'Fecha apertura', 'Descripción anomalia'];
const LIMITES = limitesImport(1000);

async function todas(filas: AsyncIterable<FilaArchivo>): Promise<FilaArchivo[]> {
  const r: FilaArchivo[] = [];
  for await (const f of filas) r.push(f);
  return r;
}
/** The refusal a reading ends with, or the rows it read. */
const leer = (filas: AsyncIterable<FilaArchivo>) => todas(filas).catch((e: unknown) => e);
const csv = (texto: string, limites: LimitesImport = LIMITES) =>
  leer(
    leerCsv(
      (async function* () {
        yield Buffer.from(texto);
      })(),
      limites,
    ),
  );
const rechazo = (status: number, msg: string) => expect.objectContaining({ status, msg }) as unknown as HeavyRefusal;

/** A header row whose texts are `textos` as shared strings (every one of them listed in sharedStrings.xml). */
const xlsxConTextos = (textos: string[]) => zipDePrueba(partesXlsx(ENCABEZADOS, textosXml([...ENCABEZADOS, ...textos])));
const MIB = 1024 * 1024;

describe('import reading bounds (the reader, in the worker)', () => {
  it('a CSV cell beyond 32,767 characters, or data beyond the last column, is refused as it is read; empty cells past it are dropped', async () => {
    expect(await csv(`a,b\n${'x'.repeat(32_767)},1\n`)).toEqual([
      { linea: 1, celdas: ['a', 'b'] },
      { linea: 2, celdas: ['x'.repeat(32_767), '1'] },
    ]);
    expect(await csv(`a,b\n"${'x'.repeat(32_768)}",1\n`)).toEqual(rechazo(413, MSG.importCeldaDemasiadoLarga));
    expect(await csv(`a,b\n1,${'x'.repeat(40_000)}`)).toEqual(rechazo(413, MSG.importCeldaDemasiadoLarga));
    const limites = { ...LIMITES, maxColumnas: 3 };
    expect(await csv('a,b,c,,,,,,\n1,2,3,,,,\n', limites)).toEqual([
      { linea: 1, celdas: ['a', 'b', 'c'] },
      { linea: 2, celdas: ['1', '2', '3'] },
    ]);
    expect(await csv('a,b,c,,d\n', limites)).toEqual(rechazo(413, MSG.importDemasiadasColumnas));
  });

  it('the header and then at most maxFilas rows', async () => {
    const filas = (n: number) => `a\n${Array.from({ length: n }, (_, i) => i).join('\n')}\n`;
    const limites = { ...LIMITES, maxFilas: 5 };
    expect(await leer(acotarFilas(leerCsv(Readable.from([Buffer.from(filas(5))]), limites), 5))).toHaveLength(6);
    expect(await leer(acotarFilas(leerCsv(Readable.from([Buffer.from(filas(6))]), limites), 5))).toEqual(rechazo(413, MSG.importDemasiadasFilas));
  });

  it('an .xlsx from exceljs is read whole through the reduced zip; data far to the right is refused', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Otra');
    ws.addRow(['no es esta hoja']);
    const hoja = wb.addWorksheet('Tarjetas');
    hoja.addRow(ENCABEZADOS);
    hoja.addRow([1, 'Roja', new Date(Date.UTC(2020, 0, 2, 3, 4)), 'Fuga']);
    const datos = Buffer.from(await wb.xlsx.writeBuffer());
    expect(await leer(leerXlsx(datos, LIMITES))).toEqual([{ linea: 1, celdas: ['no es esta hoja'] }]);
    const solo = new ExcelJS.Workbook();
    const s = solo.addWorksheet('Tarjetas');
    s.addRow(ENCABEZADOS);
    s.addRow([1, 'Roja', new Date(Date.UTC(2020, 0, 2, 3, 4)), 'Fuga']);
    s.getCell('J2').value = 'lejos';
    const unica = Buffer.from(await solo.xlsx.writeBuffer());
    expect(await leer(leerXlsx(unica, LIMITES))).toEqual([
      { linea: 1, celdas: ENCABEZADOS },
      { linea: 2, celdas: ['1', 'Roja', new Date(Date.UTC(2020, 0, 2, 3, 4)), 'Fuga', '', '', '', '', '', 'lejos'] },
    ]);
    expect(await leer(leerXlsx(unica, { ...LIMITES, maxColumnas: 9 }))).toEqual(rechazo(413, MSG.importDemasiadasColumnas));
  });

  it("shared strings are bounded while they are read: their count, their characters, each one's length", async () => {
    const textos = Array.from({ length: 20 }, (_, i) => `texto ${i}`);
    expect(await leer(leerXlsx(xlsxConTextos(textos), LIMITES))).toEqual([{ linea: 1, celdas: ENCABEZADOS }]);
    expect(await leer(leerXlsx(xlsxConTextos(textos), { ...LIMITES, maxTextos: 20 }))).toEqual(rechazo(413, MSG.importDemasiadosTextos));
    expect(await leer(leerXlsx(xlsxConTextos(textos), { ...LIMITES, maxCaracteresTextos: 100 }))).toEqual(rechazo(413, MSG.importDemasiadosTextos));
    expect(await leer(leerXlsx(xlsxConTextos(['x'.repeat(32_768)]), LIMITES))).toEqual(rechazo(413, MSG.importCeldaDemasiadoLarga));
  });

  it('a zip bomb is refused by what its directory declares, before anything is inflated', async () => {
    // 65 MiB of shared strings in 65 KB: beyond their own bound and beyond the ratio.
    const enorme = Buffer.alloc(65 * MIB, 'a');
    expect(await leer(leerXlsx(zipDePrueba(partesXlsx(ENCABEZADOS, enorme)), LIMITES))).toEqual(rechazo(413, MSG.importXlsxDemasiadoGrande));
    // 5 MiB at ≈1,000:1 in a sheet: the ratio alone.
    const hoja = partesXlsx(ENCABEZADOS, textosXml(ENCABEZADOS)).map((e) => (e.nombre.includes('sheet') ? { ...e, datos: Buffer.alloc(5 * MIB, ' ') } : e));
    expect(await leer(leerXlsx(zipDePrueba(hoja), LIMITES))).toEqual(rechazo(413, MSG.importXlsxDemasiadoGrande));
    // Too many entries.
    const muchas = Array.from({ length: 2001 }, (_, i) => ({ nombre: `xl/media/${i}.txt`, datos: '' }));
    expect(await leer(leerXlsx(zipDePrueba([...partesXlsx(ENCABEZADOS, textosXml(ENCABEZADOS)), ...muchas]), LIMITES))).toEqual(
      rechazo(413, MSG.importXlsxDemasiadoGrande),
    );
  });

  it('an entry that expands beyond what it declares is refused while it is checked (a lying header)', async () => {
    const partes = partesXlsx(ENCABEZADOS, Buffer.alloc(10 * MIB, 'a'));
    partes[2].tamanoDeclarado = 1000;
    expect(await leer(leerXlsx(zipDePrueba(partes), LIMITES))).toEqual(rechazo(413, MSG.importXlsxDemasiadoGrande));
    // Declaring more than it holds is a broken file.
    const corto = partesXlsx(ENCABEZADOS, textosXml(ENCABEZADOS));
    corto[2].tamanoDeclarado = 100_000;
    expect(await leer(leerXlsx(zipDePrueba(corto), LIMITES))).toEqual(rechazo(400, MSG.importFormatoNoSoportado));
  });
});

describe('import reading bounds (the API: a worker with a 32 MB heap, at most 1,000 rows)', () => {
  let t: TestApp;
  let db: Db;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp({ env: { HEAVY_WORKER_MEMORY_MB: '32', IMPORT_MAX_FILAS: '1000' } });
    db = t.app.get<Db>(DB);
    admin = (await t.roleTokens()).admin;
  });
  afterAll(() => t.close());

  const enviar = async (path: string, archivo: Buffer, nombre: string) => {
    const boundary = '----limites';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="archivo"; filename="${nombre}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      archivo,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app
      .getHttpAdapter()
      .getInstance()
      .inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${admin}` },
        payload,
      });
    return { status: res.statusCode, body: res.json() as ImportAnalisis & { msg?: string } };
  };
  const huella = async () =>
    ((await db.execute(sql`select count(*)::int as n, coalesce(max(numero), 0)::int as m from tarjetas`)) as unknown as { rows: unknown[] }).rows;

  it("a file that exhausts the worker's heap is a 413; the portal stays up, nothing is written, the next file is read", async () => {
    // 900,000 distinct texts (within every bound, 18 M characters): exceljs caches them all, far beyond 32 MB.
    const textos = Array.from({ length: 900_000 }, (_, i) => `t${String(i * 7919).padStart(19, '0')}`);
    const archivo = xlsxConTextos(textos);
    const antes = await huella();
    for (const path of [rutaUrl(I.analizar), rutaUrl(I.importar)]) {
      const res = await enviar(path, archivo, 'grande.xlsx');
      expect(res).toEqual({ status: 413, body: { msg: MSG.importSinMemoria } });
      expect((await t.get('/api/health')).status).toBe(200);
    }
    expect(await huella()).toEqual(antes);
    const ok = await enviar(rutaUrl(I.analizar), Buffer.from('N°,Color,Fecha apertura,Descripción anomalia\n9001,Roja,2020-01-01T00:00:00Z,Fuga\n'), 'x.csv');
    expect(ok.status).toBe(200);
    expect(ok.body.aCrear).toBe(1);
  }, 300_000); // two out-of-memory workers: 9 s quiet, over 30 s under a CPU hog

  it('a zip bomb and a file beyond the row limit are 413s that change nothing', async () => {
    const antes = await huella();
    const bomba = zipDePrueba(partesXlsx(ENCABEZADOS, Buffer.alloc(65 * MIB, 'a')));
    for (const path of [rutaUrl(I.analizar), rutaUrl(I.importar)])
      expect(await enviar(path, bomba, 'bomba.xlsx')).toEqual({ status: 413, body: { msg: MSG.importXlsxDemasiadoGrande } });
    const filas = Array.from({ length: 1001 }, (_, i) => `${9000 + i},Roja,2020-01-01T00:00:00Z,Fila ${i}`);
    const largo = Buffer.from(['N°,Color,Fecha apertura,Descripción anomalia', ...filas].join('\n'));
    for (const path of [rutaUrl(I.analizar), rutaUrl(I.importar)])
      expect(await enviar(path, largo, 'largo.csv')).toEqual({ status: 413, body: { msg: MSG.importDemasiadasFilas } });
    expect(
      (await enviar(rutaUrl(I.analizar), Buffer.from(['N°,Color,Fecha apertura,Descripción anomalia', ...filas.slice(1)].join('\n')), 'justo.csv')).status,
    ).toBe(200);
    expect(await huella()).toEqual(antes);
    expect((await t.get('/api/health')).status).toBe(200);
  });
});
