import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { paredComoUtc } from '@portal/shared/domain';

/**
 * A cell's value: a number, plain text, an instant or blank. No objects (formulas, hyperlinks, rich text) can get
 * in, so a cell's text is always a literal string value (exceljs never reads a string as a formula).
 */
export type ValorCelda = string | number | Date | null;
/** A value with its own number format, for sheets whose columns mix kinds (a percentage row in a table). */
export interface CeldaFormateada {
  valor: ValorCelda;
  numFmt: string;
}
export type Celda = ValorCelda | CeldaFormateada;

/** A row: its cells (`[]` for a blank separator), or its cells in bold (a header or a total mid-sheet). */
export type FilaExcel = readonly Celda[] | { celdas: readonly Celda[]; negrita: true };

export interface ColumnaExcel {
  /** Width in characters; Excel's default when absent. */
  ancho?: number;
  numFmt?: string;
  /** Date cells keep only the plant's day (midnight), for day-only columns. */
  soloDia?: boolean;
}

export interface HojaExcel {
  nombre: string;
  /** The header row: bold (plain with `sinEstilos`). */
  encabezado?: readonly string[];
  columnas?: readonly ColumnaExcel[];
  /** The header stays in view while scrolling and carries Excel's filter buttons. */
  filtro?: boolean;
  /** Leading columns that also stay in view (with `filtro`). */
  columnasFijas?: number;
  /** No styles at all: a plain sheet, header not bold. */
  sinEstilos?: boolean;
  /** The plant's zone (PLANT_TZ): Date cells are written as its wall clock, since an Excel date has no zone. */
  zona?: string;
}

/** Excel refuses a cell longer than this. */
const MAX_CELDA = 32_767;
/** Excel's sheet name rules: at most 31 characters, none of these, no leading or trailing apostrophe. */
const MAX_NOMBRE_HOJA = 31;
const PROHIBIDOS_HOJA = /[*?:/\\[\]]/g;

export const nombreHoja = (nombre: string): string =>
  nombre
    .replace(PROHIBIDOS_HOJA, ' ')
    .replace(/^'+|'+$/g, '')
    .slice(0, MAX_NOMBRE_HOJA);

const texto = (s: string) => (s.length > MAX_CELDA ? `${s.slice(0, MAX_CELDA - 1)}…` : s);

function valorEscrito(v: ValorCelda, hoja: HojaExcel, col: ColumnaExcel | undefined): string | number | Date | null {
  if (typeof v === 'string') return texto(v);
  if (!(v instanceof Date)) return v;
  if (!hoja.zona) throw new Error(`Excel: hoja '${hoja.nombre}' con fechas y sin zona`);
  const pared = paredComoUtc(v, hoja.zona);
  return col?.soloDia ? new Date(Date.UTC(pared.getUTCFullYear(), pared.getUTCMonth(), pared.getUTCDate())) : pared;
}

const esFormateada = (c: Celda): c is CeldaFormateada => c !== null && typeof c === 'object' && !(c instanceof Date);

/** Waits for a slow reader (backpressure) without leaving listeners behind. */
async function drenar(out: PassThrough): Promise<void> {
  const ac = new AbortController();
  try {
    await Promise.race([once(out, 'drain', { signal: ac.signal }), once(out, 'close', { signal: ac.signal })]);
  } finally {
    ac.abort();
  }
}

/**
 * Writes one sheet into `out` as rows arrive (exceljs WorkbookWriter): each row is committed at once, so memory
 * does not grow with the rows. Stops reading rows when `out` is destroyed (the client went away).
 */
async function escribir(hoja: HojaExcel, filas: Iterable<FilaExcel> | AsyncIterable<FilaExcel>, out: PassThrough, textosCompartidos: boolean): Promise<void> {
  const estilos = !hoja.sinEstilos;
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: estilos, useSharedStrings: textosCompartidos });
  const sheet = workbook.addWorksheet(
    nombreHoja(hoja.nombre),
    hoja.filtro ? { views: [{ state: 'frozen', ySplit: 1, ...(hoja.columnasFijas ? { xSplit: hoja.columnasFijas } : {}) }] } : {},
  );
  const columnas = hoja.columnas ?? [];
  if (hoja.filtro && hoja.encabezado) sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: hoja.encabezado.length } };
  if (columnas.length)
    sheet.columns = columnas.map((c) => ({ ...(c.ancho === undefined ? {} : { width: c.ancho }), ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}) }));
  const agregar = (celdas: readonly Celda[], negrita: boolean) => {
    const row = sheet.addRow(celdas.map((c, i) => valorEscrito(esFormateada(c) ? c.valor : c, hoja, columnas[i])));
    celdas.forEach((c, i) => {
      if (esFormateada(c)) row.getCell(i + 1).numFmt = c.numFmt;
    });
    if (negrita && estilos) row.font = { bold: true };
    row.commit();
  };
  if (hoja.encabezado) agregar(hoja.encabezado, true);
  for await (const fila of filas) {
    if (Array.isArray(fila)) agregar(fila as readonly Celda[], false);
    else agregar((fila as { celdas: readonly Celda[] }).celdas, true);
    if (out.writableNeedDrain) await drenar(out);
    if (out.destroyed) return;
  }
  sheet.commit();
  await workbook.commit();
}

/** The .xlsx as a stream, written while it is read; `onError` hears a failure, which also destroys the stream. */
export function libroExcelStream(hoja: HojaExcel, filas: Iterable<FilaExcel> | AsyncIterable<FilaExcel>, onError: (err: unknown) => void): Readable {
  const out = new PassThrough();
  // Inline strings: a shared-strings table would grow in memory with the rows.
  escribir(hoja, filas, out, false).catch((err) => {
    onError(err);
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return out;
}

/** The .xlsx in memory, for the small workbooks answered whole. */
export async function libroExcelBuffer(hoja: HojaExcel, filas: Iterable<FilaExcel> | AsyncIterable<FilaExcel>): Promise<Buffer> {
  const out = new PassThrough();
  const partes: Buffer[] = [];
  out.on('data', (b: Buffer) => partes.push(b));
  const fin = once(out, 'end');
  // A shared-strings table, as an in-memory workbook writes: an empty text stays an empty text cell.
  await escribir(hoja, filas, out, true);
  await fin;
  return Buffer.concat(partes);
}

/** Rows from batches (a paged query), one at a time. */
export async function* filasDeLotes<T>(lotes: AsyncIterable<readonly T[]>, fila: (t: T) => FilaExcel): AsyncIterable<FilaExcel> {
  for await (const lote of lotes) for (const t of lote) yield fila(t);
}
