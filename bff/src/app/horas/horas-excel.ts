import { etiquetaMes, SIN_EQUIPO, TIPOS_HORA, type HorasEquipos, type HorasMesTotales, type HorasTodos, type TipoHora } from '@portal/shared/domain';
import { libroExcelBuffer, type ColumnaExcel, type FilaExcel } from '../common/excel/libro-excel';

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
function libro(hoja: string, claves: string[], meses: readonly string[], filas: readonly Fila[], tipo: TipoHora | undefined): Promise<Buffer> {
  const encabezado = [...claves, 'Tipo', ...meses.map((m) => etiquetaMes(m)), 'Total'];
  const tipos = tipo ? [tipo] : TIPOS_HORA;
  const columnas: ColumnaExcel[] = [...claves.map(() => ({ ancho: 24 })), { ancho: 32 }, ...[...meses, 'Total'].map(() => ({ numFmt: FORMATO_HORAS }))];
  const lineas = filas.flatMap((f): FilaExcel[] => [
    ...tipos.map((t) => [...f.claves, t, ...f.meses.map((m) => m.porTipo[t]), f.porTipo[t]]),
    ...(tipo ? [] : [{ celdas: [...f.claves, 'Total', ...f.meses.map((m) => m.total), f.total], negrita: true as const }]),
  ]);
  return libroExcelBuffer({ nombre: hoja, encabezado, columnas, filtro: true, columnasFijas: claves.length + 1 }, lineas);
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
