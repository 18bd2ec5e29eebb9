import ExcelJS from 'exceljs';
import { etiquetaMes, SIN_EQUIPO, TIPOS_HORA, type HorasEquipos, type HorasMesTotales, type HorasTodos, type TipoHora } from '@portal/shared/domain';

/** Hours as numbers, one decimal when there is one. */
const FORMATO_HORAS = '0.#';

interface Fila {
  claves: (string | number)[];
  meses: HorasMesTotales[];
  porTipo: Record<TipoHora, number>;
  total: number;
}

/**
 * One sheet: the row's keys, 'Tipo', then every month of the range and 'Total'. Each row gets one line per
 * hour type (only `tipo` when one was chosen) and a 'Total' line, so a pivot table can regroup them.
 */
async function libro(hoja: string, claves: string[], meses: readonly string[], filas: readonly Fila[], tipo: TipoHora | undefined): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(hoja, { views: [{ state: 'frozen', ySplit: 1, xSplit: claves.length + 1 }] });
  const encabezado = [...claves, 'Tipo', ...meses.map((m) => etiquetaMes(m)), 'Total'];
  ws.addRow(encabezado).font = { bold: true };
  ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: encabezado.length } };
  const tipos = tipo ? [tipo] : TIPOS_HORA;
  for (const f of filas) {
    for (const t of tipos) ws.addRow([...f.claves, t, ...f.meses.map((m) => m.porTipo[t]), f.porTipo[t]]);
    if (!tipo) ws.addRow([...f.claves, 'Total', ...f.meses.map((m) => m.total), f.total]).font = { bold: true };
  }
  for (let c = claves.length + 2; c <= encabezado.length; c++) ws.getColumn(c).numFmt = FORMATO_HORAS;
  claves.forEach((_, i) => (ws.getColumn(i + 1).width = 24));
  ws.getColumn(claves.length + 1).width = 32;
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export const libroHorasTodos = (r: HorasTodos, tipo: TipoHora | undefined) =>
  libro(
    'Horas de todos',
    ['Nombre', 'Legajo', 'Equipo autonomo'],
    r.meses,
    r.filas.map((f) => ({ ...f, claves: [f.nombre, f.legajo, f.equipo ?? ''] })),
    tipo,
  );

export const libroHorasEquipos = (r: HorasEquipos, tipo: TipoHora | undefined) =>
  libro(
    'Horas por equipo',
    ['Equipo autonomo', 'Usuarios'],
    r.meses,
    r.filas.map((f) => ({ ...f, claves: [f.equipo ?? SIN_EQUIPO, f.usuarios] })),
    tipo,
  );
