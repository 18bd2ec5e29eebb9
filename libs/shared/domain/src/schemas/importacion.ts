import { z } from 'zod';
import { CAMPOS_IMPORTABLES, type ImportOpciones } from '../lib/importacion';

/** The multipart field `opciones` of both import calls (JSON of ImportOpciones); unknown keys are refused. */
export const importOpcionesSchema = z
  .object({
    mapeo: z.record(z.string().max(500), z.enum(CAMPOS_IMPORTABLES).nullable()).optional(),
    agregarCampos: z.boolean().optional(),
    renumerarDuplicados: z.boolean().optional(),
  })
  .strict() satisfies z.ZodType<ImportOpciones>;
