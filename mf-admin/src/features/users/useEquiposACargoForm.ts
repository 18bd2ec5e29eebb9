import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { getErrorMessage } from '@portal/shared/data-access';
import { asignarEquiposACargoSchema, type User } from '@portal/shared/domain';
import { useNotify } from '@portal/shared/ui';
import { useAsignarEquiposACargoMutation } from './usersApi';

/** The dialog's field: the domain's list rule (configured equipos are checked by the API). */
export const equiposACargoFormSchema = asignarEquiposACargoSchema.pick({ equipos: true });
type Form = { equipos: string[] };

/** Admin → a Jefe de area's 'Equipos a cargo': tick the equipos they lead besides their own; closes and says so. */
export function useEquiposACargoForm(user: User | null, onDone: () => void) {
  const notify = useNotify();
  const [asignar, { isLoading }] = useAsignarEquiposACargoMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<Form>({ resolver: zodResolver(equiposACargoFormSchema), defaultValues: { equipos: [] } });

  useEffect(() => {
    if (!user) return;
    form.reset({ equipos: user.equiposACargo ?? [] });
    setServerError(null);
  }, [user, form]);

  const onSubmit = form.handleSubmit(async ({ equipos }) => {
    if (!user) return;
    setServerError(null);
    try {
      const guardado = await asignar({ _id: user._id, equipos }).unwrap();
      const n = guardado.equiposACargo?.length ?? 0;
      notify.success(n ? `Equipos a cargo de ${user.name}: ${guardado.equiposACargo?.join(', ')}` : `${user.name} no tiene otros equipos a cargo`);
      onDone();
    } catch (error) {
      setServerError(getErrorMessage(error));
    }
  });

  return { form, onSubmit, busy: isLoading, serverError };
}
