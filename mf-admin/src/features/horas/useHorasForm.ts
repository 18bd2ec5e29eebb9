import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { getErrorMessage } from '@portal/shared/data-access';
import { horasFormSchema, TIPOS_HORA, type HoraEntrada, type HorasFormValues } from '@portal/shared/domain';
import { formatHoras, useNotify, usePlantaTiempo } from '@portal/shared/ui';
import { useEditarHorasMutation, useRegistrarHorasMutation } from './horasApi';

/** A new entry's default date is today in the plant (`hoy`, the configured zone's). */
const valoresDe = (hoy: string, e?: HoraEntrada): HorasFormValues =>
  e ? { quantity: String(e.quantity).replace('.', ','), typeOf: e.typeOf, date: e.date } : { quantity: '', typeOf: TIPOS_HORA[0], date: hoy };

/**
 * The hours form (log for `userId`, or change `entrada`): the domain's `horasFormSchema`, so the messages are
 * the API's. On success it says what was saved and resets (a new entry keeps the type and date).
 */
export function useHorasForm({ userId, entrada, onSaved }: { userId: string; entrada?: HoraEntrada; onSaved?: () => void }) {
  const tiempo = usePlantaTiempo();
  // Today in the plant: the form's default and latest date.
  const hoy = tiempo.hoy();
  const schema = useMemo(() => horasFormSchema(hoy), [hoy]);
  const notify = useNotify();
  const [registrar, registro] = useRegistrarHorasMutation();
  const [editar, edicion] = useEditarHorasMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<HorasFormValues, unknown, { quantity: number; typeOf: (typeof TIPOS_HORA)[number]; date: string }>({
    resolver: zodResolver(schema),
    defaultValues: valoresDe(hoy, entrada),
    mode: 'onTouched',
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const guardada = entrada ? await editar({ id: entrada._id, ...values }).unwrap() : await registrar({ _id: userId, ...values }).unwrap();
      notify.success(`${formatHoras(guardada.quantity)} de «${guardada.typeOf}» ${entrada ? 'guardadas' : 'registradas'} el ${tiempo.fecha(guardada.date)}`);
      form.reset(entrada ? valoresDe(hoy, guardada) : { ...values, quantity: '' });
      onSaved?.();
    } catch (error) {
      setServerError(getErrorMessage(error));
    }
  });

  return { form, onSubmit, serverError, isSubmitting: registro.isLoading || edicion.isLoading, hoy };
}
