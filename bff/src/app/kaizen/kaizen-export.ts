import { estadoActualKaizen, KAIZEN_EXPORT_SHEET, type EstadoKaizen } from '@portal/shared/domain';
import type { KaizenRow } from '../../db/schema';
import { libroExcelBuffer, type ColumnaExcel, type ValorCelda } from '../common/excel/libro-excel';

interface Columna extends ColumnaExcel {
  header: string;
  valor: (k: KaizenRow) => ValorCelda;
}

/** A free-text amount: its number when it is one (`costoImporte`), else the text as typed. */
const importe = (texto: string, valor: number | null): ValorCelda => valor ?? texto;

/** The /kaizen list's columns, then the ones the list does not show. */
const COLUMNAS: Columna[] = [
  { header: 'N°', ancho: 8, valor: (k) => k.numero },
  { header: 'Código del Kaizen', ancho: 18, valor: (k) => k.codigo },
  { header: 'Maquina', ancho: 22, valor: (k) => k.maquina },
  // The opening day in the plant's zone.
  { header: 'Fecha apertura', ancho: 15, valor: (k) => k.fecha, numFmt: 'DD/MM/YYYY', soloDia: true },
  { header: 'Tema', ancho: 50, valor: (k) => k.tema },
  { header: 'Estado actual', ancho: 18, valor: (k) => estadoActualKaizen({ estado: k.estado as EstadoKaizen, implementacion: k.implementacion }) },
  { header: 'Líder del equipo de mejora', ancho: 26, valor: (k) => k.lider },
  { header: 'Pilar', ancho: 28, valor: (k) => k.pilar },
  { header: 'Línea', ancho: 18, valor: (k) => k.linea },
  { header: 'Pérdida atacada', ancho: 30, valor: (k) => k.perdidaAtacada },
  { header: 'Costo', ancho: 16, valor: (k) => importe(k.costo, k.costoImporte) },
  { header: 'Beneficio', ancho: 16, valor: (k) => importe(k.beneficio, k.beneficioImporte) },
];

/** QuickKaizen.xlsx: one sheet, bold frozen header with filter buttons, one row per Kaizen. */
export function libroKaizens(rows: readonly KaizenRow[], zona: string): Promise<Buffer> {
  return libroExcelBuffer(
    { nombre: KAIZEN_EXPORT_SHEET, encabezado: COLUMNAS.map((c) => c.header), columnas: COLUMNAS, filtro: true, zona },
    rows.map((k) => COLUMNAS.map((c) => c.valor(k))),
  );
}
