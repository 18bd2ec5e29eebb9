import type { Color } from './colores';
import type { Prioridad } from './prioridades';
import type { EstadoTarjeta } from './tarjeta';

/** Planning fields, stored flat on the card as in the original documents. */
export interface PlanificacionCampos {
  previstaCierre: string | null;
  responsableSeguimiento: string;
  recursos: string;
  materiales: string;
  solicitudCompras: string | null;
  comprometidaCompras: string | null;
  tareaRealizar: string;
  responsableTarea: string;
  comentario1: string;
  comentario2: string;
  comentario3: string;
}

/** A card as the API returns it (dates as ISO strings, `_id` a uuid string). */
export interface Tarjeta extends PlanificacionCampos {
  _id: string;
  numero: number;
  /** Imported with a new number because its colour + number was taken: the number it had in the file (else null). */
  numeroOriginal: number | null;
  color: Color;
  estado: EstadoTarjeta;
  fecha: string;
  descripcion: string;
  sugerencia: string;
  reparacion: string;
  detecto: string;
  prioridad: Prioridad;
  familia: string;
  maquina: string;
  parteMaquina: string;
  equipo: string;
  riesgoInicial: string;
  tipodeRiesgo: string;
  riesgoFinal: string;
  inicioReparacion: string | null;
  finReparacion: string | null;
  responsable: string;
  /** Hours, one decimal. */
  tiempoEmpleado: number | null;
  causa: string;
  tareaRealizada: string;
  materialUtilizado: string;
  tipoAccion: string;
  convertida: boolean;
  verificacion: boolean;
  accionesComplementarias: string;
  sustoExperimentado: boolean;
  sustoObservado: boolean;
  impactoAmbiente: boolean;
  imagenUrl: string;
  /** 'Imagen del antes' and 'Imagen del después' ('' when none), each attached through the upload flow. */
  imagenAntesUrl: string;
  imagenDespuesUrl: string;
  planificacion: boolean;
}

/**
 * One open card of `GET /api/tarjetas/abiertas` (the duplicate warning at capture). `conFoto`: the card already
 * has its image ('Es el mismo problema' then adds the comment without the user's photo).
 */
export type TarjetaAbierta = Pick<Tarjeta, '_id' | 'color' | 'numero' | 'descripcion' | 'maquina' | 'parteMaquina' | 'fecha' | 'prioridad'> & {
  conFoto: boolean;
};

/** At most this many open cards are listed; `total` counts them all. */
export const TARJETAS_ABIERTAS_MAX = 10;

/** `GET /api/tarjetas/abiertas?maquina=&parteMaquina=`: the machine's (and part's) open cards, newest first. */
export interface TarjetasAbiertas {
  total: number;
  tarjetas: TarjetaAbierta[];
}

/** The add form's choices that `GET /api/tarjetas/recientes` orders (the colour keeps its fixed place). */
export const CAMPOS_RECIENTES = ['maquina', 'parteMaquina', 'prioridad', 'reparacion', 'riesgoInicial', 'equipo', 'familia', 'tipodeRiesgo'] as const;
export type CampoReciente = (typeof CAMPOS_RECIENTES)[number];
/** At most this many recent values per field come first (more would no longer stand out). */
export const RECIENTES_MAX = 3;
/** The user's last cards and the machine's last cards counted for the recent values. */
export const RECIENTES_DEL_USUARIO = 20;
export const RECIENTES_DE_MAQUINA = 50;

/**
 * `GET /api/tarjetas/recientes?maquina=`: per field, up to RECIENTES_MAX values of the user's last cards and (with a
 * machine) that machine's last cards, most used first, then most recent. `parteMaquina` only from the machine's cards.
 */
export type TarjetasRecientes = Record<CampoReciente, string[]>;

/**
 * `GET /api/tarjetas` with any of these query parameters answers one page
 * (`TarjetasPagina`); without parameters it answers the whole array, as old clients expect.
 */
/** Columns a list can ask to be empty (`sinValor`): the Pareto's '(sin valor)' bar opens its cards. */
export const CAMPOS_SIN_VALOR = ['maquina', 'familia', 'equipo'] as const;
export type CampoSinValor = (typeof CAMPOS_SIN_VALOR)[number];

export interface TarjetasQuery {
  /** 0-based. */
  page?: number;
  /** 1–100, or -1 for all rows. */
  pageSize?: number;
  sort?: TarjetaSortField;
  order?: 'asc' | 'desc';
  /** One colour, or several (sent as a repeated parameter): any of them. */
  color?: Color | readonly Color[];
  estado?: EstadoTarjeta;
  /** One equipo, or several (repeated): any of them. */
  equipo?: string | readonly string[];
  prioridad?: Prioridad;
  numero?: number;
  /** Exact máquina / familia (the dashboard's Pareto drill-down). */
  maquina?: string;
  familia?: string;
  /** Also (or only, when no value is given for it) the cards whose column is empty. */
  sinValor?: readonly CampoSinValor[];
  /** Quick search over número, descripción, equipo, máquina, detectó. */
  q?: string;
}

export const TARJETA_SORT_FIELDS = ['numero', 'color', 'equipo', 'prioridad', 'fecha', 'descripcion', 'estado'] as const;
export type TarjetaSortField = (typeof TARJETA_SORT_FIELDS)[number];

export interface TarjetasPagina {
  items: Tarjeta[];
  total: number;
  page: number;
  pageSize: number;
}

/** Columns the card list can group by (`GET /api/tarjetas/grupos?por=`), with their labels. */
export const AGRUPACIONES_TARJETAS = [
  { value: 'color', label: 'Color' },
  { value: 'estado', label: 'Estado' },
  { value: 'equipo', label: 'Equipo' },
  { value: 'prioridad', label: 'Prioridad' },
] as const;
export type AgrupacionTarjetas = (typeof AGRUPACIONES_TARJETAS)[number]['value'];
export const AGRUPABLES_TARJETAS = AGRUPACIONES_TARJETAS.map((a) => a.value) as [AgrupacionTarjetas, ...AgrupacionTarjetas[]];

/**
 * `GET /api/tarjetas/grupos?por=color&<the list's filters>`: how many cards of the whole filtered set
 * fall in each value of `por` (most cards first). `total` is their sum.
 */
export type TarjetasGruposQuery = Omit<TarjetasQuery, 'page' | 'pageSize' | 'sort' | 'order'> & { por: AgrupacionTarjetas };

export interface TarjetasGrupos {
  por: AgrupacionTarjetas;
  grupos: { valor: string; cantidad: number }[];
  total: number;
}

/** The 20 columns of the dynamic export table (/tarjetasfiltro), in the spec's order. */
export const COLUMNAS_EXPORTABLES = [
  { key: 'numero', label: 'Número' },
  { key: 'color', label: 'Color' },
  { key: 'prioridad', label: 'Prioridad' },
  { key: 'equipo', label: 'Equipo' },
  { key: 'fecha', label: 'Fecha apertura' },
  { key: 'descripcion', label: 'Descripción' },
  { key: 'estado', label: 'Estado' },
  { key: 'maquina', label: 'Máquina' },
  { key: 'detecto', label: 'Detectó' },
  { key: 'familia', label: 'Familia' },
  { key: 'tipodeRiesgo', label: 'Tipo de riesgo' },
  { key: 'riesgoInicial', label: 'Riesgo inicial' },
  { key: 'riesgoFinal', label: 'Riesgo final' },
  { key: 'tipoAccion', label: 'Tipo de acción' },
  { key: 'responsable', label: 'Responsable' },
  { key: 'tiempoEmpleado', label: 'Tiempo empleado (h)' },
  { key: 'causa', label: 'Causa' },
  { key: 'tareaRealizada', label: 'Tarea realizada' },
  { key: 'materialUtilizado', label: 'Material utilizado' },
  { key: 'finReparacion', label: 'Fin de reparación' },
] as const satisfies readonly { key: keyof Tarjeta; label: string }[];
export type ColumnaExportable = (typeof COLUMNAS_EXPORTABLES)[number]['key'];

export const EXPORT_FILE_NAME = 'ReporteTarjetas.xlsx';
export const EXPORT_SHEET_NAME = 'Tarjetas';

/**
 * A saved selection of /tarjetasfiltro (`POST /api/filters`, `GET /api/filters`). Flat, as the
 * spec's payload: `nombre`, the chosen columns (`selectedOption`), each column's chosen filter
 * values under the column's own key (`color: ['Roja']`, `equipo: [...]`, …) and the checkboxes.
 */
export type FiltroPreset = {
  _id: string;
  nombre: string;
  selectedOption: ColumnaExportable[];
  alerta: boolean;
  qrcode: boolean;
  convertida: boolean;
  planificacion: boolean;
} & Partial<Record<ColumnaExportable, string[]>>;

/**
 * What /tarjetasfiltro asks the server for: `POST /api/tarjetas/consulta` (one page of rows) and
 * `POST /api/tarjetas/export` (the xlsx). `alerta` and `qrcode` add a column (the alert text of an
 * open card; the card's link as a QR); `convertida` and `planificacion` keep only converted /
 * planned cards. A column's filter keeps the rows whose value is among the chosen ones.
 */
export interface FiltroSeleccion {
  selectedOption: ColumnaExportable[];
  filtros: Partial<Record<ColumnaExportable, string[]>>;
  alerta: boolean;
  qrcode: boolean;
  convertida: boolean;
  planificacion: boolean;
  page?: number;
  pageSize?: number;
}

/** `GET /api/tarjetas/siguiente-numero?color=Roja`: the number the next card would get (a preview only). */
export interface SiguienteNumero {
  color: Color;
  numero: number;
}

/** `POST /api/uploads` answer, named as the image host's so older clients read `secure_url`. */
export interface UploadResponse {
  secure_url: string;
}

/** `GET /api/tarjetas/notificaciones/no-leidas`: how many of the bell's cards (the last 5 closed) the user has not read. */
export interface NotificacionesNoLeidas {
  noLeidas: number;
}
