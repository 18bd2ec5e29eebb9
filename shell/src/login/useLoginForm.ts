import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { MSG, NEXT_PARAM, safeNextPath } from '@portal/shared/domain';
import { getErrorMessage } from '@portal/shared/data-access';
import { useDemoLoginMutation, useGetAuthConfigQuery, useLoginMutation } from '@portal/shared/auth';

export const loginFormSchema = z.object({
  legajo: z.string().trim().min(1, { error: MSG.legajoRequerido }).regex(/^\d+$/, { error: MSG.legajoNumerico }),
  pin: z.string().min(1, { error: MSG.pinRequerido }).regex(/^\d+$/, { error: MSG.pinNumerico }),
});
export type LoginFormValues = z.infer<typeof loginFormSchema>;

/** Where the login sends the user: the guarded page that sent them here (`?next=`), else the dashboard. */
export function useNextPath(): string {
  const [params] = useSearchParams();
  return safeNextPath(params.get(NEXT_PARAM));
}

/** Login form state: validation, the login/demo calls, the server's failure message, redirect to `next` on success. */
export function useLoginForm() {
  const navigate = useNavigate();
  const next = useNextPath();
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
    if (!('error' in result)) navigate(next, { replace: true });
  });

  const onDemoLogin = async () => {
    loginState.reset();
    const result = await demoLogin();
    if (!('error' in result)) navigate(next, { replace: true });
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
