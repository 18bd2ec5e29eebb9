import type { CierrePeriodo } from './cerradas-sin-fecha';
import type { Color } from './colores';
import type { ColorMttr, FilaAutonomia, FilaEvolucion, FilaRiesgo, ItemPareto, Mes, ParetoPor } from './dashboard';
import type { Agrupacion } from './periodos';
import type { Prioridad } from './prioridades';

/**
 * The dashboard's tabs: the spec's seven, then what the original lacked. `id` names the tab in the URL
 * (`/?tab=riesgo`) and in the Excel call (`GET /api/dashboard/excel/:pestana`); `titulo` is the tab's
 * label, the Excel sheet's name and its file name.
 */
export const PESTANAS_DASHBOARD = [
  { id: 'amarillas', titulo: 'Tarjetas Amarillas', color: 'Amarilla' },
  { id: 'rojas', titulo: 'Tarjetas Rojas', color: 'Roja' },
  { id: 'verdes', titulo: 'Tarjetas Verdes', color: 'Verde' },
  { id: 'azules', titulo: 'Tarjetas Azules', color: 'Azul' },
  { id: 'autonomia', titulo: 'Indice de autonomia' },
  { id: 'riesgo', titulo: 'Mapas de riesgo' },
  { id: 'personalizado', titulo: 'Grafico personalizado' },
  { id: 'pareto', titulo: 'Pareto' },
  { id: 'antiguedad', titulo: 'Antigüedad' },
  { id: 'mttr', titulo: 'MTTR' },
] as const satisfies readonly { id: string; titulo: string; color?: Color }[];
export type PestanaDashboard = (typeof PESTANAS_DASHBOARD)[number]['id'];
export const PESTANA_IDS = PESTANAS_DASHBOARD.map((p) => p.id) as [PestanaDashboard, ...PestanaDashboard[]];
/**
 * Issue 24 §2: the plants comparison's tab, after the others, for those who may compare plants
 * (`plantas.comparar`); Corporativo lands on it. Its Excel is its own route (`/api/dashboard/plantas/excel`).
 */
export const PESTANA_PLANTAS = { id: 'plantas', titulo: 'Plantas' } as const;

/**
 * Issue 25 §4: the tag curve of the plant, a team or a machine, for everyone; served by `/api/programa/curva` (its
 * Excel is that route's), so it is not one of the tabs of `/api/dashboard/excel/:pestana`.
 */
export const PESTANA_CURVA = { id: 'curva', titulo: 'Curva de tarjetas' } as const;

export const pestanaDashboard = (id: PestanaDashboard) => PESTANAS_DASHBOARD.find((p) => p.id === id)!;

/** `GET /api/dashboard/meses`: what the months selectors may offer. */
export interface DashboardMeses {
  /** Month of the oldest card, null without cards. */
  primerMes: Mes | null;
  /** Latest month a card was opened or closed in, null without cards ('la última es de dic. 2021'). */
  ultimoMes: Mes | null;
  /** The same per colour, for the colour tabs; a colour without cards is absent. */
  porColor: Partial<Record<Color, { primerMes: Mes; ultimoMes: Mes }>>;
  /** The current month in the plant's time zone. */
  mesActual: Mes;
  /** 1 … months from primerMes to mesActual (the 'Últimos N meses' options). */
  disponibles: number;
  /** PLANT_TZ, e.g. 'America/Argentina/Buenos_Aires'. */
  zonaHoraria: string;
}

/** `GET /api/dashboard/evolucion` (colour tabs and Gráfico personalizado). */
export interface EvolucionRespuesta {
  desde: Mes;
  hasta: Mes;
  /** How `filas` are grouped (`agrupacionDe`): each row's `mes` is the first month of its period. */
  agrupacion: Agrupacion;
  filas: FilaEvolucion[];
  /**
   * The window's cards (opened in it) by state: closed with or without a closing date. The monthly rows count a
   * close by its month, so `periodo.sinFechaCierre` are in no row (issue 21 §2, `esCerradaSinFechaCierre`).
   */
  periodo: CierrePeriodo;
}

/** `GET /api/dashboard/autonomia`. */
export interface AutonomiaRespuesta {
  desde: Mes;
  hasta: Mes;
  /** How `filas` are grouped (`agrupacionDe`): each row's `mes` is the first month of its period. */
  agrupacion: Agrupacion;
  filas: FilaAutonomia[];
  /** Closed cards without a closing date opened in the window (with the equipo filter): no close month, not in the index. */
  sinFechaCierre: number;
}

/** `GET /api/dashboard/riesgo`: the spec's table (total) plus one row per Equipo (sorted by name). */
export interface RiesgoRespuesta {
  desde: Mes;
  hasta: Mes;
  total: FilaRiesgo;
  porEquipo: FilaRiesgo[];
  /** Of `total.cerradas`, those without a closing date: counted as closed, as every state count does. */
  sinFechaCierre: number;
}

/** `GET /api/dashboard/pareto?por=`: open cards. */
export interface ParetoRespuesta {
  por: ParetoPor;
  total: number;
  items: ItemPareto[];
}

export interface TarjetaAntigua {
  _id: string;
  color: Color;
  numero: number;
  descripcion: string;
  equipo: string;
  maquina: string;
  prioridad: Prioridad;
  /** ISO timestamp of opening. */
  fecha: string;
  /** Whole days open (floor). */
  dias: number;
  excedido: boolean;
}

/** `GET /api/dashboard/antiguedad`: open cards. */
export interface AntiguedadRespuesta {
  porPrioridad: { prioridad: Prioridad; enPlazo: number; excedido: number }[];
  /** The ANTIGUAS_LIMITE oldest open cards, oldest first. */
  masAntiguas: TarjetaAntigua[];
}

export interface FilaMttr {
  mes: Mes;
  /** Per colour: cards closed in the month and their mean `tiempoEmpleado` in hours (null: none closed). */
  porColor: Record<ColorMttr, { cerradas: number; media: number | null }>;
}

/** `GET /api/dashboard/mttr`: by close month, non-yellow closed cards. */
export interface MttrRespuesta {
  desde: Mes;
  hasta: Mes;
  /** How `filas` are grouped (`agrupacionDe`): each row's `mes` is the first month of its period. */
  agrupacion: Agrupacion;
  filas: FilaMttr[];
  /** Left out of every mean: closed Roja/Azul/Verde cards opened in the window without a closing date (no close month)… */
  sinFechaCierre: number;
  /** … and those closed in the window that recorded no tiempoEmpleado. */
  sinTiempoEmpleado: number;
}
