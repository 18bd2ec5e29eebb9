import { z } from 'zod';
import { CAMPO_NAMES } from '../lib/campos';
import { MSG } from '../lib/messages';
import { listaDeConsulta } from './campos-texto';
import { textoSchema } from './text';
import { idSchema } from './users';

const valor = (required: string) => textoSchema(required).trim().min(1, { error: required }).max(200, { error: MSG.campoValorMax });

export const campoNameSchema = z.enum(CAMPO_NAMES, { error: MSG.campoNombreInvalido });

export const crearCampoSchema = z.object({ name: campoNameSchema, value: valor(MSG.campoValorRequerido) });
export type CrearCampoInput = z.infer<typeof crearCampoSchema>;

/** `_id` is the machine's campo id, `name` the part. */
export const parteMaquinaSchema = z.object({ _id: idSchema, name: valor(MSG.parteRequerida) });
export type ParteMaquinaInput = z.infer<typeof parteMaquinaSchema>;

/**
 * `POST /api/campos/equipoMaquina`: the machine's Equipo autónomo (a configured equipo), which the add form
 * fills in when the machine is chosen; `''` or null = none.
 */
export const equipoMaquinaSchema = z.object({
  _id: idSchema,
  equipo: z
    .union([textoSchema(MSG.equipoNoConfigurado).trim().max(200, { error: MSG.campoValorMax }), z.null()], { error: MSG.equipoNoConfigurado })
    .transform((v) => v || null),
});
export type EquipoMaquinaInput = z.infer<typeof equipoMaquinaSchema>;

/**
 * `GET /api/campos/etiquetas?maquina=<id>[&maquina=<id>…][&partes=true|false]`: no `maquina` = every machine;
 * `partes` (default true) adds a label per part. Ids are checked as uuids by the BFF (400), then looked up (404).
 */
export const etiquetasQuerySchema = z.object({
  maquina: listaDeConsulta(textoSchema(MSG.etiquetaMaquinaInvalida).trim().min(1, { error: MSG.etiquetaMaquinaInvalida })),
  partes: z
    .enum(['true', 'false'], { error: MSG.etiquetaPartesInvalido })
    .default('true')
    .transform((v) => v === 'true'),
});
export type EtiquetasQuery = z.infer<typeof etiquetasQuerySchema>;
