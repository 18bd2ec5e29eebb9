import { plural } from './plural';
import { ROUTES } from './routes';
import type { Color } from './colores';
import type { EstadoActualKaizen, EstadoKaizen, ObjetivoLogrado, Pilar, RolTarjetaKaizen } from './kaizen';
import type { EstadoTarjeta } from './tarjeta';

/**
 * A card linked to a Kaizen, as the API answers it: the spec's `{ color, numero }` pair plus the card's live
 * `_id` and `estado`. A card deleted after it was linked keeps its colour and number, with `_id` null and
 * estado 'eliminada', so the Kaizen stays readable.
 */
export interface KaizenTarjetaRef {
  _id: string | null;
  color: Color;
  numero: number;
  estado: EstadoTarjeta | 'eliminada';
  /** The card's description ('' once deleted): the Hacer table shows it. */
  descripcion: string;
}

/** Request shape of a card reference (colour and number). */
export interface KaizenTarjetaPar {
  color: Color;
  numero: number;
}

/** A Quick Kaizen as the API returns it (spec §3), dates as ISO strings, `_id` a uuid string. */
export interface Kaizen {
  _id: string;
  /** Assigned by the server: unique, never reused after a delete. */
  numero: number;
  estado: EstadoKaizen;
  implementacion: boolean;
  /** Derived from estado + implementacion: 'Abierta', 'En implementacion' or 'Cerrada'. */
  estadoActual: EstadoActualKaizen;
  codigo: string;
  linea: string;
  maquina: string;
  tema: string;
  perdidaAtacada: string;
  pilar: Pilar;
  lider: string;
  /** Opening date-time (ISO). */
  fecha: string;
  preTarjeta: KaizenTarjetaRef[];
  tarjetasHacer: KaizenTarjetaRef[];
  // Planificar
  descripcionProblema: string;
  objetivo: string;
  causas: string;
  acciones: string;
  // Chequear: '¿Se logró el objetivo?' Sí / No / Parcialmente (null: not answered, or an old text that
  // says neither), and its comment: the original's free text, stored once, answered under both spellings
  // of the original (close call / edit call).
  objetivoLogrado: ObjetivoLogrado | null;
  objectivoCompletado: string;
  objetivoCompletado: string;
  // Estandarizar
  documentos: string;
  otraMaquina: string;
  // Follow-up
  responsableSeguimiento: string;
  /** 'YYYY-MM-DD' or null. */
  fechaFinalizacionMejora: string | null;
  /** Free text as in the original; `costoImporte` is its value when it is a number (`importeDeTexto`). */
  costo: string;
  beneficio: string;
  costoImporte: number | null;
  beneficioImporte: number | null;
  verificacion: string;
  /** 'Antes' image ('' when missing). */
  imagenFrontUrl: string;
  /** 'Después' image ('' when missing). */
  imagenBackUrl: string;
  /** When it was closed (ISO), null while open. */
  cerradaEn: string | null;
}

/** A row of the /kaizen list. */
export type KaizenResumen = Pick<
  Kaizen,
  '_id' | 'numero' | 'codigo' | 'maquina' | 'fecha' | 'tema' | 'estado' | 'implementacion' | 'estadoActual' | 'lider' | 'pilar' | 'costo' | 'beneficio'
>;

export const KAIZEN_SORT_FIELDS = ['numero', 'codigo', 'maquina', 'fecha', 'tema', 'estadoActual', 'lider', 'pilar'] as const;
export type KaizenSortField = (typeof KAIZEN_SORT_FIELDS)[number];

/**
 * `GET /api/tarjetaskaizen` with any of these answers one page (`KaizensPagina`); without parameters it
 * answers every Kaizen as an array of `Kaizen` (old clients). Default order: numero desc (newest first).
 */
export interface KaizensQuery {
  page?: number;
  /** 1–100, or -1 for all rows. */
  pageSize?: number;
  sort?: KaizenSortField;
  order?: 'asc' | 'desc';
  estado?: EstadoActualKaizen;
  pilar?: Pilar;
  maquina?: string;
  /** On the machines of this Equipo autónomo. */
  equipo?: string;
  /** Quick search over número, código, máquina, tema, líder, línea. */
  q?: string;
}

export interface KaizensPagina {
  items: KaizenResumen[];
  total: number;
  page: number;
  pageSize: number;
}

/** `GET /api/tarjetaskaizen/totales` (same filters as the list, no paging): one row per pilar with Kaizens. */
export interface KaizenTotalPilar {
  pilar: Pilar;
  cantidad: number;
  /** Sum of the numeric costos (null when none is numeric). */
  costo: number | null;
  beneficio: number | null;
  /** How many of them have a numeric costo / beneficio (the rest are free text). */
  conCosto: number;
  conBeneficio: number;
}
export interface KaizenTotales {
  pilares: KaizenTotalPilar[];
  total: { cantidad: number; costo: number | null; beneficio: number | null };
}

/** `GET /api/tarjetaskaizen/de-tarjeta/:id`: the Kaizens a card belongs to (card detail). */
export interface KaizenDeTarjeta {
  _id: string;
  numero: number;
  codigo: string;
  tema: string;
  estadoActual: EstadoActualKaizen;
  /** As a source card, in Hacer, or both. */
  roles: RolTarjetaKaizen[];
}

/**
 * `GET /api/tarjetaskaizen/:id/recurrencia` ('¿Volvió a ocurrir?'): on a closed Kaizen, the open cards on
 * its máquina, of the familias of its source cards, opened after its end (the day after
 * `fechaFinalizacionMejora` in the plant's zone, else `cerradaEn`). `aplica` false (and nothing else
 * counted) while the Kaizen is not Cerrada.
 */
export interface KaizenRecurrencia {
  aplica: boolean;
  /** ISO date-time the count starts from, null when it does not apply. */
  desde: string | null;
  maquina: string;
  familias: string[];
  total: number;
  /** The newest first, at most 20. */
  tarjetas: KaizenTarjetaRef[];
}

/** The Kaizen module's paths under /api (spec §7 plus the list helpers). */
export const KAIZEN_API = {
  base: '/tarjetaskaizen',
  tarjetasHacer: '/tarjetaskaizen/tarjetasHacer',
  cerrar: '/tarjetaskaizen/cerrar',
  editar: '/tarjetaskaizen/editarkaizen',
  imagenFront: '/tarjetaskaizen/agregarimagenfront',
  imagenBack: '/tarjetaskaizen/agregarimagenback',
  totales: '/tarjetaskaizen/totales',
  export: '/tarjetaskaizen/export',
  deTarjeta: (tarjetaId: string) => `/tarjetaskaizen/de-tarjeta/${encodeURIComponent(tarjetaId)}`,
  uno: (id: string) => `/tarjetaskaizen/${encodeURIComponent(id)}`,
  recurrencia: (id: string) => `/tarjetaskaizen/${encodeURIComponent(id)}/recurrencia`,
  /** The Kaizen's audit records (its changes and linked cards), newest first, as a card's Historial. */
  historial: (id: string) => `/tarjetaskaizen/${encodeURIComponent(id)}/historial`,
} as const;

/** The /kaizen Excel export's file and sheet. */
export const KAIZEN_EXPORT_FILE_NAME = 'QuickKaizen.xlsx';
export const KAIZEN_EXPORT_SHEET = 'Quick Kaizen';

/** Error ids of the spec's catalogue (§8) for the Kaizen screens. */
export const KAIZEN_ERROR_IDS = {
  agregar: 'AGREGAR_KAIZEN_ERROR',
  cerrar: 'CERRAR_KAIZEN_ERROR',
  editar: 'EDITAR_KAIZEN_ERROR',
} as const;

/** /agregarkaizen pre-filled from a card ('Crear Quick Kaizen' on a card's detail): `?color=Roja&numero=12`. */
export const AGREGAR_KAIZEN_DESDE_TARJETA = { color: 'color', numero: 'numero' } as const;

/** /agregarkaizen pre-filled from the cards selected in /tarjetas: `?tarjetas=<id>,<id>` (at most KAIZEN_TARJETAS_MAX). */
export const AGREGAR_KAIZEN_DESDE_TARJETAS = 'tarjetas';
export const agregarKaizenConTarjetas = (ids: readonly string[]): string =>
  `${ROUTES.agregarKaizen}?${new URLSearchParams({ [AGREGAR_KAIZEN_DESDE_TARJETAS]: ids.join(',') })}`;

/** 'Crear Quick Kaizen con 3 tarjetas' (the card list's selection). */
export const crearKaizenConTarjetasTexto = (n: number): string => `Crear Quick Kaizen con ${plural(n, 'tarjeta', 'tarjetas')}`;

/** The Kaizen detail after a close that chose 'Cerrar también las tarjetas': `?cerrarTarjetas=1` lists the open ones. */
export const CERRAR_TARJETAS_VINCULADAS = { param: 'cerrarTarjetas', valor: '1' } as const;

/** The detail's print view ('Imprimir A3'): `/tarjeta/:id?vista=a3` renders only the A3 sheet. */
export const VISTA_A3 = { param: 'vista', valor: 'a3' } as const;
