import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { getErrorMessage } from '@portal/shared/data-access';
import { ROUTES, registerUserSchema } from '@portal/shared/domain';
import type { RegisterUserForm, RegisterUserInput } from '@portal/shared/domain';
import { useNotify } from '@portal/shared/ui';
import { useRegisterUserMutation } from './usersApi';

export const REGISTER_DEFAULTS: RegisterUserForm = { email: '', name: '', password: '', role: 'Operario', equipo: '', correo: '' };

/**
 * Register form state: react-hook-form validated by the shared `registerUserSchema`, so the
 * field messages are exactly the schema's ones. Nothing is sent while the form is invalid.
 * On success it says so ('Usuario … registrado') and goes to /admin; a server failure (REGISTER_FAIL) is kept in `serverError`.
 */
export function useRegisterForm() {
  const navigate = useNavigate();
  const notify = useNotify();
  const [registerUser, { isLoading }] = useRegisterUserMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<RegisterUserForm, unknown, RegisterUserInput>({
    resolver: zodResolver(registerUserSchema),
    defaultValues: REGISTER_DEFAULTS,
    mode: 'onTouched',
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await registerUser(values).unwrap();
      notify.success(`Usuario ${values.name.trim()} registrado`);
      navigate(ROUTES.admin);
    } catch (error) {
      setServerError(getErrorMessage(error));
    }
  });

  return { form, onSubmit, serverError, isSubmitting: isLoading };
}
