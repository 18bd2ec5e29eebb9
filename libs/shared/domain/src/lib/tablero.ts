import type { Color } from './colores';
import type { Prioridad } from './prioridades';
import type { ResumenPuertaAm } from './puerta-am';
import { ROUTES } from './routes';

/**
 * The TV tag board (issue 12, route ROUTES.tablero). A TV holds no user session: an Admin creates a
 * 'pantalla' (named, read-only, revocable) whose token the board sends in PANTALLA_HEADER. Board
 * endpoints also answer any logged-in user (an Admin previews the board).
 */
export const PANTALLA_HEADER = 'x-pantalla';
/** Query parameters of the board URL: the token (read once, then kept in the TV's localStorage and removed from the URL), seconds per Equipo, one Equipo only. */
export const TABLERO_PARAMS = { pantalla: 'pantalla', segundos: 'segundos', equipo: 'equipo' } as const;
/** localStorage key where the board keeps its pantalla token. */
export const PANTALLA_STORAGE_KEY = 'portal.pantalla';
/** Default and bounds of the rotation between Equipos (seconds). */
export const TABLERO_ROTACION = { porDefecto: 30, min: 5, max: 3_600 } as const;

/** A pantalla as listed on the admin page (the token itself is shown once, at creation). */
export interface Pantalla {
  _id: string;
  nombre: string;
  creadaPor: string | null;
  fechaCreacion: string;
  /** Last time the board used it (ISO), null when never. */
  ultimoUso: string | null;
  /** Its settings (issue 22 §3): seconds per Equipo, and the one Equipo it shows (null = every Equipo in turn). */
  segundos: number;
  equipo: string | null;
}
/** POST /api/pantallas answer: the pantalla and its token (never retrievable again). */
export interface PantallaCreada extends Pantalla {
  token: string;
  /** Absolute board URL with the token, to open once on the TV. */
  url: string;
}

/**
 * Pairing a TV by code (issue 22 §3): the TV, with no session, asks for a code with a secret it made up
 * (POST /api/pantallas/codigo); an Admin enters the code with the pantalla's name; the TV polls with code and secret
 * (POST /api/pantallas/codigo/estado) and receives its token once. Codes use an alphabet without look-alikes
 * (no 0/O, 1/I/L, 2/Z, 5/S, 8/B) and expire.
 */
export const PANTALLA_CODIGO_ALFABETO = 'ACDEFGHJKMNPQRTUVWXY34679';
export const PANTALLA_CODIGO_LARGO = 6;
export const PANTALLA_CODIGO_VIGENCIA_MS = 10 * 60_000;
/** Codes waiting at once (all TVs together): bounds what an anonymous caller can write. */
export const PANTALLA_CODIGOS_MAX = 100;
/**
 * Codes waiting from one address: a new request past it replaces that address's oldest unpaired code, so one caller
 * cannot fill PANTALLA_CODIGOS_MAX and keep every other TV from pairing, and a TV reloaded often still gets a code.
 */
export const PANTALLA_CODIGOS_POR_DIRECCION = 10;
/** The TV asks whether it was paired this often. */
export const PANTALLA_CODIGO_SONDEO_MS = 3_000;
/** The TV's secret: 32 random bytes in base64url. */
export const PANTALLA_SECRETO = /^[A-Za-z0-9_-]{43}$/;

/** What the Admin typed → the code as stored: upper case, without spaces or hyphens ('acd 346' → 'ACD346'). */
export const normalizarCodigoPantalla = (texto: string): string => texto.toUpperCase().replace(/[\s-]/g, '');
/** 'ACD346' → 'ACD 346', as the TV shows it (easier to read from afar). */
export const mostrarCodigoPantalla = (codigo: string): string => `${codigo.slice(0, 3)} ${codigo.slice(3)}`;

/** The query parameter that opens Admin › Pantallas on 'Vincular TV' with the code filled (the TV's QR). */
export const VINCULAR_CODIGO_PARAM = 'codigo';
/** What the TV's QR holds: Admin › Pantallas on this portal with the code, so an Admin pairs it with a scan. */
export const urlVincularPantalla = (origen: string, codigo: string): string =>
  `${origen}${ROUTES.pantallas}?${VINCULAR_CODIGO_PARAM}=${encodeURIComponent(codigo)}`;

/** POST /api/pantallas/codigo answer. */
export interface PantallaCodigo {
  codigo: string;
  expiraEnSegundos: number;
}
/** POST /api/pantallas/codigo/estado answer: still waiting, or paired with the token (answered once). */
export type PantallaCodigoEstado = { estado: 'pendiente' } | { estado: 'vinculada'; token: string };

/** One open card as a tag on the board. */
export interface TableroTag {
  _id: string;
  numero: number;
  color: Color;
  prioridad: Prioridad;
  /** Short description (first 80 characters). */
  descripcion: string;
  parteMaquina: string;
  fecha: string;
  /** Whole days since opening, its plant's alert days for its priority (15/30/60 by default), and whether past them. */
  dias: number;
  plazo: number;
  excedida: boolean;
}
export interface TableroMaquina {
  maquina: string;
  /** Oldest first. */
  tags: TableroTag[];
}
/** A machine of the team whose CIL routine is overdue (issue 26 §1): `atrasados` points are due and missed their previous window too. */
export interface TableroCilAtrasada {
  maquinaId: string;
  maquina: string;
  atrasados: number;
}
export interface TableroEquipo {
  /** '' = cards with no Equipo ('Sin equipo'). */
  equipo: string;
  conteo: Record<Color, number>;
  excedidas: number;
  maquinas: TableroMaquina[];
  /** Its step in the autonomous-maintenance program and its gate (issue 25 §3); null outside the program. */
  programa: { paso: number; pasoNombre: string | null; puerta: ResumenPuertaAm } | null;
  /** Its machines with overdue CIL routines, most overdue points first ('Sin equipo' has none: CIL points belong to a team's machines). */
  cilAtrasadas: TableroCilAtrasada[];
}
/** GET /api/tablero[?equipo=]: open cards by Equipo then machine (machines by their oldest tag). */
export interface TableroRespuesta {
  generado: string;
  conteo: Record<Color, number>;
  equipos: TableroEquipo[];
  /** Tags beyond this per Equipo are counted but not listed (a TV shows what fits). */
  limitePorEquipo: number;
  /** The asking pantalla's settings (null for a logged-in user); the board URL's parameters override them. */
  pantalla: Pick<Pantalla, 'nombre' | 'segundos' | 'equipo'> | null;
}

/** Longest pantalla name, and most active pantallas (a plant has a few TVs; the cap bounds a runaway script). */
export const PANTALLA_NOMBRE_MAX = 60;
export const PANTALLAS_MAX_ACTIVAS = 50;
/** A pantalla's `ultimoUso` is written at most this often (a conditional UPDATE, never on every request). */
export const PANTALLA_ULTIMO_USO_MS = 60_000;
/** Tags listed per Equipo (the rest are counted), and the characters of a tag's description. */
export const TABLERO_LIMITE_POR_EQUIPO = 60;
export const TABLERO_DESCRIPCION_MAX = 80;
/** The board refetches this often even when no event arrives (a safety net under the live stream). */
export const TABLERO_REFRESCO_MS = 60_000;

/** `?segundos=` of the board URL → seconds per Equipo: the default when absent or not a number, else clamped to the bounds. */
export function segundosRotacion(valor: string | null | undefined): number {
  const n = valor == null || valor.trim() === '' ? Number.NaN : Number(valor);
  if (!Number.isFinite(n)) return TABLERO_ROTACION.porDefecto;
  return Math.min(TABLERO_ROTACION.max, Math.max(TABLERO_ROTACION.min, Math.round(n)));
}

/**
 * PostgreSQL channel on which revoking a pantalla announces its id (in the revoking transaction), so every
 * instance ends that pantalla's open board streams (SSE_FIN).
 */
export const PANTALLAS_CANAL = 'portal_pantallas';
