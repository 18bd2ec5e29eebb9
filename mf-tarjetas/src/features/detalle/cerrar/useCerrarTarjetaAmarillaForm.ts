import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useAuth } from '@portal/shared/auth';
import { SELECCIONAR } from '@portal/shared/domain';
import { useFormDraft, usePlantaTiempo, useServerError } from '@portal/shared/ui';
import type { Tarjeta } from '@portal/shared/domain';
import { useCerrarTarjetaAmarillaMutation } from '../../tarjetas/tarjetasApi';
import { cerrarTarjetaAmarillaFormSchema } from './cerrarTarjetaFormSchema';
import type { CerrarTarjetaAmarillaFormValues } from './cerrarTarjetaFormSchema';
import { useFotoDespues } from './useFotoDespues';
import { localAIso } from './fechas';

export const CERRAR_AMARILLA_DEFAULTS: CerrarTarjetaAmarillaFormValues = {
  tareaRealizada: '',
  tipoAccion: SELECCIONAR,
  responsable: '',
  causa: '',
  finReparacion: '',
  riesgoFinal: SELECCIONAR,
  accionesComplementarias: '',
  verificacion: false,
  convertida: false,
};

/** 'Cerrar Tarjeta amarilla': posts /tarjetas/cerrar/amarilla; failures are CERRAR_TARJETA_AMARILLA_ERROR. */
export function useCerrarTarjetaAmarillaForm(tarjeta: Tarjeta, open: boolean, onDone: () => void) {
  const [cerrar, { isLoading }] = useCerrarTarjetaAmarillaMutation();
  const { zona } = usePlantaTiempo();
  const schema = useMemo(() => cerrarTarjetaAmarillaFormSchema(tarjeta.fecha, zona), [tarjeta.fecha, zona]);
  const form = useForm<CerrarTarjetaAmarillaFormValues>({ resolver: zodResolver(schema), defaultValues: CERRAR_AMARILLA_DEFAULTS, mode: 'onTouched' });
  const { serverError, fail, clear } = useServerError(open, () => form.reset(CERRAR_AMARILLA_DEFAULTS));
  // After the reset on opening: a draft left by an expired session or a reload fills the form again.
  useFormDraft(form, `cerrar:${tarjeta._id}`, { userId: useAuth().user?._id, active: open });

  const fotoDespues = useFotoDespues(open);

  const onSubmit = form.handleSubmit(async (v) => {
    clear();
    try {
      const imagen = await fotoDespues.subir();
      await cerrar({
        _id: tarjeta._id,
        ...imagen,
        finReparacion: localAIso(v.finReparacion) ?? '',
        responsable: v.responsable.trim(),
        tareaRealizada: v.tareaRealizada.trim(),
        tipoAccion: v.tipoAccion,
        riesgoFinal: v.riesgoFinal,
        accionesComplementarias: v.accionesComplementarias.trim(),
        causa: v.causa.trim(),
        convertida: v.convertida,
        verificacion: v.verificacion,
      }).unwrap();
      onDone();
    } catch (error) {
      fail(error);
    }
  });

  return { form, onSubmit, serverError, isSubmitting: isLoading || fotoDespues.subiendo, fotoDespues };
}
