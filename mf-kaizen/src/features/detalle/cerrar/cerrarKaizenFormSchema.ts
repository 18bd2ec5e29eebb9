import { z } from 'zod';
import { CAMPOS_CHEQUEAR_KAIZEN, CAMPOS_PLANIFICAR_KAIZEN, esFechaDelForm, implementacionDeOpcion, MSG, OPCIONES_CIERRE_KAIZEN, validarCierreKaizen, validarFechaFinKaizen } from '@portal/shared/domain';
import { seguimientoShape } from '../form/seguimiento';

/**
 * The close dialog's form: the domain's rules on the resulting Kaizen (every field is sent), so the
 * user learns before the call which field is missing: Planificar to implement, Chequear and the end
 * date to close; the end not before the opening nor, to close, after today — days of the plant's `zona`
 * (from the server), as the API counts them. The server checks them again.
 */
export function cerrarKaizenFormSchema(apertura: string, zona: string) {
  return z.object({ ...seguimientoShape, opcion: z.enum(OPCIONES_CIERRE_KAIZEN) }).superRefine((v, ctx) => {
    const implementacion = implementacionDeOpcion(v.opcion);
    const fecha = v.fechaFinalizacionMejora || null;
    const error = validarCierreKaizen({ ...v, fechaFinalizacionMejora: fecha }, implementacion);
    const campos = error === MSG.kaizenPlanificarIncompleto ? CAMPOS_PLANIFICAR_KAIZEN : error === MSG.kaizenChequearIncompleto ? CAMPOS_CHEQUEAR_KAIZEN : [];
    for (const campo of campos) {
      if (!v[campo].trim()) ctx.addIssue({ code: 'custom', path: [campo], message: error ?? '' });
    }
    if (!esFechaDelForm(v.fechaFinalizacionMejora)) return;
    const errorFecha = validarFechaFinKaizen(fecha, apertura, new Date(), !implementacion, zona);
    if (errorFecha) ctx.addIssue({ code: 'custom', path: ['fechaFinalizacionMejora'], message: errorFecha });
  });
}
export type CerrarKaizenFormValues = z.infer<ReturnType<typeof cerrarKaizenFormSchema>>;
