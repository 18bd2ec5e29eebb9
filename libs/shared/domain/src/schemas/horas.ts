import { z } from 'zod';
import { DIRECCIONES_ORDEN, errorFechaHoras, HORAS_ORDEN_EQUIPOS, HORAS_ORDEN_USUARIOS, leerCantidadHoras, TIPOS_HORA, type TipoHora } from '../lib/horas';
import { esFechaDelForm, MSG_FECHA_INCOMPLETA } from '../lib/fechas-cierre';
import { esMes } from '../lib/dashboard';
import { MSG } from '../lib/messages';
import { leerCamposFechaHora, leerFecha } from './dates';
import { validarRangoMeses, ventanaMesesQuery } from './dashboard';
import { textoSchema } from './text';
import { idSchema } from './users';

/** Hours of one entry (`leerCantidadHoras`): a number or its text, > 0, ≤ 24, one decimal at most. */
export const cantidadHorasSchema = z.unknown().transform((v, ctx) => {
  const r = leerCantidadHoras(v);
  if (r.ok) return r.valor;
  ctx.addIssue({ code: 'custom', message: r.msg });
  return z.NEVER;
});

export const tipoHoraSchema = z.enum(TIPOS_HORA, { error: MSG.tipoHoraInvalido });

/**
 * The entry's date: 'YYYY-MM-DD' or an ISO date-time (the original sent a JS Date), a real one from 2000 on.
 * Kept as sent: the service turns it into a plant day (`diaDeHoras`) and refuses the future (`errorFechaHoras`).
 */
export const fechaHorasSchema = z
  .string({ error: MSG.horasFechaRequerida })
  .trim()
  .min(1, { error: MSG.horasFechaRequerida })
  .superRefine((v, ctx) => {
    const r = /^\d{4}-\d{2}-\d{2}$/.test(v) ? leerFecha(v) : leerCamposFechaHora(v);
    if (!r.ok) ctx.addIssue({ code: 'custom', message: r.msg === MSG.fechaHoraInvalida ? MSG.fechaInvalida : r.msg });
  });

/** `POST /api/users/hours` (spec §7): `_id` is the user the hours are for. */
export const registrarHorasSchema = z.object({
  _id: idSchema,
  quantity: cantidadHorasSchema,
  typeOf: tipoHoraSchema,
  date: fechaHorasSchema,
});
export type RegistrarHorasInput = z.infer<typeof registrarHorasSchema>;

/** `PUT /api/users/hours/:id`: the whole entry again. */
export const editarHorasSchema = z.object({ quantity: cantidadHorasSchema, typeOf: tipoHoraSchema, date: fechaHorasSchema });
export type EditarHorasInput = z.infer<typeof editarHorasSchema>;

const usuarioConsulta = textoSchema(MSG.consultaInvalida).trim().min(1, { error: MSG.consultaInvalida }).max(100, { error: MSG.consultaInvalida });
const mes = z.string({ error: MSG.mesInvalido }).refine(esMes, { error: MSG.mesInvalido });

/** `GET /api/users/hours/mensual?userId=&desde=&hasta=|meses=`: absent userId = the caller. */
export const horasMensualesQuerySchema = z.object({ userId: usuarioConsulta.optional(), ...ventanaMesesQuery }).superRefine(validarRangoMeses);
export type HorasMensualesQuery = z.infer<typeof horasMensualesQuerySchema>;

/** `GET /api/users/hours/entradas?userId=&mes=`: absent mes = the current plant month. */
export const horasEntradasQuerySchema = z.object({ userId: usuarioConsulta.optional(), mes: mes.optional() });
export type HorasEntradasQuery = z.infer<typeof horasEntradasQuerySchema>;

const tipo = tipoHoraSchema.optional();
const dir = z.enum(DIRECCIONES_ORDEN, { error: MSG.consultaInvalida }).default('asc');

/** `GET /api/users/hours/todos` (and its Excel): range, one type or all, sorting. */
export const horasTodosQuerySchema = z
  .object({ ...ventanaMesesQuery, tipo, orden: z.enum(HORAS_ORDEN_USUARIOS, { error: MSG.consultaInvalida }).default('nombre'), dir })
  .superRefine(validarRangoMeses);
export type HorasTodosQuery = z.infer<typeof horasTodosQuerySchema>;

/** `GET /api/users/hours/equipos` (and its Excel). */
export const horasEquiposQuerySchema = z
  .object({ ...ventanaMesesQuery, tipo, orden: z.enum(HORAS_ORDEN_EQUIPOS, { error: MSG.consultaInvalida }).default('equipo'), dir })
  .superRefine(validarRangoMeses);
export type HorasEquiposQuery = z.infer<typeof horasEquiposQuerySchema>;

/** The 'Mis horas' / correction form's values (what the inputs hold). */
export interface HorasFormValues {
  quantity: string;
  typeOf: string;
  /** 'YYYY-MM-DD', '' or the picker's incomplete marker. */
  date: string;
}

/**
 * The hours form, every field judged in one pass with the API's rules and messages; `hoy` is today's plant
 * day (no future dates). Its output is the call's body without `_id`.
 */
export const horasFormSchema = (hoy: string) =>
  z
    .object({ quantity: z.string(), typeOf: z.string(), date: z.string() })
    .superRefine((v, ctx) => {
      const cantidad = leerCantidadHoras(v.quantity);
      if (!cantidad.ok) ctx.addIssue({ code: 'custom', message: cantidad.msg, path: ['quantity'] });
      if (!(TIPOS_HORA as readonly string[]).includes(v.typeOf)) ctx.addIssue({ code: 'custom', message: MSG.tipoHoraInvalido, path: ['typeOf'] });
      if (v.date === '') ctx.addIssue({ code: 'custom', message: MSG.horasFechaRequerida, path: ['date'] });
      else if (!esFechaDelForm(v.date)) ctx.addIssue({ code: 'custom', message: MSG_FECHA_INCOMPLETA.fecha, path: ['date'] });
      else {
        const r = leerFecha(v.date);
        const msg = r.ok ? errorFechaHoras(v.date, hoy) : r.msg;
        if (msg) ctx.addIssue({ code: 'custom', message: msg, path: ['date'] });
      }
    })
    .transform((v) => {
      const cantidad = leerCantidadHoras(v.quantity);
      return { quantity: cantidad.ok ? cantidad.valor : 0, typeOf: v.typeOf as TipoHora, date: v.date };
    });
