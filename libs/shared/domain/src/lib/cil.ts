import { diaEnZona, diaSemanaIso, inicioDelDia, instanteDePared, sumarDias, type DiaPlanta } from './tiempo-planta';

/**
 * Issue 26 §1: cleaning-inspection-lubrication standards of a machine (its CIL points) and the routines that run
 * them. A point is due once per window of its frequency in the plant's calendar (its zone and its shifts); a window
 * is fulfilled by the first run that records the point OK or No OK in it.
 */

export const TIPOS_PUNTO_CIL = ['limpieza', 'inspeccion', 'lubricacion', 'ajuste'] as const;
export type TipoPuntoCil = (typeof TIPOS_PUNTO_CIL)[number];
export const TIPO_PUNTO_CIL_NOMBRE: Record<TipoPuntoCil, string> = {
  limpieza: 'Limpieza',
  inspeccion: 'Inspección',
  lubricacion: 'Lubricación',
  ajuste: 'Ajuste',
};

export const FRECUENCIAS_CIL = ['turno', 'diaria', 'semanal', 'mensual', 'dias'] as const;
export type FrecuenciaCil = (typeof FRECUENCIAS_CIL)[number];
export const FRECUENCIA_CIL_NOMBRE: Record<FrecuenciaCil, string> = {
  turno: 'Cada turno',
  diaria: 'Diaria',
  semanal: 'Semanal',
  mensual: 'Mensual',
  dias: 'Cada N días',
};
export const CIL_CADA_DIAS_MIN = 2;
export const CIL_CADA_DIAS_MAX = 365;

export const RESULTADOS_CIL = ['ok', 'no_ok', 'no_realizado'] as const;
export type ResultadoCil = (typeof RESULTADOS_CIL)[number];
export const RESULTADO_CIL_NOMBRE: Record<ResultadoCil, string> = { ok: 'OK', no_ok: 'No OK', no_realizado: 'No realizado' };
/** Results that fulfil the point's window: it was done (a No OK was done and found a problem). */
export const cumpleVentana = (r: ResultadoCil): boolean => r !== 'no_realizado';

export const CIL_LIMITES = {
  parte: 200,
  tarea: 1000,
  estandar: 500,
  metodo: 300,
  minutos: 480,
  comentario: 1000,
  motivo: 500,
  /** Points of one machine (a standard longer than this is several routines). */
  puntosPorMaquina: 60,
  /** A routine's duration as typed or measured (a full shift at most). */
  minutosRutina: 720,
} as const;

/** A plant shift: its name and the plant-local time it starts; it ends when the next one starts (the last crosses midnight). */
export interface TurnoPlanta {
  nombre: string;
  /** 'HH:mm'. */
  inicio: string;
}
export const TURNOS_DEFECTO: readonly TurnoPlanta[] = [
  { nombre: 'Mañana', inicio: '06:00' },
  { nombre: 'Tarde', inicio: '14:00' },
  { nombre: 'Noche', inicio: '22:00' },
];
export const TURNOS_MAX = 4;
export const TURNO_NOMBRE_MAX = 30;

/** The plant's calendar the routines are due in. */
export interface CalendarioCil {
  zona: string;
  /** Sorted by start, at least one. */
  turnos: readonly TurnoPlanta[];
}

/** What decides a point's windows. */
export interface FrecuenciaPunto {
  frecuencia: FrecuenciaCil;
  /** Only for 'dias'. */
  cadaDias: number | null;
  /** The plant day the point is in force from: its first window is the one holding this day. */
  desde: DiaPlanta;
  /** A shift point's first shift of `desde` (the one in force when it was created); 0 by default. */
  desdeTurno?: number;
}

/** A window's key: the plant day it starts on and, for shifts, the shift's index (0 otherwise). */
export interface ClaveVentana {
  dia: DiaPlanta;
  turno: number;
}

export interface VentanaCil extends ClaveVentana {
  inicio: Date;
  /** The instant the next window starts: the point is due by then. */
  fin: Date;
}

export const compararVentanas = (a: ClaveVentana, b: ClaveVentana): number => (a.dia === b.dia ? a.turno - b.turno : a.dia < b.dia ? -1 : 1);

const minutosDe = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The shifts in start order (a plant may type them in any order). */
export const turnosOrdenados = (turnos: readonly TurnoPlanta[]): TurnoPlanta[] => [...turnos].sort((a, b) => minutosDe(a.inicio) - minutosDe(b.inicio));

/**
 * The instant shift `turno` of `dia` starts. A start the clock skips (DST begins at 02:00 and a shift starts at
 * 02:30) is the first minute after the gap.
 */
export function inicioDeTurno(dia: DiaPlanta, turno: number, cal: CalendarioCil): Date {
  const t = cal.turnos[turno];
  const [a, m, d] = dia.split('-').map(Number);
  const total = minutosDe(t.inicio);
  for (let extra = 0; extra <= 180; extra++) {
    const min = total + extra;
    if (min >= 24 * 60) break;
    const instante = instanteDePared(a, m, d, Math.floor(min / 60), min % 60, 0, cal.zona);
    if (instante) return instante;
  }
  return inicioDelDia(sumarDias(dia, 1), cal.zona);
}

const diasEntre = (desde: DiaPlanta, hasta: DiaPlanta): number =>
  Math.round((Date.parse(`${hasta}T00:00:00Z`) - Date.parse(`${desde}T00:00:00Z`)) / 86_400_000);
const primeroDelMes = (dia: DiaPlanta): DiaPlanta => `${dia.slice(0, 7)}-01`;
const mesSiguiente = (primero: DiaPlanta): DiaPlanta => {
  const [a, m] = primero.split('-').map(Number);
  return m === 12 ? `${String(a + 1).padStart(4, '0')}-01-01` : `${primero.slice(0, 5)}${String(m + 1).padStart(2, '0')}-01`;
};
/** The Monday of a plant day's week. */
export const lunesDe = (dia: DiaPlanta): DiaPlanta => sumarDias(dia, 1 - diaSemanaIso(dia));

/** The window of `f` that holds the instant `en`. */
export function ventanaCil(f: FrecuenciaPunto, en: Date, cal: CalendarioCil): VentanaCil {
  const dia = diaEnZona(en, cal.zona);
  const deDias = (inicio: DiaPlanta, fin: DiaPlanta): VentanaCil => ({
    dia: inicio,
    turno: 0,
    inicio: inicioDelDia(inicio, cal.zona),
    fin: inicioDelDia(fin, cal.zona),
  });
  switch (f.frecuencia) {
    case 'turno': {
      const n = cal.turnos.length;
      // The shift under way started today or, before today's first shift, yesterday (a night shift crosses midnight).
      for (const d of [dia, sumarDias(dia, -1)]) {
        for (let i = n - 1; i >= 0; i--) {
          const inicio = inicioDeTurno(d, i, cal);
          if (inicio.getTime() <= en.getTime()) {
            const fin = i + 1 < n ? inicioDeTurno(d, i + 1, cal) : inicioDeTurno(sumarDias(d, 1), 0, cal);
            return { dia: d, turno: i, inicio, fin };
          }
        }
      }
      throw new RangeError('Sin turno');
    }
    case 'diaria':
      return deDias(dia, sumarDias(dia, 1));
    case 'semanal': {
      const lunes = lunesDe(dia);
      return deDias(lunes, sumarDias(lunes, 7));
    }
    case 'mensual': {
      const primero = primeroDelMes(dia);
      return deDias(primero, mesSiguiente(primero));
    }
    case 'dias': {
      const n = f.cadaDias ?? 1;
      const inicio = sumarDias(f.desde, Math.floor(diasEntre(f.desde, dia) / n) * n);
      return deDias(inicio, sumarDias(inicio, n));
    }
  }
}

/** The point's first window: the one holding its first day (for shifts, its first shift of that day). */
export const primeraVentanaCil = (f: FrecuenciaPunto, cal: CalendarioCil): VentanaCil =>
  ventanaCil(
    f,
    f.frecuencia === 'turno' ? inicioDeTurno(f.desde, Math.min(f.desdeTurno ?? 0, cal.turnos.length - 1), cal) : inicioDelDia(f.desde, cal.zona),
    cal,
  );

/** Where a point created at `en` starts: today, or for a shift point the shift in force (the night's may be yesterday's). */
export function inicioDePunto(frecuencia: FrecuenciaCil, en: Date, cal: CalendarioCil): { desde: DiaPlanta; desdeTurno: number } {
  if (frecuencia !== 'turno') return { desde: diaEnZona(en, cal.zona), desdeTurno: 0 };
  const v = ventanaCil({ frecuencia, cadaDias: null, desde: diaEnZona(en, cal.zona) }, en, cal);
  return { desde: v.dia, desdeTurno: v.turno };
}

/** The window before `v`. */
export const ventanaAnterior = (f: FrecuenciaPunto, v: VentanaCil, cal: CalendarioCil): VentanaCil => ventanaCil(f, new Date(v.inicio.getTime() - 1), cal);
/** The window after `v`. */
export const ventanaSiguiente = (f: FrecuenciaPunto, v: VentanaCil, cal: CalendarioCil): VentanaCil => ventanaCil(f, v.fin, cal);

/**
 * A point at an instant: `hecho` (its window is fulfilled), `pendiente` (due by the window's end), `atrasado`
 * (pending, and the window before was missed too).
 */
export type EstadoPuntoCil = 'hecho' | 'pendiente' | 'atrasado';
export const ESTADO_PUNTO_CIL_NOMBRE: Record<EstadoPuntoCil, string> = { hecho: 'Hecho', pendiente: 'Pendiente', atrasado: 'Atrasado' };

export interface SituacionPuntoCil {
  estado: EstadoPuntoCil;
  ventana: VentanaCil;
}

export function situacionPuntoCil(f: FrecuenciaPunto, ultima: ClaveVentana | null, ahora: Date, cal: CalendarioCil): SituacionPuntoCil {
  const ventana = ventanaCil(f, ahora, cal);
  if (ultima && compararVentanas(ultima, ventana) >= 0) return { estado: 'hecho', ventana };
  const anterior = ventanaAnterior(f, ventana, cal);
  // The window before the point's first one was never due.
  const debida = compararVentanas(anterior, primeraVentanaCil(f, cal)) >= 0;
  const cumplida = ultima !== null && compararVentanas(ultima, anterior) >= 0;
  return { estado: debida && !cumplida ? 'atrasado' : 'pendiente', ventana };
}

/** Whole percentage of fulfilled windows, rounded down (99.6 % is not 100 %); null when nothing was due. */
export const porcentajeCil = (cumplidas: number, debidas: number): number | null =>
  debidas > 0 ? Math.floor((Math.min(cumplidas, debidas) * 100) / debidas) : null;

// ---------- what the API answers ----------

/** A point's position on the machine's diagram, as fractions of its width and height. */
export interface MarcadorCil {
  x: number;
  y: number;
}

export interface PuntoCil {
  _id: string;
  maquinaId: string;
  /** Its number on the diagram and in the routine's order. */
  numero: number;
  tipo: TipoPuntoCil;
  parte: string;
  /** What to do. */
  tarea: string;
  /** The standard to meet ("nivel entre marcas", lubricant and quantity). */
  estandar: string;
  /** Method or tool. */
  metodo: string;
  minutos: number;
  frecuencia: FrecuenciaCil;
  cadaDias: number | null;
  /** A reference photo of the point (what good looks like). */
  foto: string | null;
  marcador: MarcadorCil | null;
  desde: DiaPlanta;
}

export interface PuntoCilEstado extends PuntoCil {
  estado: EstadoPuntoCil;
  /** ISO instant the current window ends. */
  vence: string;
  /** The last run that recorded it: when and by whom. */
  ultimo: { en: string; por: string; resultado: ResultadoCil } | null;
}

/** `GET /api/cil/maquinas/:id`: a machine's standard and the state of each point now. */
export interface RutinaCil {
  maquinaId: string;
  maquina: string;
  equipo: string | null;
  /** The machine's photo or diagram the points are marked on. */
  imagen: string | null;
  puntos: PuntoCilEstado[];
  /** Whether the caller may edit the standard. */
  puedeEditar: boolean;
}

export interface ResultadoPuntoCilEnvio {
  punto: string;
  resultado: ResultadoCil;
  comentario: string;
  /** Why it was not done (only for No realizado, required there). */
  motivo: string;
  foto: string | null;
  /** The Idempotency-Key of the card raised from this point (the card may arrive before or after the run). */
  tarjetaKey: string | null;
}

export interface TarjetaDeCil {
  _id: string;
  numero: number;
  color: string;
}

export interface ResultadoPuntoCil extends ResultadoPuntoCilEnvio {
  numero: number;
  parte: string;
  tarea: string;
  tipo: TipoPuntoCil;
  /** The card raised from it, once it reached the server. */
  tarjeta: TarjetaDeCil | null;
}

/** A routine run as recorded. */
export interface EjecucionCil {
  _id: string;
  maquinaId: string;
  maquina: string;
  operario: { _id: string | null; nombre: string };
  iniciadaEn: string;
  terminadaEn: string;
  minutos: number;
  resultados: ResultadoPuntoCil[];
}

/** One line of a point's history. */
export interface HistorialPuntoCil {
  ejecucion: string;
  en: string;
  por: string;
  resultado: ResultadoCil;
  comentario: string;
  motivo: string;
  foto: string | null;
  tarjeta: TarjetaDeCil | null;
}

/** A machine with points to do now (the inbox, the TV board, the bell). */
export interface MaquinaCilPendiente {
  maquinaId: string;
  maquina: string;
  equipo: string | null;
  pendientes: number;
  atrasados: number;
  /** ISO instant the first pending point is due. */
  vence: string;
  minutos: number;
}

export interface FilaCumplimientoCil {
  clave: string;
  nombre: string;
  debidas: number;
  cumplidas: number;
  porcentaje: number | null;
}

/** `GET /api/cil/cumplimiento`: windows fulfilled on time over windows due, by week, team, machine and operator. */
export interface CumplimientoCil {
  desde: DiaPlanta;
  hasta: DiaPlanta;
  total: FilaCumplimientoCil;
  /** clave: the week's Monday. */
  semanas: FilaCumplimientoCil[];
  equipos: FilaCumplimientoCil[];
  /** Worst first (at most CUMPLIMIENTO_MAQUINAS_MAX). */
  maquinas: FilaCumplimientoCil[];
  /** Windows each person fulfilled (debidas is 0: a person has no windows of their own). */
  operarios: FilaCumplimientoCil[];
}
export const CUMPLIMIENTO_MAQUINAS_MAX = 50;
