import { z } from 'zod';
import { ENTIDADES_AUDITORIA } from '../lib/auditoria';
import { MSG } from '../lib/messages';
import { fechaSchema } from './dates';
import { enteroDeConsultaSchema } from './integers';
import { textoSchema } from './text';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A calendar day that exists ('2026-02-30' does not), from ANIO_MINIMO on: `fechaSchema`. */
const dia = fechaSchema;
const entero = (min: number, max: number) => enteroDeConsultaSchema(MSG.consultaInvalida, { min, max });

/** The filters shared by the page and the export; an empty parameter means no filter. */
const filtros = {
  usuario: z.string({ error: MSG.consultaInvalida }).regex(UUID, { error: MSG.auditoriaUsuarioInvalido }).optional(),
  entidad: z.enum(ENTIDADES_AUDITORIA, { error: MSG.auditoriaEntidadInvalida }).optional(),
  entidadId: textoSchema(MSG.consultaInvalida).trim().min(1, { error: MSG.consultaInvalida }).max(200, { error: MSG.consultaInvalida }).optional(),
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
