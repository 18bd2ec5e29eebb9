import { soloLectura, type Role } from './roles';
import type { DiaPlanta } from './tiempo-planta';

/**
 * Issue 25 §2: the step audit. Each step of the program has a template (the plant's, else the domain's seed):
 * requirements grouped in sections, each scored 0–4 with a one-line guide per score, and a pass rule. An auditor runs
 * it on a phone, answer by answer (each saved as it is given), then signs it and it is locked. `resultadoAuditoriaAm`
 * is the one place that turns answers and a rule into a verdict.
 */
export const PUNTAJES_AUDITORIA_AM = [0, 1, 2, 3, 4] as const;
export type PuntajeAuditoriaAm = (typeof PUNTAJES_AUDITORIA_AM)[number];
export const PUNTAJE_AUDITORIA_AM_MAX = 4;

/** The guide of each score when a requirement has no wording of its own (index = score). */
export const GUIAS_AUDITORIA_AM_DEFECTO: readonly string[] = [
  'No se hace o no existe',
  'Se empezó: pocos casos, sin método',
  'A medias: hecho en parte, con faltas visibles',
  'Cumple, con detalles menores',
  'Ejemplar: cumple, se sostiene y está a la vista',
];

export interface RequisitoAuditoriaAm {
  /** Stable within the template (answers are keyed by it): lower-case letters, digits and dashes. */
  id: string;
  texto: string;
  /** One line per score, 0 to 4. */
  guias: string[];
}

export interface SeccionAuditoriaAm {
  titulo: string;
  requisitos: RequisitoAuditoriaAm[];
}

/** Pass: the average is at least `promedioMin` % of the top score and no requirement scores under `minimoRequisito`. */
export interface ReglaAuditoriaAm {
  promedioMin: number;
  minimoRequisito: number;
}

export const REGLA_AUDITORIA_AM_DEFECTO: Readonly<ReglaAuditoriaAm> = { promedioMin: 80, minimoRequisito: 2 };

/** What a template holds and an audit keeps a copy of when it starts (a later edit does not change it). */
export interface ContenidoPlantillaAm {
  secciones: SeccionAuditoriaAm[];
  regla: ReglaAuditoriaAm;
}

/** `GET /api/programa/plantillas`: one per step of the plant. */
export interface PlantillaAuditoriaAm extends ContenidoPlantillaAm {
  paso: number;
  pasoNombre: string;
  /** The plant edited it (false: the domain's seed for that step). */
  personalizada: boolean;
  actualizadaEn: string | null;
  actualizadaPor: { _id: string; nombre: string } | null;
}

export const LIMITES_PLANTILLA_AM = {
  secciones: 12,
  requisitosPorSeccion: 30,
  requisitos: 100,
  titulo: 120,
  texto: 300,
  guia: 160,
} as const;

export interface RespuestaAuditoriaAm {
  /** null: not scored yet. */
  puntaje: PuntajeAuditoriaAm | null;
  comentario: string;
  /** Evidence: an image URL from `POST /api/uploads`. */
  foto: string | null;
  /** An action item agreed for a requirement that falls short. */
  accion: string;
}

export const RESPUESTA_AM_COMENTARIO_MAX = 500;
export const RESPUESTA_AM_ACCION_MAX = 300;
export const AUDITORIA_AM_TEXTO_MAX = 500;
/** A requested audit is due this many plant days later unless the team says another day. */
export const AUDITORIA_AM_PLAZO_DIAS = 14;

export const respuestaVacia = (): RespuestaAuditoriaAm => ({ puntaje: null, comentario: '', foto: null, accion: '' });

export interface ResultadoSeccionAm {
  titulo: string;
  /** Sum of the scores over the section's top, in % (rounded down; null until a requirement is scored). */
  porcentaje: number | null;
  puntos: number;
  maximo: number;
}

export interface ResultadoAuditoriaAm {
  /** Requirements scored, of all. */
  respondidos: number;
  total: number;
  /** Average over the scored requirements, in % of the top score (rounded down; null with none scored). */
  porcentaje: number | null;
  secciones: ResultadoSeccionAm[];
  /** Ids of requirements scored under the rule's minimum. */
  bajoMinimo: string[];
  /** Every requirement scored, the average reaches the rule, none under its minimum. Null while incomplete. */
  aprobada: boolean | null;
}

const requisitosDe = (c: ContenidoPlantillaAm) => c.secciones.flatMap((s) => s.requisitos);
// Down, never up: a failed 79.5 % must not read as the 80 % the rule asks for.
const redondeo = (puntos: number, maximo: number) => (maximo ? Math.floor((puntos * 100) / maximo) : null);

/** The verdict, compared exactly in integers (80 % of the top is `sum × 100 ≥ 80 × 4 × n`). */
export function resultadoAuditoriaAm(c: ContenidoPlantillaAm, respuestas: Readonly<Record<string, RespuestaAuditoriaAm | undefined>>): ResultadoAuditoriaAm {
  const puntaje = (id: string) => respuestas[id]?.puntaje ?? null;
  const secciones = c.secciones.map((s) => {
    const dados = s.requisitos.map((r) => puntaje(r.id)).filter((p): p is PuntajeAuditoriaAm => p !== null);
    const puntos = dados.reduce<number>((a, p) => a + p, 0);
    const maximo = dados.length * PUNTAJE_AUDITORIA_AM_MAX;
    return { titulo: s.titulo, porcentaje: redondeo(puntos, maximo), puntos, maximo };
  });
  const todos = requisitosDe(c);
  const dados = todos.filter((r) => puntaje(r.id) !== null);
  const puntos = secciones.reduce((a, s) => a + s.puntos, 0);
  const maximo = secciones.reduce((a, s) => a + s.maximo, 0);
  const bajoMinimo = dados.filter((r) => (puntaje(r.id) ?? 0) < c.regla.minimoRequisito).map((r) => r.id);
  const completa = todos.length > 0 && dados.length === todos.length;
  return {
    respondidos: dados.length,
    total: todos.length,
    porcentaje: redondeo(puntos, maximo),
    secciones,
    bajoMinimo,
    aprobada: completa ? puntos * 100 >= c.regla.promedioMin * maximo && bajoMinimo.length === 0 : null,
  };
}

/** The rule in words: 'promedio de al menos 80 % y ningún requisito por debajo de 2'. */
export const textoReglaAuditoriaAm = (r: ReglaAuditoriaAm): string =>
  `promedio de al menos ${r.promedioMin} %` + (r.minimoRequisito > 0 ? ` y ningún requisito por debajo de ${r.minimoRequisito}` : '');

export const ESTADOS_AUDITORIA_AM = ['solicitada', 'en_curso', 'firmada', 'anulada'] as const;
export type EstadoAuditoriaAm = (typeof ESTADOS_AUDITORIA_AM)[number];

/** Asked for or under way: it takes answers, may be cancelled, and the team has no other open (one per team). */
export const auditoriaAbierta = (estado: EstadoAuditoriaAm): boolean => estado === 'solicitada' || estado === 'en_curso';

export const ESTADO_AUDITORIA_AM_TEXTO: Record<EstadoAuditoriaAm, string> = {
  solicitada: 'Solicitada',
  en_curso: 'En curso',
  firmada: 'Firmada',
  anulada: 'Anulada',
};

type Persona = { _id: string; nombre: string };

/** A step audit as the lists and the auditor's inbox show it. */
export interface AuditoriaAmResumen {
  _id: string;
  /** The team: its equipo option's id and name. */
  equipo: Persona;
  paso: number;
  pasoNombre: string | null;
  estado: EstadoAuditoriaAm;
  solicitadaPor: Persona | null;
  /** ISO instant. */
  solicitadaEn: string;
  /** Due by (plant day). */
  vence: DiaPlanta;
  /** Not signed and its day passed (plant calendar). */
  vencida: boolean;
  auditor: Persona | null;
  /** Signed: the average in % and the verdict. */
  porcentaje: number | null;
  aprobada: boolean | null;
  firmadaEn: string | null;
}

/** `GET /api/programa/auditorias/:id`. */
export interface AuditoriaAm extends AuditoriaAmResumen {
  comentario: string;
  iniciadaEn: string | null;
  /** The template: a copy taken when it started, the step's current one before. */
  plantilla: ContenidoPlantillaAm;
  respuestas: Record<string, RespuestaAuditoriaAm>;
  resultado: ResultadoAuditoriaAm;
  /** The auditor's closing remarks, written when signing. */
  observaciones: string;
  anuladaMotivo: string | null;
  /** The team's machines (a card raised from a requirement is for one of them). */
  maquinas: { _id: string; nombre: string }[];
  /** The caller may start it (asked for) or score and sign it (its auditor). */
  puedeAuditar: boolean;
  /**
   * The caller may take it over while under way: an Admin, or any auditor when the one who started it no longer may
   * audit (removed from the plant's auditors, or gone).
   */
  puedeTomar: boolean;
  /** The caller may cancel it (whoever asked for it, or an Admin). */
  puedeAnular: boolean;
}

/** The inbox's sections: audits waiting for an auditor (`GET /api/programa/auditorias?vista=pendientes`). */
export const VISTAS_AUDITORIA_AM = ['pendientes', 'todas'] as const;
export type VistaAuditoriaAm = (typeof VISTAS_AUDITORIA_AM)[number];

/**
 * Who audits (§2): an Admin always; the plant's named auditors when it names any, else its Jefes de area. A read-only
 * role (Corporativo) never: it writes nothing.
 */
export function puedeAuditarAm(user: { id: string; role: string }, auditores: readonly string[]): boolean {
  if (soloLectura(user.role as Role)) return false;
  if (user.role === 'Admin') return true;
  return auditores.length ? auditores.includes(user.id) : user.role === 'Jefe de area';
}

/** The card text a failed requirement raises (§2: one tap, pre-filled). */
export const descripcionTarjetaAuditoria = (paso: number, requisito: string, comentario: string): string =>
  `Auditoría del paso ${paso}: ${requisito}${comentario.trim() ? ` — ${comentario.trim()}` : ''}`;
