import type { Readable } from 'node:stream';
import { calcularAlerta, COLUMNAS_EXPORTABLES, EXPORT_SHEET_NAME, type ColumnaExportable, type DiasAlerta, type Prioridad } from '@portal/shared/domain';
import { filasDeLotes, libroExcelStream, type Celda, type HojaExcel } from '../common/excel/libro-excel';
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

/** A cell value: numbers stay numbers, dates Date cells (the writer shows them in plant time), the rest plain strings. */
export function cellValue(row: TarjetaRow, col: ColumnaExportable): Celda {
  const v = row[col];
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v;
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
  /** The plant's zone and alert days. */
  zona: string;
  diasAlerta: DiasAlerta;
}

/** The header, widths and formats of the chosen columns, then 'Alerta' and 'Qr Code' when asked. */
function hoja(o: ExportOptions): HojaExcel {
  return {
    nombre: EXPORT_SHEET_NAME,
    encabezado: [...o.columns.map((c) => LABELS.get(c) ?? c), ...(o.alerta ? ['Alerta'] : []), ...(o.qrcode ? ['Qr Code'] : [])],
    columnas: [
      ...o.columns.map((c) => ({
        ancho: ANCHOS[c] ?? ANCHO_TEXTO,
        ...(c === 'fecha' || c === 'finReparacion' ? { numFmt: FORMATO_FECHA_HORA } : {}),
      })),
      ...(o.alerta ? [{ ancho: 18 }] : []),
      ...(o.qrcode ? [{ ancho: 60 }] : []),
    ],
    filtro: true,
    zona: o.zona,
  };
}

/** Streams the workbook as it is written: rows are read in batches, so memory does not grow with the number of cards. */
export function streamXlsx(batches: AsyncIterable<TarjetaRow[]>, o: ExportOptions, onError: (err: unknown) => void): Readable {
  const fila = (row: TarjetaRow): Celda[] => [
    ...o.columns.map((c) => cellValue(row, c)),
    ...(o.alerta ? [row.estado === 'Abierta' ? calcularAlerta(row.fecha, row.prioridad as Prioridad, o.diasAlerta, o.now).texto : ''] : []),
    ...(o.qrcode ? [`${o.cardUrlBase}${row.id}`] : []),
  ];
  return libroExcelStream(hoja(o), filasDeLotes(batches, fila), onError);
}
