import { useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { kaizenTarjetaParSchema, SELECCIONAR } from '@portal/shared/domain';
import type { Kaizen, KaizenTarjetaParInput } from '@portal/shared/domain';
import { useNotify, useServerError } from '@portal/shared/ui';
import { useAgregarTarjetaHacerMutation } from '../../kaizen/kaizenApi';
import { EXITO } from '../textos';

export interface TarjetaHacerFormValues {
  color: string;
  numero: string;
}

/** The inputs' strings ('Seleccionar', '12'), checked and converted by the domain's pair schema. */
const resolver = zodResolver(kaizenTarjetaParSchema) as unknown as Resolver<TarjetaHacerFormValues, unknown, KaizenTarjetaParInput>;

const DEFAULTS: TarjetaHacerFormValues = { color: SELECCIONAR, numero: '' };

/**
 * Hacer's 'Agregar': a card by colour and number (the domain's pair schema), appended by
 * `POST /api/tarjetaskaizen/tarjetasHacer`; an unknown card's message stays next to the form.
 */
export function useAgregarTarjetaHacerForm(kaizen: Kaizen) {
  const notify = useNotify();
  const [agregar, { isLoading }] = useAgregarTarjetaHacerMutation();
  const form = useForm<TarjetaHacerFormValues, unknown, KaizenTarjetaParInput>({ resolver, defaultValues: DEFAULTS });
  const { serverError, fail, clear } = useServerError(true, () => undefined);
  const onSubmit = form.handleSubmit(async ({ color, numero }) => {
    clear();
    try {
      await agregar({ _id: kaizen._id, color, numero }).unwrap();
      notify.success(EXITO.tarjetaAgregada(color, numero));
      form.reset(DEFAULTS);
    } catch (error) {
      fail(error);
    }
  });
  return { form, onSubmit, serverError, isSubmitting: isLoading };
}
