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

/**
 * An ISO 8601 date-time ('2026-11-22T10:30', seconds, fraction and offset optional; a space may
 * replace the T) whose every field exists: no 2026-02-30, no 24:00, no 10:60. Without an offset it
 * is the server's local time, and a local time skipped by a daylight-saving change is refused.
 */
export function leerFechaHora(texto: string): Lectura<Date> {
  const m = FECHA_HORA.exec(texto);
  if (!m) return { ok: false, msg: MSG.fechaHoraInvalida };
  const [anio, mes, dia, hora, minuto] = [1, 2, 3, 4, 5].map((i) => Number(m[i]));
  const segundo = Number(m[6] ?? 0);
  const milis = Math.floor(Number(`0.${m[7] ?? 0}`) * 1000);
  const msg = calendario(anio, mes, dia);
  if (msg) return { ok: false, msg: msg === MSG.fechaInvalida ? MSG.fechaHoraInvalida : msg };
  if (hora > 23 || minuto > 59 || segundo > 59) return { ok: false, msg: MSG.fechaHoraInvalida };
  if (m[9]) {
    const [oh, om] = [Number(m[10]), Number(m[11])];
    if (oh > 23 || om > 59) return { ok: false, msg: MSG.fechaHoraInvalida };
    const offset = (m[9] === '-' ? -1 : 1) * (oh * 60 + om) * 60_000;
    return { ok: true, valor: new Date(Date.UTC(anio, mes - 1, dia, hora, minuto, segundo, milis) - offset) };
  }
  if (m[8]) return { ok: true, valor: new Date(Date.UTC(anio, mes - 1, dia, hora, minuto, segundo, milis)) };
  const local = new Date(anio, mes - 1, dia, hora, minuto, segundo, milis);
  const existe = local.getFullYear() === anio && local.getMonth() === mes - 1 && local.getDate() === dia && local.getHours() === hora && local.getMinutes() === minuto;
  return existe ? { ok: true, valor: local } : { ok: false, msg: MSG.fechaHoraInvalida };
}

function leerFechaODiaDeFechaHora(v: string): Lectura<string> {
  if (!/^\d{4}-\d{2}-\d{2}[T ]/.test(v)) return leerFecha(v);
  const r = leerFechaHora(v);
  if (r.ok) return { ok: true, valor: v.slice(0, 10) };
  return { ok: false, msg: r.msg === MSG.fechaHoraInvalida ? MSG.fechaInvalida : r.msg };
}

const leer = <T>(lectura: (v: string) => Lectura<T>) => (v: string, ctx: z.RefinementCtx) => {
  const r = lectura(v);
  if (r.ok) return r.valor;
  ctx.addIssue({ code: 'custom', message: r.msg });
  return z.NEVER;
};

/** A 'YYYY-MM-DD' date (see `leerFecha`); a full ISO date-time is accepted when valid and cut to its written date. */
export const fechaSchema = z
  .string({ error: MSG.fechaInvalida })
  .trim()
  .transform(leer(leerFechaODiaDeFechaHora));

/** An ISO date-time (see `leerFechaHora`) as a `Date`; empty is `MSG.campoRequerido`. */
export const fechaHoraSchema = z
  .string({ error: MSG.campoRequerido })
  .trim()
  .min(1, { error: MSG.campoRequerido })
  .transform(leer(leerFechaHora));
