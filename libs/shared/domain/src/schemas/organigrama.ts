import { z } from 'zod';
import { MSG } from '../lib/messages';
import { ORGANIGRAMA_MAX_NODOS, ORGANIGRAMA_TEXTO_MAX } from '../lib/organigrama';
import { enteroSchema } from './integers';
import { textoSchema } from './text';

const titulo = textoSchema(MSG.organigramaTituloRequerido)
  .trim()
  .min(1, { error: MSG.organigramaTituloRequerido })
  .max(ORGANIGRAMA_TEXTO_MAX, { error: MSG.organigramaTextoMax });

/** A referenced position or user: its id, or null (none); '' means none. Whether it exists is the server's check. */
const referencia = (msg: string) => z.preprocess((v) => (v === '' ? null : v), textoSchema(msg).trim().nullable());

/** A free name: '' or blanks mean none. */
const nombre = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  textoSchema(MSG.organigramaNombreInvalido).trim().max(ORGANIGRAMA_TEXTO_MAX, { error: MSG.organigramaTextoMax }).nullable(),
);

/** A position holds a user or a free name, never both. */
const unaPersona = (v: { userId?: string | null; nombre?: string | null }) => !(v.userId && v.nombre);

/** `POST /api/organigrama` (Admin): a new position, last among its siblings. */
export const crearNodoOrganigramaSchema = z
  .object({
    titulo,
    parentId: referencia(MSG.organigramaSuperiorNoExiste).default(null),
    userId: referencia(MSG.organigramaUsuarioNoExiste).default(null),
    nombre: nombre.default(null),
  })
  .refine(unaPersona, { error: MSG.organigramaPersonaDoble, path: ['nombre'] });
export type CrearNodoOrganigramaInput = z.infer<typeof crearNodoOrganigramaSchema>;
export type CrearNodoOrganigramaBody = z.input<typeof crearNodoOrganigramaSchema>;

/**
 * `PATCH /api/organigrama/:id` (Admin): rename, move (`parentId`, null = a top position; `orden` = its 0-based
 * place among the new siblings, default last when the parent changes), pick the person. Absent keeps the value.
 */
export const editarNodoOrganigramaSchema = z
  .object({
    titulo: titulo.optional(),
    parentId: referencia(MSG.organigramaSuperiorNoExiste).optional(),
    orden: enteroSchema(MSG.organigramaOrdenInvalido, { max: ORGANIGRAMA_MAX_NODOS }).optional(),
    userId: referencia(MSG.organigramaUsuarioNoExiste).optional(),
    nombre: nombre.optional(),
  })
  .refine(unaPersona, { error: MSG.organigramaPersonaDoble, path: ['nombre'] });
export type EditarNodoOrganigramaInput = z.infer<typeof editarNodoOrganigramaSchema>;
export type EditarNodoOrganigramaBody = z.input<typeof editarNodoOrganigramaSchema>;
