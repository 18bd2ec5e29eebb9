import { MSG } from './messages';
import { leerCamposFechaHora, leerFecha, type CamposFechaHora, type Lectura } from '../schemas/dates';

/**
 * Plant time: the one place where an instant becomes a date people read, and a date people type becomes
 * an instant. The zone is always the plant's as configured (PLANT_TZ on the BFF; the browser learns it
 * from `GET /api/auth/config`): every function takes it, none falls back to a zone of its own, and none
 * uses the zone of the machine it runs on (docs/decisions.md, "Plant time").
 */

/** A calendar day 'YYYY-MM-DD' of the plant. */
export type DiaPlanta = string;

const DIA_MS = 24 * 60 * 60 * 1000;

/** Whether `zona` is an IANA zone this runtime knows ('Europe/Madrid'; not 'Madrid'). */
export function esZonaHoraria(zona: unknown): zona is string {
  if (typeof zona !== 'string' || zona.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zona });
    return true;
  } catch {
    return false;
  }
}

type Pared = Pick<CamposFechaHora, 'anio' | 'mes' | 'dia' | 'hora' | 'minuto' | 'segundo'>;

const formateadores = new Map<string, Intl.DateTimeFormat>();
function formateador(zona: string): Intl.DateTimeFormat {
  let f = formateadores.get(zona);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zona,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    formateadores.set(zona, f);
  }
  return f;
}

const aDate = (d: Date | string | number): Date => (d instanceof Date ? d : new Date(d));

/** The plant's wall clock at an instant. */
function pared(d: Date, zona: string): Pared {
  const p: Record<string, number> = {};
  for (const x of formateador(zona).formatToParts(d)) if (x.type !== 'literal') p[x.type] = Number(x.value);
  return { anio: p['year'], mes: p['month'], dia: p['day'], hora: p['hour'] % 24, minuto: p['minute'], segundo: p['second'] };
}

const dos = (n: number) => String(n).padStart(2, '0');
const valida = (d: Date) => !Number.isNaN(d.getTime());

/** 'YYYY-MM-DD' of an instant in the plant. */
export function diaEnZona(d: Date | string, zona: string): DiaPlanta {
  const p = pared(aDate(d), zona);
  return `${String(p.anio).padStart(4, '0')}-${dos(p.mes)}-${dos(p.dia)}`;
}

/** 'YYYY-MM' of an instant in the plant (a card at 23:30 local on the 31st stays in its month). */
export const mesEnZona = (d: Date | string, zona: string): string => diaEnZona(d, zona).slice(0, 7);

/** DD/MM/YYYY in the plant; '' for a missing or invalid date. A 'YYYY-MM-DD' is a plant day, shown as written. */
export function formatearFecha(d: Date | string | null | undefined, zona: string): string {
  if (d === null || d === undefined || d === '') return '';
  if (typeof d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d)) return `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;
  const f = aDate(d);
  if (!valida(f)) return '';
  const p = pared(f, zona);
  return `${dos(p.dia)}/${dos(p.mes)}/${p.anio}`;
}

/** DD/MM/YYYY HH:mm (24 h) in the plant; '' for a missing or invalid date. */
export function formatearFechaHora(d: Date | string | null | undefined, zona: string): string {
  if (d === null || d === undefined || d === '') return '';
  const f = aDate(d);
  if (!valida(f)) return '';
  const p = pared(f, zona);
  return `${dos(p.dia)}/${dos(p.mes)}/${p.anio} ${dos(p.hora)}:${dos(p.minuto)}`;
}

/** HH:mm (or HH:mm:ss) in the plant; '' for an invalid date. */
export function formatearHora(d: Date | string, zona: string, segundos = false): string {
  const f = aDate(d);
  if (!valida(f)) return '';
  const p = pared(f, zona);
  return `${dos(p.hora)}:${dos(p.minuto)}${segundos ? `:${dos(p.segundo)}` : ''}`;
}

/**
 * The plant's wall clock of `d` as a Date whose UTC fields hold it: an Excel date cell has no zone and
 * exceljs writes a Date's UTC fields, so the sheet shows the hour the plant lived.
 */
export function paredComoUtc(d: Date, zona: string): Date {
  const p = pared(d, zona);
  return new Date(Date.UTC(p.anio, p.mes - 1, p.dia, p.hora, p.minuto, p.segundo));
}

/** The plant week runs Monday → Sunday; its days as UTC dates for calendar arithmetic. */
const diaUtc = (dia: DiaPlanta): Date => new Date(`${dia}T00:00:00Z`);
/** 1 (Monday) … 7 (Sunday) of a plant day. */
export const diaSemanaIso = (dia: DiaPlanta): number => diaUtc(dia).getUTCDay() || 7;

/** The Sunday that ends the plant week of `dia`. */
export function finDeSemana(dia: DiaPlanta): DiaPlanta {
  const t = diaUtc(dia);
  t.setUTCDate(t.getUTCDate() + 7 - diaSemanaIso(dia));
  return t.toISOString().slice(0, 10);
}

/** ISO 8601 week of a plant day: '2026-W48' (week 1 holds the year's first Thursday). */
export function semanaIso(dia: DiaPlanta): string {
  const t = diaUtc(dia);
  // The Thursday of this week decides its year.
  t.setUTCDate(t.getUTCDate() + 4 - diaSemanaIso(dia));
  const anio = t.getUTCFullYear();
  const semana = Math.ceil(((t.getTime() - Date.UTC(anio, 0, 1)) / DIA_MS + 1) / 7);
  return `${anio}-W${dos(semana)}`;
}

/** The plant's hour (0–23) at an instant. */
export const horaEnZona = (d: Date | string, zona: string): number => pared(aDate(d), zona).hora;

/** The zone's offset (ms, east positive) at an instant. */
function desfase(instante: number, zona: string): number {
  const p = pared(new Date(instante), zona);
  return Date.UTC(p.anio, p.mes - 1, p.dia, p.hora, p.minuto, p.segundo) - Math.floor(instante / 1000) * 1000;
}

/**
 * The instant the plant's wall clock shows these fields, or null when it never does (skipped by a DST
 * change). A repeated hour (DST end) is its first occurrence. Fields are not range-checked: callers read them.
 */
export function instanteDePared(anio: number, mes: number, dia: number, hora: number, minuto: number, segundo: number, zona: string): Date | null {
  const utc = Date.UTC(anio, mes - 1, dia, hora, minuto, segundo);
  // At most one offset change lies within a day of any wall time: the offsets a day before and after cover both sides.
  const antes = desfase(utc - DIA_MS, zona);
  const despues = desfase(utc + DIA_MS, zona);
  // The same offset on both sides: no change near this wall time (nearly always), so it is the instant.
  if (antes === despues) return new Date(utc - antes);
  const candidatos = [...new Set([antes, desfase(utc, zona), despues])].map((o) => utc - o).sort((a, b) => a - b);
  for (const t of candidatos) {
    const p = pared(new Date(t), zona);
    if (p.anio === anio && p.mes === mes && p.dia === dia && p.hora === hora && p.minuto === minuto && p.segundo === segundo) return new Date(t);
  }
  return null;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * A typed plant-local 'YYYY-MM-DD' (its midnight) or 'YYYY-MM-DDTHH:mm[:ss]' → the instant. Refuses a date
 * that does not exist (31/02), a field out of range (24:00, 10:60) and a time the plant's clock skips (DST).
 */
export function leerInstantePlanta(texto: string, zona: string): Lectura<Date> {
  const m = LOCAL.exec(texto.trim());
  if (!m) return { ok: false, msg: MSG.fechaHoraInvalida };
  const dia = leerFecha(`${m[1]}-${m[2]}-${m[3]}`);
  if (!dia.ok) return { ok: false, msg: dia.msg === MSG.fechaInvalida ? MSG.fechaHoraInvalida : dia.msg };
  const [hora, minuto, segundo] = [m[4], m[5], m[6]].map((v) => Number(v ?? 0));
  if (hora > 23 || minuto > 59 || segundo > 59) return { ok: false, msg: MSG.fechaHoraInvalida };
  const t = instanteDePared(Number(m[1]), Number(m[2]), Number(m[3]), hora, minuto, segundo, zona);
  return t ? { ok: true, valor: t } : { ok: false, msg: MSG.fechaHoraInvalida };
}

/**
 * An ISO 8601 date-time sent to the API → the instant: with an offset (or Z) the instant it names; without
 * one, the plant's wall clock (never the server's zone), refusing a time the plant's clock skips (DST).
 */
export function leerFechaHora(texto: string, zona: string): Lectura<Date> {
  const r = leerCamposFechaHora(texto.trim());
  if (!r.ok) return r;
  const { anio, mes, dia, hora, minuto, segundo, milis, desfaseMs } = r.valor;
  if (desfaseMs !== null) return { ok: true, valor: new Date(Date.UTC(anio, mes - 1, dia, hora, minuto, segundo, milis) - desfaseMs) };
  const t = instanteDePared(anio, mes, dia, hora, minuto, segundo, zona);
  return t ? { ok: true, valor: new Date(t.getTime() + milis) } : { ok: false, msg: MSG.fechaHoraInvalida };
}

/** The first instant of a plant day (its midnight, or the first minute after a DST gap at midnight). */
export function inicioDelDia(dia: DiaPlanta, zona: string): Date {
  const [a, m, d] = dia.split('-').map(Number);
  // A day whose midnight is skipped (America/Santiago) starts at the gap's end: the first existing hour.
  for (let h = 0; h < 24; h++) {
    const t = instanteDePared(a, m, d, h, 0, 0, zona);
    if (t) return t;
  }
  throw new RangeError(`Día inválido: ${dia}`);
}

/** The plant day `n` calendar days after `dia` (before it when negative). */
export function sumarDias(dia: DiaPlanta, n: number): DiaPlanta {
  const t = diaUtc(dia);
  t.setUTCDate(t.getUTCDate() + n);
  return t.toISOString().slice(0, 10);
}

/** The next calendar day (9999-12-31 → 10000-01-01: the schemas accept any 4-digit year, so the bound may lie past it). */
const diaSiguiente = (dia: DiaPlanta): DiaPlanta => {
  const [a, m, d] = dia.split('-').map(Number);
  const t = new Date(Date.UTC(a, m - 1, d + 1));
  return `${String(t.getUTCFullYear()).padStart(4, '0')}-${dos(t.getUTCMonth() + 1)}-${dos(t.getUTCDate())}`;
};
const mesSiguiente = (mes: string): string => {
  const [a, m] = mes.split('-').map(Number);
  return m === 12 ? `${a + 1}-01` : `${a}-${dos(m + 1)}`;
};

/** A plant day as instants: [desde, hasta). */
export const limitesDia = (dia: DiaPlanta, zona: string): { desde: Date; hasta: Date } => ({
  desde: inicioDelDia(dia, zona),
  hasta: inicioDelDia(diaSiguiente(dia), zona),
});

/** A plant month 'YYYY-MM' as instants: [desde, hasta). */
export const limitesMes = (mes: string, zona: string): { desde: Date; hasta: Date } => ({
  desde: inicioDelDia(`${mes}-01`, zona),
  hasta: inicioDelDia(`${mesSiguiente(mes)}-01`, zona),
});

/** Plant time bound to one zone: what the BFF builds from PLANT_TZ and the browser from the server's answer. */
export interface PlantaTiempo {
  readonly zona: string;
  fecha(d: Date | string | null | undefined): string;
  fechaHora(d: Date | string | null | undefined): string;
  hora(d: Date | string, segundos?: boolean): string;
  dia(d: Date | string): DiaPlanta;
  mes(d: Date | string): string;
  /** Today's plant day at `ahora`. */
  hoy(ahora?: Date): DiaPlanta;
  leer(texto: string): Lectura<Date>;
  /** An API date-time, offset optional (`leerFechaHora`). */
  leerFechaHora(texto: string): Lectura<Date>;
  limitesDia(dia: DiaPlanta): { desde: Date; hasta: Date };
  limitesMes(mes: string): { desde: Date; hasta: Date };
}

/** Plant time in `zona`; an unknown zone is a configuration error and throws. */
export function plantaTiempo(zona: string): PlantaTiempo {
  if (!esZonaHoraria(zona)) throw new RangeError(`Zona horaria desconocida: ${String(zona)}`);
  return {
    zona,
    fecha: (d) => formatearFecha(d, zona),
    fechaHora: (d) => formatearFechaHora(d, zona),
    hora: (d, segundos) => formatearHora(d, zona, segundos),
    dia: (d) => diaEnZona(d, zona),
    mes: (d) => mesEnZona(d, zona),
    hoy: (ahora = new Date()) => diaEnZona(ahora, zona),
    leer: (texto) => leerInstantePlanta(texto, zona),
    leerFechaHora: (texto) => leerFechaHora(texto, zona),
    limitesDia: (dia) => limitesDia(dia, zona),
    limitesMes: (mes) => limitesMes(mes, zona),
  };
}
