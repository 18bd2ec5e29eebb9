import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useAuth } from '@portal/shared/auth';
import { MSG, MSG_FECHA_INCOMPLETA, esFechaDelForm } from '@portal/shared/domain';
import { useFormDraft, useServerError } from '@portal/shared/ui';
import type { Tarjeta } from '@portal/shared/domain';
import { usePlanificarTarjetaMutation } from '../../tarjetas/tarjetasApi';

const texto = z.string().trim();
const requerido = texto.min(1, { error: MSG.campoRequerido });
/** A DateField's value: 'YYYY-MM-DD', '' or a text still being typed (refused). */
const fecha = texto.refine(esFechaDelForm, { error: MSG_FECHA_INCOMPLETA.fecha });

/** The planning form; as the API's `planificacionSchema`, the closing date and follow-up owner are required. */
export const planificacionFormSchema = z.object({
  previstaCierre: requerido.refine(esFechaDelForm, { error: MSG_FECHA_INCOMPLETA.fecha }),
  responsableSeguimiento: requerido,
  recursos: texto,
  materiales: texto,
  solicitudCompras: fecha,
  comprometidaCompras: fecha,
  tareaRealizar: texto,
  responsableTarea: texto,
  comentario1: texto,
  comentario2: texto,
  comentario3: texto,
});
export type PlanificacionFormValues = z.infer<typeof planificacionFormSchema>;

/** The DateFields hold YYYY-MM-DD; the card may hold a full ISO date-time. */
const aFechaInput = (value: string | null) => (value ? value.slice(0, 10) : '');

export function planificacionDefaults(t: Tarjeta): PlanificacionFormValues {
  return {
    previstaCierre: aFechaInput(t.previstaCierre),
    responsableSeguimiento: t.responsableSeguimiento,
    recursos: t.recursos,
    materiales: t.materiales,
    solicitudCompras: aFechaInput(t.solicitudCompras),
    comprometidaCompras: aFechaInput(t.comprometidaCompras),
    tareaRealizar: t.tareaRealizar,
    responsableTarea: t.responsableTarea,
    comentario1: t.comentario1,
    comentario2: t.comentario2,
    comentario3: t.comentario3,
  };
}

/** 'Planificación': posts /tarjetas/agregarplanificacion; failures are PLANIFICACION_TARJETA_ERROR. */
export function usePlanificacionForm(tarjeta: Tarjeta, open: boolean, onDone: () => void) {
  const [planificar, { isLoading }] = usePlanificarTarjetaMutation();
  const form = useForm<PlanificacionFormValues>({
    resolver: zodResolver(planificacionFormSchema),
    defaultValues: planificacionDefaults(tarjeta),
    mode: 'onTouched',
  });
  const { serverError, fail, clear } = useServerError(open, () => form.reset(planificacionDefaults(tarjeta)));
  // After the reset on opening: a draft left by an expired session or a reload fills the form again.
  useFormDraft(form, `planificar:${tarjeta._id}`, { userId: useAuth().user?._id, active: open });

  const onSubmit = form.handleSubmit(async (v) => {
    clear();
    try {
      await planificar({
        _id: tarjeta._id,
        ...v,
        solicitudCompras: v.solicitudCompras || null,
        comprometidaCompras: v.comprometidaCompras || null,
      }).unwrap();
      onDone();
    } catch (error) {
      fail(error);
    }
  });

  return { form, onSubmit, serverError, isSubmitting: isLoading };
}
