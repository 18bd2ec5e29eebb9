import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useAuth } from '@portal/shared/auth';
import { useGetCamposQuery } from '@portal/shared/data-access';
import type { Tarjeta } from '@portal/shared/domain';
import { useFormDraft, useServerError } from '@portal/shared/ui';
import { useCamposOpciones } from '../form/useCamposOpciones';
import { cambiosEdicion, edicionDefaults, edicionFormSchema } from './edicion';
import type { EdicionFormValues } from './edicion';

/** An edit endpoint's RTK Query mutation (`useEditar…Mutation()`): its trigger and whether it runs. */
export type MutacionEdicion = readonly [(cambios: ReturnType<typeof cambiosEdicion>) => { unwrap: () => Promise<unknown> }, { isLoading: boolean }];

/** What both edit forms share: defaults from the card, validation, changed-fields payload, EDITAR_TARJETA_ERROR. */
export function useEdicionForm(tarjeta: Tarjeta, open: boolean, onDone: () => void, campos: readonly (keyof EdicionFormValues)[], mutacion: MutacionEdicion) {
  const [enviar, { isLoading }] = mutacion;
  const opciones = useCamposOpciones();
  const schema = useMemo(() => edicionFormSchema(tarjeta, opciones), [tarjeta, opciones]);
  const form = useForm<EdicionFormValues>({ resolver: zodResolver(schema), defaultValues: edicionDefaults(tarjeta), mode: 'onTouched' });
  const { serverError, fail, clear } = useServerError(open, () => form.reset(edicionDefaults(tarjeta)));
  // After the reset on opening: a draft left by an expired session or a reload fills the form again.
  useFormDraft(form, `editar:${tarjeta._id}`, { userId: useAuth().user?._id, active: open, ready: useGetCamposQuery().isSuccess });

  const onSubmit = form.handleSubmit(async (v) => {
    clear();
    try {
      // The API takes a partial update: only the changed fields travel.
      await enviar(cambiosEdicion(tarjeta, v, campos)).unwrap();
      onDone();
    } catch (error) {
      fail(error);
    }
  });

  return { form, onSubmit, serverError, opciones, isSubmitting: isLoading };
}
