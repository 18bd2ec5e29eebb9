import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { avisosCuentaSchema, type AvisosCuentaForm, type AvisosCuentaInput, type User } from '@portal/shared/domain';
import { getErrorMessage } from '@portal/shared/data-access';
import { useCambiarAvisosMutation } from '@portal/shared/auth';
import { useNotify } from '@portal/shared/ui';

export const AVISOS_GUARDADOS = 'Preferencias de aviso guardadas.';

const valoresDe = (user: User | null | undefined): AvisosCuentaForm => ({ correo: user?.correo ?? '', avisosCorreo: user?.avisosCorreo ?? true });

/** 'Mi cuenta' > 'Avisos por e-mail': the domain's schema (same rules as the API), the call, a confirmation. */
export function useAvisosCuentaForm(user: User | null | undefined) {
  const notify = useNotify();
  const [cambiarAvisos, state] = useCambiarAvisosMutation();
  const form = useForm<AvisosCuentaForm, unknown, AvisosCuentaInput>({
    resolver: zodResolver(avisosCuentaSchema),
    defaultValues: valoresDe(user),
  });
  const { reset } = form;
  // The session user arrives (or changes) after the first render.
  useEffect(() => reset(valoresDe(user)), [user, reset]);

  const onSubmit = form.handleSubmit(async (values) => {
    state.reset();
    const result = await cambiarAvisos(values);
    if ('error' in result) return;
    notify.success(AVISOS_GUARDADOS);
  });

  return { form, onSubmit, busy: state.isLoading, serverError: state.error ? getErrorMessage(state.error) : null };
}
