import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useNavigate } from 'react-router-dom';
import { MSG, ROUTES } from '@portal/shared/domain';
import { getErrorMessage } from '@portal/shared/data-access';
import { useDemoLoginMutation, useGetAuthConfigQuery, useLoginMutation } from '@portal/shared/auth';

export const loginFormSchema = z.object({
  legajo: z.string().trim().min(1, { error: MSG.legajoRequerido }).regex(/^\d+$/, { error: MSG.legajoNumerico }),
  pin: z.string().min(1, { error: MSG.pinRequerido }).regex(/^\d+$/, { error: MSG.pinNumerico }),
});
export type LoginFormValues = z.infer<typeof loginFormSchema>;

/** Login form state: validation, the login/demo calls, the server's failure message, redirect to / on success. */
export function useLoginForm() {
  const navigate = useNavigate();
  const [login, loginState] = useLoginMutation();
  const [demoLogin, demoState] = useDemoLoginMutation();
  const { data: config } = useGetAuthConfigQuery();
  const form = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { legajo: '', pin: '' },
  });

  const onSubmit = form.handleSubmit(async ({ legajo, pin }) => {
    demoState.reset();
    const result = await login({ email: legajo, password: pin });
    if (!('error' in result)) navigate(ROUTES.dashboard, { replace: true });
  });

  const onDemoLogin = async () => {
    loginState.reset();
    const result = await demoLogin();
    if (!('error' in result)) navigate(ROUTES.dashboard, { replace: true });
  };

  const failure = loginState.error ?? demoState.error;
  return {
    form,
    onSubmit,
    onDemoLogin,
    demoEnabled: config?.demoLogin === true,
    submitting: loginState.isLoading || demoState.isLoading,
    serverError: failure ? getErrorMessage(failure) : null,
  };
}
