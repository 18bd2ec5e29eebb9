import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { getErrorMessage } from '@portal/shared/data-access';
import { restablecerPinSchema, type RestablecerPinInput, type User } from '@portal/shared/domain';
import { useNotify } from '@portal/shared/ui';
import { useRestablecerPinMutation } from './usersApi';

/** Admin → 'Restablecer pin' of `user`: the register form's pin rule; on success it closes and says so. */
export function useRestablecerPinForm(user: User | null, onDone: () => void) {
  const notify = useNotify();
  const [restablecer, { isLoading }] = useRestablecerPinMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<RestablecerPinInput>({ resolver: zodResolver(restablecerPinSchema), defaultValues: { pin: '' } });

  useEffect(() => {
    if (!user) return;
    form.reset({ pin: '' });
    setServerError(null);
  }, [user, form]);

  const onSubmit = form.handleSubmit(async ({ pin }) => {
    if (!user) return;
    setServerError(null);
    try {
      await restablecer({ _id: user._id, pin }).unwrap();
      notify.success(`Pin de ${user.name} restablecido: deberá cambiarlo al ingresar`);
      onDone();
    } catch (error) {
      setServerError(getErrorMessage(error));
    }
  });

  return { form, onSubmit, isSubmitting: isLoading, serverError };
}
