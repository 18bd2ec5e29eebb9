import { COLUMNAS_EXPORTABLES } from '@portal/shared/domain';
import type { ColumnaExportable, FiltroPreset, FiltroSeleccion } from '@portal/shared/domain';

export const OPCIONES_FILTRO = [
  { key: 'alerta', label: 'Alerta' },
  { key: 'qrcode', label: 'Qr Code' },
  { key: 'convertida', label: 'Convertida' },
  { key: 'planificacion', label: 'Planificación' },
] as const;
export type OpcionFiltro = (typeof OPCIONES_FILTRO)[number]['key'];

/** What /tarjetasfiltro has chosen: the columns, each column's values and the four checkboxes. */
export type FiltroSeleccionState = Omit<FiltroSeleccion, 'page' | 'pageSize'>;

/** A preset as `POST /api/filters` takes it (flat, the server adds `_id`). */
export type FiltroPresetNuevo = Omit<FiltroPreset, '_id'>;

export type FiltroSeleccionAction =
  | { type: 'columnas'; columnas: ColumnaExportable[] }
  | { type: 'filtro'; columna: ColumnaExportable; valores: string[] }
  | { type: 'opcion'; opcion: OpcionFiltro; valor: boolean }
  | { type: 'reset' }
  | { type: 'preset'; preset: FiltroPreset };

export const SELECCION_INICIAL: FiltroSeleccionState = {
  selectedOption: [],
  filtros: {},
  alerta: false,
  qrcode: false,
  convertida: false,
  planificacion: false,
};

const CLAVES = new Set<string>(COLUMNAS_EXPORTABLES.map((c) => c.key));
export const isColumnaExportable = (value: unknown): value is ColumnaExportable => typeof value === 'string' && CLAVES.has(value);

export const COLUMNA_LABEL = Object.fromEntries(COLUMNAS_EXPORTABLES.map((c) => [c.key, c.label])) as Record<ColumnaExportable, string>;

const sinRepetir = <T>(values: T[]) => [...new Set(values)];

/** Filters survive only for chosen columns: a column's dropdown disappears with the column. */
function filtrosDe(columnas: ColumnaExportable[], filtros: FiltroSeleccionState['filtros']): FiltroSeleccionState['filtros'] {
  const out: FiltroSeleccionState['filtros'] = {};
  for (const columna of columnas) {
    const valores = filtros[columna];
    if (valores && valores.length > 0) out[columna] = valores;
  }
  return out;
}

function desdePreset(preset: FiltroPreset): FiltroSeleccionState {
  const columnas = sinRepetir((Array.isArray(preset.selectedOption) ? preset.selectedOption : []).filter(isColumnaExportable));
  const guardados: FiltroSeleccionState['filtros'] = {};
  for (const columna of columnas) {
    const valores = preset[columna];
    // Older presets may hold other shapes under these keys; only string lists are filters.
    if (Array.isArray(valores)) guardados[columna] = valores.filter((v): v is string => typeof v === 'string');
  }
  return {
    selectedOption: columnas,
    filtros: filtrosDe(columnas, guardados),
    alerta: preset.alerta === true,
    qrcode: preset.qrcode === true,
    convertida: preset.convertida === true,
    planificacion: preset.planificacion === true,
  };
}

export function filtroSeleccionReducer(state: FiltroSeleccionState, action: FiltroSeleccionAction): FiltroSeleccionState {
  switch (action.type) {
    case 'columnas': {
      const columnas = sinRepetir(action.columnas.filter(isColumnaExportable));
      return { ...state, selectedOption: columnas, filtros: filtrosDe(columnas, state.filtros) };
    }
    case 'filtro': {
      if (!state.selectedOption.includes(action.columna)) return state;
      const { [action.columna]: _anterior, ...resto } = state.filtros;
      const valores = sinRepetir(action.valores);
      return { ...state, filtros: valores.length > 0 ? { ...resto, [action.columna]: valores } : resto };
    }
    case 'opcion':
      return { ...state, [action.opcion]: action.valor };
    case 'reset':
      return SELECCION_INICIAL;
    case 'preset':
      return desdePreset(action.preset);
  }
}

/** The body of `POST /tarjetas/consulta` (with a page) and `POST /tarjetas/export` (without). */
export function toFiltroSeleccion(state: FiltroSeleccionState, pagina?: { page: number; pageSize: number }): FiltroSeleccion {
  return { ...state, filtros: { ...state.filtros }, ...(pagina ? { page: pagina.page, pageSize: pagina.pageSize } : {}) };
}

/** The flat preset of `POST /api/filters`: each column's values under the column's own key. */
export function toFiltroPreset(state: FiltroSeleccionState, nombre: string): FiltroPresetNuevo {
  return {
    nombre,
    selectedOption: [...state.selectedOption],
    ...state.filtros,
    alerta: state.alerta,
    qrcode: state.qrcode,
    convertida: state.convertida,
    planificacion: state.planificacion,
  };
}
