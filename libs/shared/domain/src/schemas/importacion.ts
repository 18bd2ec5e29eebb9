import { z } from 'zod';
import { COLORES } from '../lib/colores';
import { CAMPOS_IMPORTABLES, ENVIOS_DOBLES, ESTADOS_IMPORT, type AccionValorImport, type ImportOpciones, type ImportValores } from '../lib/importacion';
import { PRIORIDADES } from '../lib/prioridades';

const valorArchivo = z.string().max(500);
const accion = z.discriminatedUnion('accion', [
  z.object({ accion: z.literal('agregar') }).strict(),
  z.object({ accion: z.literal('rechazar') }).strict(),
  z.object({ accion: z.literal('mapear'), a: z.string().trim().min(1).max(500) }).strict(),
]) satisfies z.ZodType<AccionValorImport>;
const porValor = z.record(valorArchivo, accion);

/** Mapping targets are checked here against the fixed sets; a campo's target against the configured values by the BFF. */
const valoresSchema = z
  .object({
    color: z.record(valorArchivo, z.enum(COLORES).nullable()).optional(),
    prioridad: z.record(valorArchivo, z.enum(PRIORIDADES).nullable()).optional(),
    estado: z.record(valorArchivo, z.enum(ESTADOS_IMPORT).nullable()).optional(),
    campos: z
      .object({
        equipo: porValor.optional(),
        maquina: porValor.optional(),
        // A part belongs to its row's máquina: it is added or rejected, not mapped.
        parteMaquina: z
          .record(
            valorArchivo,
            accion.refine((a) => a.accion !== 'mapear'),
          )
          .optional(),
        tipoDeRiesgo: porValor.optional(),
        riesgoInicial: porValor.optional(),
        riesgoFinal: porValor.optional(),
      })
      .strict()
      .optional(),
  })
  .strict() satisfies z.ZodType<ImportValores>;

/** The multipart field `opciones` of both import calls (JSON of ImportOpciones); unknown keys are refused. */
export const importOpcionesSchema = z
  .object({
    mapeo: z.record(z.string().max(500), z.enum(CAMPOS_IMPORTABLES).nullable()).optional(),
    agregarCampos: z.boolean().optional(),
    renumerarDuplicados: z.boolean().optional(),
    valores: valoresSchema.optional(),
    enviosDobles: z.enum(ENVIOS_DOBLES).optional(),
  })
  .strict() satisfies z.ZodType<ImportOpciones>;
