import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { calcularAlerta, COLUMNAS_EXPORTABLES, EXPORT_SHEET_NAME, ZONA_HORARIA_PLANTA, type ColumnaExportable, type Prioridad } from '@portal/shared/domain';
import type { TarjetaRow } from '../../db/schema';

const LABELS = new Map(COLUMNAS_EXPORTABLES.map((c) => [c.key, c.label]));

const fechaHora = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZONA_HORARIA_PLANTA,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const formatFechaHora = (d: Date) => fechaHora.format(d).replace(',', '');

/** A cell value: numbers stay numbers, dates are 'DD/MM/YYYY HH:mm' in the plant's zone, the rest plain strings (never formulas). */
export function cellValue(row: TarjetaRow, col: ColumnaExportable): string | number {
  const v = row[col];
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return formatFechaHora(v);
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
}

/**
 * Streams the workbook as it is written (exceljs WorkbookWriter): rows are read in batches and
 * committed one by one, so memory does not grow with the number of cards.
 */
export function streamXlsx(batches: AsyncIterable<TarjetaRow[]>, o: ExportOptions, onError: (err: unknown) => void): Readable {
  const out = new PassThrough();
  const write = async () => {
    // Inline strings and no shared-strings table: a cell's text is always a literal string value.
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
    const sheet = workbook.addWorksheet(EXPORT_SHEET_NAME);
    const header = [...o.columns.map((c) => LABELS.get(c) ?? c), ...(o.alerta ? ['Alerta'] : []), ...(o.qrcode ? ['Qr Code'] : [])];
    sheet.addRow(header).commit();
    for await (const rows of batches) {
      for (const row of rows) {
        const values: (string | number)[] = o.columns.map((c) => cellValue(row, c));
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
