import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useAuth } from '@portal/shared/auth';
import { pideCausa, SELECCIONAR } from '@portal/shared/domain';
import { useFormDraft, usePlantaTiempo, useServerError } from '@portal/shared/ui';
import type { Tarjeta } from '@portal/shared/domain';
import { useCerrarTarjetaMutation } from '../../tarjetas/tarjetasApi';
import { cerrarTarjetaFormSchema } from './cerrarTarjetaFormSchema';
import type { CerrarTarjetaFormValues } from './cerrarTarjetaFormSchema';
import { horasEntre, localAIso } from './fechas';
import { useFotoDespues } from './useFotoDespues';

export const CERRAR_DEFAULTS: CerrarTarjetaFormValues = {
  inicioReparacion: '',
  finReparacion: '',
  responsable: '',
  // Empty, to be typed (issue 22; the original pre-filled a dot, spec §5); not asked on a Verde card.
  causa: '',
  tareaRealizada: '',
  tipoAccion: SELECCIONAR,
  riesgoFinal: SELECCIONAR,
  materialUtilizado: '',
  convertida: false,
};

/**
 * 'Cerrar Tarjeta' (non-yellow): validates every field, computes the hours spent and posts
 * /tarjetas/cerrar with ISO date-times. A server failure (CERRAR_TARJETA_ERROR) stays in the dialog.
 */
export function useCerrarTarjetaForm(tarjeta: Tarjeta, open: boolean, onDone: () => void) {
  const [cerrar, { isLoading }] = useCerrarTarjetaMutation();
  const { zona } = usePlantaTiempo();
  const schema = useMemo(() => cerrarTarjetaFormSchema(tarjeta.fecha, zona, tarjeta.color), [tarjeta.fecha, zona, tarjeta.color]);
  const form = useForm<CerrarTarjetaFormValues>({ resolver: zodResolver(schema), defaultValues: CERRAR_DEFAULTS, mode: 'onTouched' });
  const { serverError, fail, clear } = useServerError(open, () => form.reset(CERRAR_DEFAULTS));
  // After the reset on opening: a draft left by an expired session or a reload fills the form again.
  useFormDraft(form, `cerrar:${tarjeta._id}`, { userId: useAuth().user?._id, active: open });
  const [inicio, fin] = form.watch(['inicioReparacion', 'finReparacion']);
  const tiempoEmpleado = horasEntre(inicio, fin);

  const fotoDespues = useFotoDespues(open);

  const onSubmit = form.handleSubmit(async (v) => {
    clear();
    try {
      const imagen = await fotoDespues.subir();
      await cerrar({
        _id: tarjeta._id,
        ...imagen,
        inicioReparacion: localAIso(v.inicioReparacion) ?? '',
        finReparacion: localAIso(v.finReparacion) ?? '',
        responsable: v.responsable.trim(),
        tiempoEmpleado: horasEntre(v.inicioReparacion, v.finReparacion) ?? 0,
        causa: pideCausa(tarjeta.color) ? v.causa.trim() : '',
        tareaRealizada: v.tareaRealizada.trim(),
        tipoAccion: v.tipoAccion,
        riesgoFinal: v.riesgoFinal,
        materialUtilizado: v.materialUtilizado.trim(),
        convertida: tarjeta.color === 'Azul' ? false : v.convertida,
      }).unwrap();
      onDone();
    } catch (error) {
      fail(error);
    }
  });

  return { form, onSubmit, serverError, tiempoEmpleado, isSubmitting: isLoading || fotoDespues.subiendo, fotoDespues };
}
