import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Kaizen } from '@portal/shared/domain';
import { useEditarKaizenMutation } from '../../kaizen/kaizenApi';
import { cambiosKaizen, edicionKaizenDefaults, editarKaizenFormSchema } from './edicionKaizen';
import type { EditarKaizenFormValues } from './edicionKaizen';
import { useServerError } from '@portal/shared/ui';

/**
 * 'Editar Kaizen' (Jefe de area, Admin): the changed fields go to `POST /api/tarjetaskaizen/editarkaizen`;
 * a failure shows in this dialog as EDITAR_KAIZEN_ERROR (the original keyed it to the card edit's id).
 */
export function useEditarKaizenForm(kaizen: Kaizen, open: boolean, onDone: () => void) {
  const [editar, { isLoading }] = useEditarKaizenMutation();
  const form = useForm<EditarKaizenFormValues>({
    resolver: zodResolver(editarKaizenFormSchema) as Resolver<EditarKaizenFormValues>,
    defaultValues: edicionKaizenDefaults(kaizen),
    mode: 'onTouched',
  });
  const { serverError, fail, clear } = useServerError(open, () => form.reset(edicionKaizenDefaults(kaizen)));
  const onSubmit = form.handleSubmit(async (v) => {
    clear();
    try {
      await editar(cambiosKaizen(kaizen, v)).unwrap();
      onDone();
    } catch (error) {
      fail(error);
    }
  });
  return { form, onSubmit, serverError, isSubmitting: isLoading };
}
