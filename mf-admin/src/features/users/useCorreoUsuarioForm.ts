import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { getErrorMessage } from '@portal/shared/data-access';
import { correoSchema, type User } from '@portal/shared/domain';
import { useNotify } from '@portal/shared/ui';
import { useAsignarCorreoMutation } from './usersApi';

/** The dialog's field: the domain's e-mail rule ('' clears it). */
export const correoUsuarioSchema = z.object({ correo: correoSchema });
type Form = z.input<typeof correoUsuarioSchema>;
type Values = z.output<typeof correoUsuarioSchema>;

/** Admin → a user's 'E-mail': set, change or clear; on success it closes and says so. */
export function useCorreoUsuarioForm(user: User | null, onDone: () => void) {
  const notify = useNotify();
  const [asignar, { isLoading }] = useAsignarCorreoMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<Form, unknown, Values>({ resolver: zodResolver(correoUsuarioSchema), defaultValues: { correo: '' } });

  useEffect(() => {
    if (!user) return;
    form.reset({ correo: user.correo ?? '' });
    setServerError(null);
  }, [user, form]);

  const onSubmit = form.handleSubmit(async ({ correo }) => {
    if (!user) return;
    setServerError(null);
    try {
      await asignar({ _id: user._id, correo }).unwrap();
      notify.success(correo ? `E-mail de ${user.name}: ${correo}` : `${user.name} quedó sin e-mail`);
      onDone();
    } catch (error) {
      setServerError(getErrorMessage(error));
    }
  });

  return { form, onSubmit, isSubmitting: isLoading, serverError };
}
