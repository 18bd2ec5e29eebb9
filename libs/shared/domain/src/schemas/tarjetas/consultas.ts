import { z } from 'zod';
import { COLORES } from '../../lib/colores';
import { MSG } from '../../lib/messages';
import { PRIORIDADES } from '../../lib/prioridades';
import { ESTADOS_TARJETA } from '../../lib/tarjeta';
import { AGRUPABLES_TARJETAS, CAMPOS_SIN_VALOR, TARJETA_SORT_FIELDS } from '../../lib/tarjeta-contract';
import { listaDeConsulta, TEXT_MAX } from '../campos-texto';
import { enteroDeConsultaSchema } from '../integers';
import { textoSchema } from '../text';

const textParam = textoSchema(MSG.consultaInvalida).trim().max(TEXT_MAX, { error: MSG.consultaInvalida });
/** Several accepted values, given once or repeated (`?equipo=A&equipo=B`); blank ones are dropped, as a blank single value always was. */
const textos = listaDeConsulta(textParam).transform((vs) => vs?.filter((v) => v !== ''));

/**
 * Query string of `GET /api/tarjetas` (all optional; see `TarjetasQuery`). `color` and `equipo` take one value or
 * several (repeated); `sinValor=maquina|familia|equipo` (repeatable) also accepts the cards where that column is empty.
 */
export const tarjetasQuerySchema = z.object({
  page: enteroDeConsultaSchema(MSG.consultaInvalida).optional(),
  pageSize: enteroDeConsultaSchema(MSG.consultaInvalida, { min: -1, max: 100 })
    .refine((n) => n !== 0, { error: MSG.consultaInvalida })
    .optional(),
  sort: z.enum(TARJETA_SORT_FIELDS, { error: MSG.consultaInvalida }).optional(),
  order: z.enum(['asc', 'desc'], { error: MSG.consultaInvalida }).optional(),
  color: listaDeConsulta(z.enum(COLORES, { error: MSG.colorInvalido })),
  estado: z.enum(ESTADOS_TARJETA, { error: MSG.consultaInvalida }).optional(),
  equipo: textos,
  prioridad: z.enum(PRIORIDADES, { error: MSG.prioridadInvalida }).optional(),
  numero: enteroDeConsultaSchema(MSG.consultaInvalida).optional(),
  /** Exact máquina / familia (the dashboard's Pareto opens the list on one of them). */
  maquina: textParam.optional(),
  familia: textParam.optional(),
  sinValor: listaDeConsulta(z.enum(CAMPOS_SIN_VALOR, { error: MSG.consultaInvalida })),
  q: textParam.optional(),
});
export type TarjetasQueryInput = z.infer<typeof tarjetasQuerySchema>;

/** Query string of `GET /api/tarjetas/grupos`: the column to group by and the list's filters (no paging). */
export const tarjetasGruposQuerySchema = tarjetasQuerySchema.omit({ page: true, pageSize: true, sort: true, order: true }).extend({
  por: z.enum(AGRUPABLES_TARJETAS, { error: MSG.consultaInvalida }),
});
export type TarjetasGruposQueryInput = z.infer<typeof tarjetasGruposQuerySchema>;

/** `GET /api/tarjetas/siguiente-numero?color=` */
export const siguienteNumeroQuerySchema = z.object({ color: z.enum(COLORES, { error: MSG.colorInvalido }) });

/** `GET /api/tarjetas/abiertas?maquina=&parteMaquina=`: the open cards on a machine (and part), for the duplicate warning. */
export const tarjetasAbiertasQuerySchema = z.object({
  maquina: textParam.refine((v) => v !== '', { error: MSG.maquinaRequerida }),
  parteMaquina: textParam.optional().transform((v) => v || undefined),
});
export type TarjetasAbiertasQueryInput = z.infer<typeof tarjetasAbiertasQuerySchema>;

/** `GET /api/tarjetas/recientes?maquina=`: the machine is optional (blank: the user's cards only). */
export const tarjetasRecientesQuerySchema = z.object({
  maquina: textParam.optional().transform((v) => v || undefined),
});
export type TarjetasRecientesQueryInput = z.infer<typeof tarjetasRecientesQuerySchema>;
