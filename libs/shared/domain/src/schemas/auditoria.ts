import { z } from 'zod';
import { ENTIDADES_AUDITORIA } from '../lib/auditoria';
import { MSG } from '../lib/messages';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A calendar day that exists ('2026-02-30' does not), years 1900–9999. */
const dia = z
  .string({ error: MSG.fechaInvalida })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: MSG.fechaInvalida })
  .refine((v) => {
    const year = Number(v.slice(0, 4));
    const d = new Date(`${v}T00:00:00Z`);
    return year >= 1900 && !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, { error: MSG.fechaInvalida });

const entero = (min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : v),
    z.number({ error: MSG.consultaInvalida }).int({ error: MSG.consultaInvalida }).min(min, { error: MSG.consultaInvalida }).max(max, { error: MSG.consultaInvalida }),
  );

/** The filters shared by the page and the export; an empty parameter means no filter. */
const filtros = {
  usuario: z.string({ error: MSG.consultaInvalida }).regex(UUID, { error: MSG.auditoriaUsuarioInvalido }).optional(),
  entidad: z.enum(ENTIDADES_AUDITORIA, { error: MSG.auditoriaEntidadInvalida }).optional(),
  entidadId: z.string({ error: MSG.consultaInvalida }).trim().min(1, { error: MSG.consultaInvalida }).max(200, { error: MSG.consultaInvalida }).optional(),
  desde: dia.optional(),
  hasta: dia.optional(),
};
const sinVacios = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).filter(([, x]) => x !== '')) : v);
const rango = (q: { desde?: string; hasta?: string }) => !q.desde || !q.hasta || q.desde <= q.hasta;

/** `GET /api/auditoria/export` query. */
export const auditoriaFiltrosSchema = z.preprocess(sinVacios, z.object(filtros).refine(rango, { error: MSG.auditoriaRangoInvalido, path: ['hasta'] }));
export type AuditoriaFiltrosInput = z.infer<typeof auditoriaFiltrosSchema>;

/** `GET /api/auditoria` query: the filters plus the page (0-based) and its size (1–100, default 25). */
export const auditoriaQuerySchema = z.preprocess(
  sinVacios,
  z
    .object({ ...filtros, page: entero(0, 1_000_000).default(0), pageSize: entero(1, 100).default(25) })
    .refine(rango, { error: MSG.auditoriaRangoInvalido, path: ['hasta'] }),
);
export type AuditoriaQueryInput = z.infer<typeof auditoriaQuerySchema>;
