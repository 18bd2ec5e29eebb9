import type { Readable } from 'node:stream';
import {
  accionAuditoriaLabel,
  AUDITORIA_EXPORT_SHEET_NAME,
  describirCambioAuditoria,
  entidadAuditoriaLabel,
  formatearFechaHora,
  type RegistroAuditoria,
} from '@portal/shared/domain';
import { filasDeLotes, libroExcelStream } from '../common/excel/libro-excel';

export const COLUMNAS_EXPORT = ['Fecha', 'Usuario', 'Legajo', 'Acción', 'Entidad', 'Registro', 'Cambios', 'IP'] as const;

/** One row per record, dates in the plant's `zona`; every value a plain string, changes one per line. */
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
  ];
}

/** Streams the workbook as rows arrive, like the cards export: memory stays flat. A plain sheet, without styles. */
export function streamAuditoriaXlsx(batches: AsyncIterable<RegistroAuditoria[]>, zona: string, onError: (err: unknown) => void): Readable {
  return libroExcelStream(
    { nombre: AUDITORIA_EXPORT_SHEET_NAME, encabezado: COLUMNAS_EXPORT, sinEstilos: true },
    filasDeLotes(batches, (r) => filaExport(r, zona)),
    onError,
  );
}
