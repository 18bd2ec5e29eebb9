import { z } from 'zod';
import { COLORES } from '../lib/colores';
import { errorRangoMeses, esMes, MESES_VENTANA_MAX, PARETO_POR } from '../lib/dashboard';
import { PESTANA_IDS } from '../lib/dashboard-contract';
import { MSG } from '../lib/messages';
import { PRIORIDADES } from '../lib/prioridades';
import { listaDeConsulta } from './campos-texto';
import { enteroDeConsultaSchema } from './integers';
import { textoSchema } from './text';

const lista = listaDeConsulta;

const texto = textoSchema(MSG.consultaInvalida).trim().min(1, { error: MSG.consultaInvalida }).max(200, { error: MSG.consultaInvalida });
const mes = z.string({ error: MSG.mesInvalido }).refine(esMes, { error: MSG.mesInvalido });

/**
 * The months a tab covers: `desde` and `hasta` together (YYYY-MM, both included), or `meses` (the last N
 * months ending with the current one); neither → the last 12 months. A reversed range answers the spec's
 * 'End date must be greated than start date.'
 */
export const ventanaMesesQuery = {
  meses: enteroDeConsultaSchema(MSG.mesesVentanaInvalido, { min: 1, max: MESES_VENTANA_MAX }).optional(),
  desde: mes.optional(),
  hasta: mes.optional(),
};

type ConVentana = { desde?: string; hasta?: string };
export const validarRangoMeses = (v: ConVentana, ctx: z.RefinementCtx) => {
  if ((v.desde === undefined) !== (v.hasta === undefined)) {
    ctx.addIssue({ code: 'custom', message: MSG.rangoMesesIncompleto, path: [v.desde === undefined ? 'desde' : 'hasta'] });
    return;
  }
  // zod still runs this check after a month failed its own (its message is already reported).
  if (!esMes(v.desde) || !esMes(v.hasta)) return;
  const error = errorRangoMeses({ desde: v.desde, hasta: v.hasta });
  if (error) ctx.addIssue({ code: 'custom', message: error, path: ['hasta'] });
};

const filtros = {
  color: lista(z.enum(COLORES, { error: MSG.colorInvalido })),
  equipo: lista(texto),
  prioridad: lista(z.enum(PRIORIDADES, { error: MSG.prioridadInvalida })),
  maquina: lista(texto),
  familia: lista(texto),
};

/** `GET /api/dashboard/evolucion`: a colour tab (`color=Amarilla`) or the custom chart (any filters). */
export const evolucionQuerySchema = z.object({ ...ventanaMesesQuery, ...filtros }).superRefine(validarRangoMeses);
export type EvolucionQuery = z.infer<typeof evolucionQuerySchema>;

/** `GET /api/dashboard/autonomia`. */
export const autonomiaQuerySchema = z.object({ ...ventanaMesesQuery, equipo: filtros.equipo }).superRefine(validarRangoMeses);
export type AutonomiaQuery = z.infer<typeof autonomiaQuerySchema>;

/** `GET /api/dashboard/riesgo`: cards opened in the range (default the last 12 months). */
export const riesgoQuerySchema = z.object({ ...ventanaMesesQuery, equipo: filtros.equipo, familia: filtros.familia }).superRefine(validarRangoMeses);
export type RiesgoQuery = z.infer<typeof riesgoQuerySchema>;

/** `GET /api/dashboard/pareto`: open cards grouped by `por` (default maquina). */
export const paretoQuerySchema = z.object({
  por: z.enum(PARETO_POR, { error: MSG.consultaInvalida }).default('maquina'),
  color: filtros.color,
  equipo: filtros.equipo,
});
export type ParetoQuery = z.infer<typeof paretoQuerySchema>;

/** `GET /api/dashboard/antiguedad`: open cards. */
export const antiguedadQuerySchema = z.object({ color: filtros.color, equipo: filtros.equipo });
export type AntiguedadQuery = z.infer<typeof antiguedadQuerySchema>;

/** `GET /api/dashboard/mttr`. */
export const mttrQuerySchema = z.object({ ...ventanaMesesQuery, equipo: filtros.equipo }).superRefine(validarRangoMeses);
export type MttrQuery = z.infer<typeof mttrQuerySchema>;

/** `GET /api/dashboard/excel/:pestana` (the query is that tab's). */
export const pestanaParamSchema = z.enum(PESTANA_IDS, { error: MSG.pestanaNoEncontrada });

/** `GET /api/dashboard/reporte?equipo=` (absent: every equipo). */
export const reporteQuerySchema = z.object({ equipo: texto.optional() });
export type ReporteQuery = z.infer<typeof reporteQuerySchema>;

/** `GET /api/dashboard/plantas` and its Excel: the window of the plants comparison (issue 24 §2). */
export const comparacionQuerySchema = z.object({ ...ventanaMesesQuery }).superRefine(validarRangoMeses);
export type ComparacionQuery = z.infer<typeof comparacionQuerySchema>;
