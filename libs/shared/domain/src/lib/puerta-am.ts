import { plural } from './plural';
import { formatearFecha, type DiaPlanta } from './tiempo-planta';

/**
 * Issue 25 §3: a team's step gate, the criteria a TPM coordinator checks by hand before a step audit, computed live
 * from the portal's own data. Thresholds are plant settings (`AjustesProgramaAm`); the figures come from the database
 * (`FigurasPuertaAm`); `evaluarPuertaAm` is the one place that turns both into pass or fail.
 */
export interface AjustesProgramaAm {
  /** Tag gap: open / hung over the step so far, in %, must stay under this. */
  brechaMax: number;
  /** Safety tags: % of the team's Amarilla cards closed or planned, at least this. */
  amarillasMin: number;
  /** Participation: every member hung a tag in this many last weeks… */
  participacionSemanas: number;
  /** …and the most active member hung at most this many times the tags of the least active. */
  participacionRelacionMax: number;
  /** Improvements: Quick Kaizen closed on the team's machines since the step started, at least this. */
  kaizenMin: number;
  /** One-point lessons per member per month, at least this (measured once the lessons exist). */
  leccionesMin: number;
  /**
   * Works-council setting (§5): per-person figures are shown only aggregated per team (each person still sees their
   * own). Off: the person, the team's leader, its Jefes de area and the Admins see them.
   */
  soloPorEquipo: boolean;
  /** The plant's named auditors (user ids, §2); none: its Jefes de area audit (and Admins always). */
  auditores: string[];
}

export const AJUSTES_PROGRAMA_AM_DEFECTO: Readonly<AjustesProgramaAm> = {
  brechaMax: 20,
  amarillasMin: 100,
  participacionSemanas: 4,
  participacionRelacionMax: 5,
  kaizenMin: 1,
  leccionesMin: 1,
  soloPorEquipo: false,
  auditores: [],
};

/** Bounds of each threshold (the settings form and the schema). */
export const LIMITES_AJUSTES_AM = {
  brechaMax: { min: 1, max: 100 },
  amarillasMin: { min: 0, max: 100 },
  participacionSemanas: { min: 1, max: 52 },
  participacionRelacionMax: { min: 1, max: 100 },
  kaizenMin: { min: 0, max: 100 },
  leccionesMin: { min: 0, max: 20 },
} as const;

/**
 * A plant's stored settings over the defaults: a setting added later takes its default on plants saved before it, and
 * a stored value of the wrong type (a hand edit) is ignored.
 */
export function ajustesProgramaAm(guardados: Partial<Record<keyof AjustesProgramaAm, unknown>> | null | undefined): AjustesProgramaAm {
  const a: AjustesProgramaAm = { ...AJUSTES_PROGRAMA_AM_DEFECTO };
  for (const clave of Object.keys(a) as (keyof AjustesProgramaAm)[]) {
    const v = guardados?.[clave];
    const valido = Array.isArray(a[clave]) ? Array.isArray(v) && v.every((x) => typeof x === 'string') : typeof v === typeof a[clave];
    if (valido) (a as unknown as Record<string, unknown>)[clave] = v;
  }
  return a;
}

/**
 * What the database counts for a team (all of the plant's cards, nothing kept by hand):
 * - `colgadas` / `abiertas`: the team's cards (card field Equipo) hung since the step began, and those still open;
 * - `amarillas` / `amarillasAtendidas`: all the team's Amarilla cards, and those closed or planned;
 * - participation: the team's members (users of that Equipo) and each one's cards of the last weeks, a card being a
 *   member's when they created it or are named in its 'Detectó' (a Jefe types a card an operator found);
 * - `kaizenCerrados`: Quick Kaizen on the team's machines closed ('Cerrada') since the step began, by their
 *   'fecha de finalización' (else the day they were closed).
 */
export interface FigurasPuertaAm {
  /** The plant day the current step began. */
  desde: DiaPlanta;
  /** The plant day the participation window begins (its last `participacionSemanas` weeks, today included). */
  participacionDesde: DiaPlanta;
  colgadas: number;
  abiertas: number;
  amarillas: number;
  amarillasAtendidas: number;
  miembros: number;
  /** Members with at least one card in the window. */
  miembrosConTarjeta: number;
  /** The most and least cards of one member in the window (null without members). */
  tarjetasMax: number | null;
  tarjetasMin: number | null;
  kaizenCerrados: number;
  /** The latest step audit signed since the step began (§2): its average and verdict; null when none. */
  auditoria: { porcentaje: number; aprobada: boolean; firmadaDia: DiaPlanta } | null;
}

/** A member's cards in the participation window (shown only to whom §5 allows). */
export interface PersonaPuertaAm {
  _id: string;
  nombre: string;
  tarjetas: number;
}

export const CRITERIOS_PUERTA_AM = ['brecha', 'amarillas', 'participacion', 'kaizen', 'lecciones', 'auditoria'] as const;
export type ClaveCriterioAm = (typeof CRITERIOS_PUERTA_AM)[number];
export type EstadoCriterioAm = 'cumple' | 'no_cumple' | 'no_disponible';

export interface CriterioPuertaAm {
  clave: ClaveCriterioAm;
  nombre: string;
  estado: EstadoCriterioAm;
  /** The figure, worded ('12 % (3 abiertas de 25)'). */
  valor: string;
  /** The threshold, worded ('menos de 20 %'). */
  umbral: string;
}

export const NOMBRES_CRITERIOS_AM: Record<ClaveCriterioAm, string> = {
  brecha: 'Brecha de tarjetas',
  amarillas: 'Tarjetas de seguridad',
  participacion: 'Participación',
  kaizen: 'Mejoras (Quick Kaizen)',
  lecciones: 'Lecciones de un punto',
  auditoria: 'Auditoría del paso',
};

export const LECCIONES_NO_DISPONIBLES = 'disponible con las lecciones de un punto';

const pct = (parte: number, total: number) => Math.round((parte * 100) / total);
const relacion = (max: number, min: number) => {
  const r = Math.round((max * 10) / min) / 10;
  return plural(r, 'vez', 'veces');
};

/** Each criterion of the gate, pass or fail with its figure; ratios compared exactly, in integers. */
export function evaluarPuertaAm(f: FigurasPuertaAm, a: AjustesProgramaAm): CriterioPuertaAm[] {
  const criterio = (clave: ClaveCriterioAm, cumple: boolean | null, valor: string, umbral: string): CriterioPuertaAm => ({
    clave,
    nombre: NOMBRES_CRITERIOS_AM[clave],
    estado: cumple === null ? 'no_disponible' : cumple ? 'cumple' : 'no_cumple',
    valor,
    umbral,
  });
  const todos = f.miembros > 0 && f.miembrosConTarjeta === f.miembros;
  const parejos = todos && f.tarjetasMax !== null && f.tarjetasMin !== null && f.tarjetasMax <= a.participacionRelacionMax * f.tarjetasMin;
  return [
    criterio(
      'brecha',
      f.colgadas > 0 && f.abiertas * 100 < a.brechaMax * f.colgadas,
      f.colgadas === 0 ? 'Sin tarjetas colgadas en el paso' : `${pct(f.abiertas, f.colgadas)} % (${f.abiertas} abiertas de ${f.colgadas} colgadas en el paso)`,
      `menos de ${a.brechaMax} %`,
    ),
    criterio(
      'amarillas',
      f.amarillasAtendidas * 100 >= a.amarillasMin * f.amarillas,
      f.amarillas === 0
        ? 'Sin tarjetas amarillas'
        : `${pct(f.amarillasAtendidas, f.amarillas)} % (${f.amarillasAtendidas} de ${f.amarillas} cerradas o planificadas)`,
      `al menos ${a.amarillasMin} % cerradas o planificadas`,
    ),
    criterio(
      'participacion',
      parejos,
      f.miembros === 0
        ? 'El equipo no tiene miembros'
        : `${f.miembrosConTarjeta} de ${plural(f.miembros, 'miembro colgó', 'miembros colgaron')} tarjetas` +
            (todos && f.tarjetasMin ? `; el más activo, ${relacion(f.tarjetasMax ?? 0, f.tarjetasMin)} el menos activo` : ''),
      `todos en las últimas ${a.participacionSemanas} semanas; el más activo hasta ${a.participacionRelacionMax} veces el menos activo`,
    ),
    criterio('kaizen', f.kaizenCerrados >= a.kaizenMin, `${plural(f.kaizenCerrados, 'cerrado', 'cerrados')} en el paso`, `al menos ${a.kaizenMin}`),
    criterio('lecciones', null, LECCIONES_NO_DISPONIBLES, `${a.leccionesMin} por miembro y mes`),
    criterio(
      'auditoria',
      f.auditoria?.aprobada ?? false,
      f.auditoria
        ? `${f.auditoria.aprobada ? 'Aprobada' : 'No aprobada'} con ${f.auditoria.porcentaje} % (firmada el ${formatearFecha(f.auditoria.firmadaDia, 'UTC')})`
        : 'Sin auditoría firmada en el paso',
      'aprobada en el paso (la última firmada)',
    ),
  ];
}

/** Green: every criterion that can be measured passes. */
export const puertaVerde = (criterios: readonly CriterioPuertaAm[]): boolean => criterios.every((c) => c.estado !== 'no_cumple');

/** A team's gate as the API answers it. */
export interface PuertaAm {
  verde: boolean;
  /** Criteria passed, of those measured. */
  cumplidos: number;
  evaluados: number;
  criterios: CriterioPuertaAm[];
  figuras: FigurasPuertaAm;
  /** Each member's cards in the window: null when §5 does not let the caller see them. */
  personas: PersonaPuertaAm[] | null;
  /** The caller's own cards in the window, when the caller is a member. */
  propias: number | null;
}

export function puertaAm(f: FigurasPuertaAm, a: AjustesProgramaAm, personas: PersonaPuertaAm[] | null, propias: number | null): PuertaAm {
  const criterios = evaluarPuertaAm(f, a);
  const evaluados = criterios.filter((c) => c.estado !== 'no_disponible');
  return {
    verde: puertaVerde(criterios),
    cumplidos: evaluados.filter((c) => c.estado === 'cumple').length,
    evaluados: evaluados.length,
    criterios,
    figuras: f,
    personas,
    propias,
  };
}

/** The gate as a list row and the TV board show it. */
export type ResumenPuertaAm = Pick<PuertaAm, 'verde' | 'cumplidos' | 'evaluados'>;

/** A proposal to pass the current step (§3): the leader or a Jefe proposes on a green gate, an Admin decides. */
export const ESTADOS_PROPUESTA_AM = ['pendiente', 'aprobada', 'rechazada', 'sustituida'] as const;
export type EstadoPropuestaAm = (typeof ESTADOS_PROPUESTA_AM)[number];

export interface PropuestaPasoAm {
  _id: string;
  /** The step it proposes to reach (the current one + 1). */
  paso: number;
  estado: EstadoPropuestaAm;
  comentario: string;
  propuestaPor: { _id: string; nombre: string } | null;
  /** ISO instant. */
  propuestaEn: string;
  resueltaPor: { _id: string; nombre: string } | null;
  resueltaEn: string | null;
  /** Why it was rejected, or why an Admin approved it on a gate that was not green. */
  motivo: string | null;
  /** Approved although the gate was not green when the Admin decided. */
  forzada: boolean;
}

export const PROPUESTA_AM_COMENTARIO_MAX = 500;
