import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCrearComentarioMutation, type ComentariosDe } from '@portal/shared/data-access';
import { crearComentarioSchema, type CrearComentarioInput } from '@portal/shared/domain';
import { useFormDraft } from '../borrador/useFormDraft';
import { useNotify } from '../feedback/NotifierProvider';
import { useServerError } from '../form/useServerError';

export const COMENTARIO_AGREGADO = 'Comentario agregado';

/**
 * 'Comentar': the text (the domain's schema: required, at most 2000 characters) posted to the target's
 * thread; the author and date are the server's. What is typed is kept as a draft until it is sent.
 */
export function useComentarioForm(de: ComentariosDe, userId: string | null | undefined) {
  const notify = useNotify();
  const [crear, { isLoading }] = useCrearComentarioMutation();
  const form = useForm<CrearComentarioInput>({ resolver: zodResolver(crearComentarioSchema), defaultValues: { texto: '' } });
  const borrador = useFormDraft(form, `comentario:${de.destino}:${de.id}`, { userId });
  const { serverError, fail, clear } = useServerError(true, () => undefined);
  const onSubmit = form.handleSubmit(async ({ texto }) => {
    clear();
    try {
      await crear({ ...de, texto }).unwrap();
      borrador.clear();
      form.reset({ texto: '' });
      notify.success(COMENTARIO_AGREGADO);
    } catch (error) {
      fail(error);
    }
  });
  return { form, onSubmit, serverError, isSubmitting: isLoading };
}
