import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { getErrorMessage } from '@portal/shared/data-access';
import { nombreUsuarioSchema, type User } from '@portal/shared/domain';
import { useNotify } from '@portal/shared/ui';
import { useCambiarNombreMutation } from './usersApi';

/** The dialog's field: the domain's name rule (the one the server checks). */
export const cambiarNombreFormSchema = z.object({ name: nombreUsuarioSchema });
type Form = z.input<typeof cambiarNombreFormSchema>;
type Values = z.output<typeof cambiarNombreFormSchema>;

/** Admin → a user's 'Cambiar nombre'; on success it closes and says so. */
export function useCambiarNombreForm(user: User | null, onDone: () => void) {
  const notify = useNotify();
  const [cambiar, { isLoading }] = useCambiarNombreMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<Form, unknown, Values>({ resolver: zodResolver(cambiarNombreFormSchema), defaultValues: { name: '' } });

  useEffect(() => {
    if (!user) return;
    form.reset({ name: user.name });
    setServerError(null);
  }, [user, form]);

  const onSubmit = form.handleSubmit(async ({ name }) => {
    if (!user) return;
    setServerError(null);
    try {
      await cambiar({ _id: user._id, name }).unwrap();
      notify.success(`${user.name} ahora se llama ${name}`);
      onDone();
    } catch (error) {
      setServerError(getErrorMessage(error));
    }
  });

  return { form, onSubmit, isSubmitting: isLoading, serverError };
}
