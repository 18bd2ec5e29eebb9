import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { calcularAlerta, COLUMNAS_EXPORTABLES, EXPORT_SHEET_NAME, paredComoUtc, type ColumnaExportable, type Prioridad } from '@portal/shared/domain';
import type { TarjetaRow } from '../../db/schema';

const LABELS = new Map(COLUMNAS_EXPORTABLES.map((c) => [c.key, c.label]));

export const FORMATO_FECHA_HORA = 'DD/MM/YYYY HH:mm';

/** Column widths in characters: short codes narrow, free text wide. */
const ANCHOS: Partial<Record<ColumnaExportable, number>> = {
  numero: 10,
  color: 11,
  prioridad: 11,
  estado: 11,
  fecha: 17,
  finReparacion: 17,
  tiempoEmpleado: 16,
  tipoAccion: 14,
  descripcion: 60,
  causa: 40,
  tareaRealizada: 40,
  materialUtilizado: 30,
  familia: 30,
};
const ANCHO_TEXTO = 24;

/**
 * A cell value: numbers stay numbers, dates are Date cells holding the plant's wall clock (`zona`, PLANT_TZ: an
 * Excel date has no zone, so the sheet shows the hour the plant lived), the rest plain strings (never formulas).
 */
export function cellValue(row: TarjetaRow, col: ColumnaExportable, zona: string): string | number | Date {
  const v = row[col];
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return paredComoUtc(v, zona);
  if (typeof v === 'number') return v;
  return String(v);
}

export interface ExportOptions {
  columns: ColumnaExportable[];
  alerta: boolean;
  qrcode: boolean;
  /** Card link base, e.g. https://portal/tarjeta/ */
  cardUrlBase: string;
  now: Date;
  /** The plant's zone (PLANT_TZ). */
  zona: string;
}

/**
 * Streams the workbook as it is written (exceljs WorkbookWriter): rows are read in batches and
 * committed one by one, so memory does not grow with the number of cards.
 */
export function streamXlsx(batches: AsyncIterable<TarjetaRow[]>, o: ExportOptions, onError: (err: unknown) => void): Readable {
  const out = new PassThrough();
  const write = async () => {
    // Inline strings and no shared-strings table: a cell's text is always a literal string value.
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const header = [...o.columns.map((c) => LABELS.get(c) ?? c), ...(o.alerta ? ['Alerta'] : []), ...(o.qrcode ? ['Qr Code'] : [])];
    // The header stays in view while scrolling and carries Excel's filter buttons.
    const sheet = workbook.addWorksheet(EXPORT_SHEET_NAME, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: header.length } };
    sheet.columns = [
      ...o.columns.map((c) => ({
        width: ANCHOS[c] ?? ANCHO_TEXTO,
        ...(c === 'fecha' || c === 'finReparacion' ? { style: { numFmt: FORMATO_FECHA_HORA } } : {}),
      })),
      ...(o.alerta ? [{ width: 18 }] : []),
      ...(o.qrcode ? [{ width: 60 }] : []),
    ];
    const cabecera = sheet.addRow(header);
    cabecera.font = { bold: true };
    cabecera.commit();
    for await (const rows of batches) {
      for (const row of rows) {
        const values: (string | number | Date)[] = o.columns.map((c) => cellValue(row, c, o.zona));
        if (o.alerta) values.push(row.estado === 'Abierta' ? calcularAlerta(row.fecha, row.prioridad as Prioridad, o.now).texto : '');
        if (o.qrcode) values.push(`${o.cardUrlBase}${row.id}`);
        sheet.addRow(values).commit();
      }
      // Backpressure between batches: a slow download must not pile the workbook up in memory.
      if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
      if (out.destroyed) return; // the client went away: stop reading cards
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((err) => {
    onError(err);
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return out;
}
