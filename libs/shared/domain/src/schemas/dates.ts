import { z } from 'zod';
import { MSG } from '../lib/messages';

/** No date before this year is accepted (PostgreSQL has no year 0; the plant's records start long after). */
export const ANIO_MINIMO = 2000;

export type Lectura<T> = { ok: true; valor: T } | { ok: false; msg: string };

const FECHA = /^(\d{4})-(\d{2})-(\d{2})$/;
const FECHA_HORA = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?(?:(Z)|([+-])(\d{2}):?(\d{2}))?$/;

const esBisiesto = (anio: number) => (anio % 4 === 0 && anio % 100 !== 0) || anio % 400 === 0;
const DIAS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const diasDelMes = (anio: number, mes: number) => (mes === 2 && esBisiesto(anio) ? 29 : DIAS[mes - 1]);

/** Year, month and day as written, checked against the calendar (2026-02-30 and 2099-02-29 do not exist). */
function calendario(anio: number, mes: number, dia: number): string | null {
  if (mes < 1 || mes > 12 || dia < 1 || dia > diasDelMes(anio, mes)) return MSG.fechaInvalida;
  if (anio < ANIO_MINIMO) return MSG.fechaAnteriorAlMinimo;
  return null;
}

/**
 * A calendar date 'YYYY-MM-DD' that exists, from ANIO_MINIMO on. Never normalised: a date that does
 * not exist is refused rather than moved to the next month.
 */
export function leerFecha(texto: string): Lectura<string> {
  const m = FECHA.exec(texto);
  if (!m) return { ok: false, msg: MSG.fechaInvalida };
  const msg = calendario(Number(m[1]), Number(m[2]), Number(m[3]));
  return msg ? { ok: false, msg } : { ok: true, valor: texto };
}

/** The fields of a written date-time; `desfaseMs` is its offset (Z = 0), null when it has none. */
export interface CamposFechaHora {
  anio: number;
  mes: number;
  dia: number;
  hora: number;
  minuto: number;
  segundo: number;
  milis: number;
  desfaseMs: number | null;
}

/**
 * An ISO 8601 date-time ('2026-11-22T10:30', seconds, fraction and offset optional; a space may
 * replace the T) whose every field exists: no 2026-02-30, no 24:00, no 10:60. Only its fields: which
 * instant a date-time without offset names depends on the plant's zone (`leerFechaHora` in tiempo-planta).
 */
export function leerCamposFechaHora(texto: string): Lectura<CamposFechaHora> {
  const m = FECHA_HORA.exec(texto);
  if (!m) return { ok: false, msg: MSG.fechaHoraInvalida };
  const [anio, mes, dia, hora, minuto] = [1, 2, 3, 4, 5].map((i) => Number(m[i]));
  const segundo = Number(m[6] ?? 0);
  const milis = Math.floor(Number(`0.${m[7] ?? 0}`) * 1000);
  const msg = calendario(anio, mes, dia);
  if (msg) return { ok: false, msg: msg === MSG.fechaInvalida ? MSG.fechaHoraInvalida : msg };
  if (hora > 23 || minuto > 59 || segundo > 59) return { ok: false, msg: MSG.fechaHoraInvalida };
  let desfaseMs: number | null = m[8] ? 0 : null;
  if (m[9]) {
    const [oh, om] = [Number(m[10]), Number(m[11])];
    if (oh > 23 || om > 59) return { ok: false, msg: MSG.fechaHoraInvalida };
    desfaseMs = (m[9] === '-' ? -1 : 1) * (oh * 60 + om) * 60_000;
  }
  return { ok: true, valor: { anio, mes, dia, hora, minuto, segundo, milis, desfaseMs } };
}

function leerFechaODiaDeFechaHora(v: string): Lectura<string> {
  if (!/^\d{4}-\d{2}-\d{2}[T ]/.test(v)) return leerFecha(v);
  const r = leerCamposFechaHora(v);
  if (r.ok) return { ok: true, valor: v.slice(0, 10) };
  return { ok: false, msg: r.msg === MSG.fechaHoraInvalida ? MSG.fechaInvalida : r.msg };
}

const leer =
  <T>(lectura: (v: string) => Lectura<T>) =>
  (v: string, ctx: z.RefinementCtx) => {
    const r = lectura(v);
    if (r.ok) return r.valor;
    ctx.addIssue({ code: 'custom', message: r.msg });
    return z.NEVER;
  };

/** A 'YYYY-MM-DD' date (see `leerFecha`); a full ISO date-time is accepted when valid and cut to its written date. */
export const fechaSchema = z.string({ error: MSG.fechaInvalida }).trim().transform(leer(leerFechaODiaDeFechaHora));

/**
 * An ISO date-time whose fields exist (see `leerCamposFechaHora`), kept as written: the service reads it
 * into an instant with the plant's zone (`PlantaTiempo.leerFechaHora`). Empty is `MSG.campoRequerido`.
 */
export const fechaHoraSchema = z
  .string({ error: MSG.campoRequerido })
  .trim()
  .min(1, { error: MSG.campoRequerido })
  .transform(
    leer((v): Lectura<string> => {
      const r = leerCamposFechaHora(v);
      return r.ok ? { ok: true, valor: v } : r;
    }),
  );
