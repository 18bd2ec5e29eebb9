import { z } from 'zod';
import {
  CAMPOS_CHEQUEAR_KAIZEN,
  CAMPOS_PLANIFICAR_KAIZEN,
  esFechaDelForm,
  implementacionDeOpcion,
  MSG,
  OPCIONES_CIERRE_KAIZEN,
  validarCierreKaizen,
  validarFechaFinKaizen,
} from '@portal/shared/domain';
import { seguimientoShape } from '../form/seguimiento';
import { DESTINOS_TARJETAS_ABIERTAS, TARJETAS_ABIERTAS_REQUERIDO, type DestinoTarjetasAbiertas } from './tarjetasAbiertas';

/**
 * The close dialog's form: the domain's rules on the resulting Kaizen (every field is sent), so the
 * user learns before the call which field is missing: Planificar to implement, Chequear and the end
 * date to close; the end not before the opening nor, to close, after today — days of the plant's `zona`
 * (from the server), as the API counts them. The server checks them again.
 */
/** Radios with none checked (or not shown) read as null or undefined in react-hook-form: '' (not chosen). */
const destinoTarjetas = z.preprocess((v) => v ?? '', z.union([z.enum(DESTINOS_TARJETAS_ABIERTAS), z.literal('')])) as z.ZodType<DestinoTarjetasAbiertas | ''>;

export function cerrarKaizenFormSchema(apertura: string, zona: string, hayTarjetasAbiertas = false) {
  return z.object({ ...seguimientoShape, opcion: z.enum(OPCIONES_CIERRE_KAIZEN), tarjetasAbiertas: destinoTarjetas }).superRefine((v, ctx) => {
    const implementacion = implementacionDeOpcion(v.opcion);
    // Closing with linked cards still open: the user says what becomes of them (issue 22).
    if (!implementacion && hayTarjetasAbiertas && !v.tarjetasAbiertas)
      ctx.addIssue({ code: 'custom', path: ['tarjetasAbiertas'], message: TARJETAS_ABIERTAS_REQUERIDO });
    const fecha = v.fechaFinalizacionMejora || null;
    const error = validarCierreKaizen({ ...v, fechaFinalizacionMejora: fecha }, implementacion);
    const campos: readonly (keyof typeof v)[] =
      error === MSG.kaizenPlanificarIncompleto ? CAMPOS_PLANIFICAR_KAIZEN : error === MSG.kaizenChequearIncompleto ? CAMPOS_CHEQUEAR_KAIZEN : [];
    for (const campo of campos) {
      if (!String(v[campo]).trim()) ctx.addIssue({ code: 'custom', path: [campo], message: error ?? '' });
    }
    // This form closes with the answer itself (the comment alone is an old client's way).
    if (!implementacion && !v.objetivoLogrado && !campos.includes('objetivoLogrado'))
      ctx.addIssue({ code: 'custom', path: ['objetivoLogrado'], message: MSG.kaizenObjetivoLogradoRequerido });
    if (!esFechaDelForm(v.fechaFinalizacionMejora)) return;
    const errorFecha = validarFechaFinKaizen(fecha, apertura, new Date(), !implementacion, zona);
    if (errorFecha) ctx.addIssue({ code: 'custom', path: ['fechaFinalizacionMejora'], message: errorFecha });
  });
}
export type CerrarKaizenFormValues = z.infer<ReturnType<typeof cerrarKaizenFormSchema>>;
