import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { MSG } from '@portal/shared/domain';
import { HeavyRefusal } from '../common/heavy/heavy-protocol';
import type { LimitesImport } from './importar-limites';
import { xlsxAcotado } from './xlsx-zip';

/** One record of the file: its cells as text (dates of an .xlsx as Date) and its row number (1 = header). */
export interface FilaArchivo {
  linea: number;
  celdas: (string | Date)[];
}

export type FormatoArchivo = 'csv' | 'xlsx';

/** An .xlsx is a zip (PK\x03\x04); anything else is read as CSV text. */
export function formatoDe(nombre: string, inicio: Buffer): FormatoArchivo {
  if (inicio.length >= 4 && inicio[0] === 0x50 && inicio[1] === 0x4b && inicio[2] === 0x03 && inicio[3] === 0x04) return 'xlsx';
  if (/\.xlsx$/i.test(nombre)) return 'xlsx';
  return 'csv';
}

const celdaLarga = () => new HeavyRefusal(413, MSG.importCeldaDemasiadoLarga);
const muchasColumnas = () => new HeavyRefusal(413, MSG.importDemasiadasColumnas);

/**
 * Streams CSV records (RFC 4180 with the usual variations): UTF-8 with or without BOM, `,` or `;` (whichever
 * appears more often outside quotes in the header line), quoted fields with line breaks and doubled quotes,
 * CRLF or LF. A record's `linea` is its row number as a spreadsheet shows it (1 = header), not the text line.
 * A cell longer than the limit, or data beyond the last column allowed, is refused as it is read (empty cells
 * beyond it are dropped: they hold nothing and a line of commas would otherwise fill memory).
 */
export async function* leerCsv(
  input: AsyncIterable<Buffer | string>,
  limites: Pick<LimitesImport, 'maxColumnas' | 'maxCaracteresCelda'>,
): AsyncGenerator<FilaArchivo> {
  const decoder = new TextDecoder('utf-8');
  let sep: string | undefined;
  let pendiente = '';
  let campo = '';
  let fila: string[] = [];
  let enComillas = false;
  let comillaVista = false;
  let tocado = false;
  let linea = 0;

  // The separator is detected on the header line; the counts carry over between chunks (a long header line
  // arriving in many chunks is scanned once, not again with each one).
  let comas = 0;
  let puntoYComa = 0;
  let q = false;
  const detectar = (texto: string): string | undefined => {
    for (const ch of texto) {
      if (ch === '"') q = !q;
      else if (!q && ch === ',') comas++;
      else if (!q && ch === ';') puntoYComa++;
      else if (!q && (ch === '\n' || ch === '\r')) return puntoYComa > comas ? ';' : ',';
    }
    return undefined;
  };

  const agregarCampo = () => {
    if (fila.length < limites.maxColumnas) fila.push(campo);
    else if (campo !== '') throw muchasColumnas();
    campo = '';
  };

  function* cerrarFila(): Generator<FilaArchivo> {
    agregarCampo();
    linea++;
    if (tocado || fila.some((c) => c !== '')) yield { linea, celdas: fila };
    else linea--; // blank lines are not rows
    fila = [];
    tocado = false;
  }

  /** `texto` never ends in a lone CR unless it is the end of the file (the caller keeps it for the next chunk). */
  function* procesar(texto: string): Generator<FilaArchivo> {
    for (let i = 0; i < texto.length; i++) {
      const ch = texto[i];
      if (campo.length > limites.maxCaracteresCelda) throw celdaLarga();
      if (enComillas) {
        if (!comillaVista) {
          if (ch === '"') comillaVista = true;
          else campo += ch;
          continue;
        }
        comillaVista = false;
        if (ch === '"') {
          campo += '"';
          continue;
        }
        enComillas = false;
      }
      if (ch === '"' && campo === '') {
        enComillas = true;
        tocado = true;
      } else if (ch === sep) {
        agregarCampo();
        tocado = true;
      } else if (ch === '\r' || ch === '\n') {
        if (ch === '\r' && texto[i + 1] === '\n') i++;
        yield* cerrarFila();
      } else campo += ch;
    }
  }

  let cr = '';
  for await (const chunk of input) {
    let texto = cr + (typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }));
    cr = '';
    if (texto.endsWith('\r')) {
      cr = '\r';
      texto = texto.slice(0, -1);
    }
    if (sep === undefined) {
      pendiente += texto;
      sep = detectar(texto);
      if (sep === undefined) continue;
      texto = pendiente;
      pendiente = '';
    }
    yield* procesar(texto);
  }
  const cola = decoder.decode() + cr;
  const resto = pendiente + cola;
  if (sep === undefined) sep = detectar(cola + '\n') ?? ',';
  yield* procesar(resto);
  if (campo.length > limites.maxCaracteresCelda) throw celdaLarga();
  if (campo !== '' || fila.length > 0 || tocado) yield* cerrarFila();
}

/** The text of an exceljs cell value (rich text, hyperlinks and formula results included); dates stay Date. */
function valorCelda(v: ExcelJS.CellValue): string | Date {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v;
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((r) => r.text).join('');
    if ('text' in v && typeof v.text === 'string') return v.text;
    if ('result' in v) return v.result === undefined || v.result === null ? '' : valorCelda(v.result as ExcelJS.CellValue);
    if ('error' in v) return '';
    return '';
  }
  return String(v);
}

/** Characters of a shared string as exceljs caches it (text, rich text runs, or null for an empty one). */
function caracteres(v: unknown): number {
  if (typeof v === 'string') return v.length;
  if (v && typeof v === 'object' && 'richText' in v && Array.isArray(v.richText))
    return v.richText.reduce((n: number, r: { text?: unknown }) => n + (typeof r.text === 'string' ? r.text.length : 0), 0);
  return 0;
}

/**
 * Bounds exceljs's shared-string cache while it fills: the reader assigns `this.sharedStrings = []` and pushes
 * each string (exceljs 4.4.0, pinned: workbook-reader.js `_parseSharedStrings`), so the array it gets counts
 * them and refuses the file past the limits, before the next string is read.
 */
function acotarTextos(reader: object, limites: LimitesImport) {
  let lista: unknown[] | undefined;
  let total = 0;
  Object.defineProperty(reader, 'sharedStrings', {
    configurable: true,
    get: () => lista,
    set: (nueva: unknown[]) => {
      lista = nueva;
      const agregar = nueva.push.bind(nueva);
      nueva.push = (...items: unknown[]) => {
        for (const item of items) {
          const n = caracteres(item);
          if (n > limites.maxCaracteresCelda) throw celdaLarga();
          total += n;
          if (nueva.length >= limites.maxTextos || total > limites.maxCaracteresTextos) throw new HeavyRefusal(413, MSG.importDemasiadosTextos);
        }
        return agregar(...items);
      };
    },
  });
}

/**
 * Streams the first sheet of an .xlsx (exceljs WorkbookReader): one record per row with content, row 1 the
 * header. The zip is checked and reduced first (xlsx-zip.ts); the shared strings, each row's cells and each
 * cell's text are bounded while they are read.
 */
export async function* leerXlsx(datos: Buffer, limites: LimitesImport): AsyncGenerator<FilaArchivo> {
  const zip = await xlsxAcotado(datos);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([zip]), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
    entries: 'emit',
  });
  acotarTextos(reader, limites);
  for await (const hoja of reader) {
    for await (const row of hoja as AsyncIterable<ExcelJS.Row>) {
      const valores = row.values as ExcelJS.CellValue[];
      // A cell far to the right makes exceljs's array long (and sparse): only its data beyond the limit matters.
      if (valores.length > limites.maxColumnas + 1 && valores.slice(limites.maxColumnas + 1).some((v) => valorCelda(v) !== '')) throw muchasColumnas();
      const celdas: (string | Date)[] = [];
      for (let i = 1; i < Math.min(valores.length, limites.maxColumnas + 1); i++) {
        const c = valorCelda(valores[i]);
        if (typeof c === 'string' && c.length > limites.maxCaracteresCelda) throw celdaLarga();
        celdas.push(c);
      }
      if (celdas.some((c) => c instanceof Date || c.trim() !== '')) yield { linea: row.number, celdas };
    }
    // Only the first sheet (the reduced zip holds no other).
    break;
  }
}

/** The row limit over either reader: the header and then at most `maxFilas` records. */
export async function* acotarFilas(filas: AsyncIterable<FilaArchivo>, maxFilas: number): AsyncGenerator<FilaArchivo> {
  let n = 0;
  for await (const fila of filas) {
    if (n++ > maxFilas) throw new HeavyRefusal(413, MSG.importDemasiadasFilas);
    yield fila;
  }
}
