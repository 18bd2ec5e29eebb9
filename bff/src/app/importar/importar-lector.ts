import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';

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

/**
 * Streams CSV records (RFC 4180 with the usual variations): UTF-8 with or without BOM, `,` or `;` (whichever
 * appears more often outside quotes in the header line), quoted fields with line breaks and doubled quotes,
 * CRLF or LF. A record's `linea` is its row number as a spreadsheet shows it (1 = header), not the text line.
 */
export async function* leerCsv(input: AsyncIterable<Buffer | string>): AsyncGenerator<FilaArchivo> {
  const decoder = new TextDecoder('utf-8');
  let sep: string | undefined;
  let pendiente = '';
  let campo = '';
  let fila: string[] = [];
  let enComillas = false;
  let comillaVista = false;
  let tocado = false;
  let linea = 0;

  const detectar = (texto: string): string | undefined => {
    let comas = 0;
    let puntoYComa = 0;
    let q = false;
    for (const ch of texto) {
      if (ch === '"') q = !q;
      else if (!q && ch === ',') comas++;
      else if (!q && ch === ';') puntoYComa++;
      else if (!q && (ch === '\n' || ch === '\r')) return puntoYComa > comas ? ';' : ',';
    }
    return undefined;
  };

  function* cerrarFila(): Generator<FilaArchivo> {
    fila.push(campo);
    campo = '';
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
        fila.push(campo);
        campo = '';
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
      sep = detectar(pendiente);
      if (sep === undefined) continue;
      texto = pendiente;
      pendiente = '';
    }
    yield* procesar(texto);
  }
  const resto = pendiente + decoder.decode() + cr;
  if (sep === undefined) sep = detectar(resto + '\n') ?? ',';
  yield* procesar(resto);
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

/** Streams the first sheet of an .xlsx (exceljs WorkbookReader): one record per row with content, row 1 the header. */
export async function* leerXlsx(input: Readable): AsyncGenerator<FilaArchivo> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, { sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'cache', worksheets: 'emit', entries: 'emit' });
  for await (const hoja of reader) {
    for await (const row of hoja as AsyncIterable<ExcelJS.Row>) {
      const valores = row.values as ExcelJS.CellValue[];
      const celdas: (string | Date)[] = [];
      for (let i = 1; i < valores.length; i++) celdas.push(valorCelda(valores[i]));
      if (celdas.some((c) => c instanceof Date || c.trim() !== '')) yield { linea: row.number, celdas };
    }
    // Only the first sheet; the rest of the zip is drained so the stream ends cleanly.
    break;
  }
}
