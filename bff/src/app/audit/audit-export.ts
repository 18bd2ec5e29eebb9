import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  accionAuditoriaLabel,
  AUDITORIA_EXPORT_SHEET_NAME,
  describirCambioAuditoria,
  entidadAuditoriaLabel,
  formatearFechaHora,
  type RegistroAuditoria,
} from '@portal/shared/domain';

export const COLUMNAS_EXPORT = ['Fecha', 'Usuario', 'Legajo', 'Acción', 'Entidad', 'Registro', 'Cambios', 'IP'] as const;

/** Excel refuses a cell longer than this. */
const MAX_CELDA = 32_767;
const celda = (s: string) => (s.length > MAX_CELDA ? `${s.slice(0, MAX_CELDA - 1)}…` : s);

/** One row per record, dates in the plant's `zona`; every value a plain string (never a formula), changes one per line. */
export function filaExport(r: RegistroAuditoria, zona: string): string[] {
  return [
    formatearFechaHora(r.fecha, zona),
    r.usuario.nombre,
    r.usuario.legajo ?? '',
    accionAuditoriaLabel(r.accion),
    entidadAuditoriaLabel(r.entidad),
    r.etiqueta,
    r.cambios.map((c) => describirCambioAuditoria(r, c, zona)).join('\n'),
    r.ip ?? '',
  ].map(celda);
}

/** Streams the workbook as rows arrive (exceljs WorkbookWriter), like the cards export: memory stays flat. */
export function streamAuditoriaXlsx(batches: AsyncIterable<RegistroAuditoria[]>, zona: string, onError: (err: unknown) => void): Readable {
  const out = new PassThrough();
  const write = async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
    const sheet = workbook.addWorksheet(AUDITORIA_EXPORT_SHEET_NAME);
    sheet.addRow([...COLUMNAS_EXPORT]).commit();
    for await (const rows of batches) {
      for (const r of rows) sheet.addRow(filaExport(r, zona)).commit();
      if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
      if (out.destroyed) return;
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
