import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldValues, Resolver } from 'react-hook-form';
import { useAuth } from '@portal/shared/auth';
import type { Tarjeta } from '@portal/shared/domain';
import { useFormDraft, useServerError } from '@portal/shared/ui';
import { useFotoDespues } from './useFotoDespues';

/** What every close body starts with: the card and, with a photo, its uploaded URL. */
export interface BaseCierre {
  _id: string;
  imagenDespuesUrl?: string;
}

export interface CierreFormOptions<V extends FieldValues, B> {
  resolver: Resolver<V>;
  defaults: V;
  /** The close endpoint's RTK Query mutation (`useCerrar…Mutation()`). */
  mutacion: readonly [(cuerpo: B) => { unwrap: () => Promise<unknown> }, { isLoading: boolean }];
  /** The close body from the validated values. */
  cuerpo: (v: V, base: BaseCierre) => B;
}

/**
 * What both close forms share: reset on opening, the draft (`cerrar:<id>`), the optional 'Imagen del después'
 * uploaded before the close call, and a server refusal kept in the dialog.
 */
export function useCierreForm<V extends FieldValues, B>(tarjeta: Tarjeta, open: boolean, onDone: () => void, opciones: CierreFormOptions<V, B>) {
  const { resolver, defaults, mutacion, cuerpo } = opciones;
  const [cerrar, { isLoading }] = mutacion;
  const form = useForm<V>({ resolver, defaultValues: defaults as DefaultValues<V>, mode: 'onTouched' });
  const { serverError, fail, clear } = useServerError(open, () => form.reset(defaults));
  // After the reset on opening: a draft left by an expired session or a reload fills the form again.
  useFormDraft(form, `cerrar:${tarjeta._id}`, { userId: useAuth().user?._id, active: open });

  const fotoDespues = useFotoDespues(open);

  const onSubmit = form.handleSubmit(async (v) => {
    clear();
    try {
      const imagen = await fotoDespues.subir();
      await cerrar(cuerpo(v, { _id: tarjeta._id, ...imagen })).unwrap();
      onDone();
    } catch (error) {
      fail(error);
    }
  });

  return { form, onSubmit, serverError, isSubmitting: isLoading || fotoDespues.subiendo, fotoDespues };
}
