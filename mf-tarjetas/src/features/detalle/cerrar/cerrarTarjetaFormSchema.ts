import { z } from 'zod';
import { MSG, SELECCIONAR, erroresFechasCierre, pideCausa } from '@portal/shared/domain';
import type { Color } from '@portal/shared/domain';

/** Every close field is required with the spec's single message; 'Seleccionar' counts as empty. */
export const requerido = z
  .string()
  .trim()
  .min(1, { error: MSG.campoRequerido })
  .refine((v) => v !== SELECCIONAR, { error: MSG.campoRequerido });

/**
 * The 'Cerrar Tarjeta' form (non-yellow). The date rules need the card's creation date, so the
 * schema is built per card; the dates are ISO instants from the pickers. The messages name the
 * card's opening in the plant's time (`zona`, from the server, as the detail shows it); a repair cannot end after now.
 * Causa starts empty and must be typed, except on a Verde card, which does not show it.
 */
export function cerrarTarjetaFormSchema(fechaCreacion: string, zona: string, color: Color) {
  return z
    .object({
      inicioReparacion: requerido,
      finReparacion: requerido,
      responsable: requerido,
      causa: pideCausa(color) ? requerido : z.string(),
      tareaRealizada: requerido,
      tipoAccion: requerido,
      riesgoFinal: requerido,
      materialUtilizado: requerido,
      convertida: z.boolean(),
    })
    .superRefine((v, ctx) => {
      for (const e of erroresFechasCierre(fechaCreacion, v.inicioReparacion, v.finReparacion, new Date(), zona)) {
        ctx.addIssue({ code: 'custom', path: [e.campo], message: e.mensaje });
      }
    });
}
export type CerrarTarjetaFormValues = z.infer<ReturnType<typeof cerrarTarjetaFormSchema>>;

/** The 'Cerrar Tarjeta amarilla' form: the end lies between the card's opening and now (messages in the plant's `zona`). */
export function cerrarTarjetaAmarillaFormSchema(fechaCreacion: string, zona: string) {
  return z
    .object({
      tareaRealizada: requerido,
      tipoAccion: requerido,
      responsable: requerido,
      causa: requerido,
      finReparacion: requerido,
      riesgoFinal: requerido,
      accionesComplementarias: requerido,
      verificacion: z.boolean(),
      convertida: z.boolean(),
    })
    .superRefine((v, ctx) => {
      for (const e of erroresFechasCierre(fechaCreacion, undefined, v.finReparacion, new Date(), zona)) {
        ctx.addIssue({ code: 'custom', path: [e.campo], message: e.mensaje });
      }
    });
}
export type CerrarTarjetaAmarillaFormValues = z.infer<ReturnType<typeof cerrarTarjetaAmarillaFormSchema>>;
