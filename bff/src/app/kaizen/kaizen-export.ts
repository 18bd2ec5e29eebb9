import ExcelJS from 'exceljs';
import { diaEnZona, estadoActualKaizen, KAIZEN_EXPORT_SHEET, type EstadoKaizen } from '@portal/shared/domain';
import type { KaizenRow } from '../../db/schema';

type Celda = string | number | Date;

interface Columna {
  header: string;
  width: number;
  valor: (k: KaizenRow, zona: string) => Celda;
  numFmt?: string;
}

/** The opening day in `zona` as a Date whose UTC fields hold it (exceljs writes a Date's UTC fields). */
const diaPlanta = (d: Date, zona: string): Date => new Date(`${diaEnZona(d, zona)}T00:00:00.000Z`);

/** A free-text amount: its number when it is one (`costoImporte`), else the text as typed. */
const importe = (texto: string, valor: number | null): Celda => valor ?? texto;

/** The /kaizen list's columns, then the ones the list does not show. */
const COLUMNAS: Columna[] = [
  { header: 'N°', width: 8, valor: (k) => k.numero },
  { header: 'Código del Kaizen', width: 18, valor: (k) => k.codigo },
  { header: 'Maquina', width: 22, valor: (k) => k.maquina },
  { header: 'Fecha apertura', width: 15, valor: (k, zona) => diaPlanta(k.fecha, zona), numFmt: 'DD/MM/YYYY' },
  { header: 'Tema', width: 50, valor: (k) => k.tema },
  { header: 'Estado actual', width: 18, valor: (k) => estadoActualKaizen({ estado: k.estado as EstadoKaizen, implementacion: k.implementacion }) },
  { header: 'Líder del equipo de mejora', width: 26, valor: (k) => k.lider },
  { header: 'Pilar', width: 28, valor: (k) => k.pilar },
  { header: 'Línea', width: 18, valor: (k) => k.linea },
  { header: 'Pérdida atacada', width: 30, valor: (k) => k.perdidaAtacada },
  { header: 'Costo', width: 16, valor: (k) => importe(k.costo, k.costoImporte) },
  { header: 'Beneficio', width: 16, valor: (k) => importe(k.beneficio, k.beneficioImporte) },
];

/** QuickKaizen.xlsx: one sheet, bold frozen header with filter buttons, one row per Kaizen. */
export async function libroKaizens(rows: readonly KaizenRow[], zona: string): Promise<Buffer> {
  const libro = new ExcelJS.Workbook();
  const hoja = libro.addWorksheet(KAIZEN_EXPORT_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  hoja.columns = COLUMNAS.map((c) => ({ header: c.header, width: c.width, style: c.numFmt ? { numFmt: c.numFmt } : {} }));
  hoja.getRow(1).font = { bold: true };
  hoja.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: COLUMNAS.length } };
  for (const k of rows) hoja.addRow(COLUMNAS.map((c) => c.valor(k, zona)));
  return Buffer.from(await libro.xlsx.writeBuffer());
}
