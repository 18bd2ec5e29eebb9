import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { inicioDe, mensajeSso, MSG, NEXT_PARAM, safeNextPath, ssoContrato, SSO_MOTIVO_PARAM, type Role } from '@portal/shared/domain';
import { getErrorMessage } from '@portal/shared/data-access';
import { useDemoLoginMutation, useGetAuthConfigQuery, useLoginMutation } from '@portal/shared/auth';
import { esPcCompartida, recordarPcCompartida } from '../sesion/pcCompartida';
import { PLANTA_PARAM, plantaInicial, recordarPlanta } from './plantaRecordada';

export const loginFormSchema = z.object({
  legajo: z.string().trim().min(1, { error: MSG.legajoRequerido }).regex(/^\d+$/, { error: MSG.legajoNumerico }),
  pin: z.string().min(1, { error: MSG.pinRequerido }).regex(/^\d+$/, { error: MSG.pinNumerico }),
  /** A plant PC several people use: the session ends after the configured idle minutes (issue 22). */
  pcCompartida: z.boolean(),
  /** The plant's code; asked only when the portal has several plants (issue 24). */
  planta: z.string(),
});
export type LoginFormValues = z.infer<typeof loginFormSchema>;

/** Where the login sends a user of `role`: the guarded page that sent them here (`?next=`), else their home (`inicioDe`). */
export function useNextPath(): (role: Role | null | undefined) => string {
  const [params] = useSearchParams();
  return (role) => safeNextPath(params.get(NEXT_PARAM), inicioDe(role));
}

/** Login form state: validation, the login/demo calls, the server's failure message, redirect to `next` on success. */
export function useLoginForm() {
  const navigate = useNavigate();
  const next = useNextPath();
  const [login, loginState] = useLoginMutation();
  const [demoLogin, demoState] = useDemoLoginMutation();
  const { data: config } = useGetAuthConfigQuery();
  const [params] = useSearchParams();
  const plantas = config?.plantas ?? [];
  const form = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { legajo: '', pin: '', pcCompartida: esPcCompartida(), planta: '' },
  });
  const codigos = plantas.map((p) => p.codigo).join(',');
  // Once the plants are known: the address's or this device's plant, unless the user already chose one.
  useEffect(() => {
    if (codigos && !form.getValues('planta')) form.setValue('planta', plantaInicial(codigos.split(','), params.get(PLANTA_PARAM)));
  }, [codigos, form, params]);

  const onSubmit = form.handleSubmit(async ({ legajo, pin, pcCompartida, planta }) => {
    demoState.reset();
    const elegir = plantas.length > 1;
    if (elegir && !planta) {
      form.setError('planta', { message: MSG.plantaElegir }, { shouldFocus: true });
      return;
    }
    const result = await login({ email: legajo, password: pin, ...(elegir ? { planta } : {}) });
    if ('error' in result) return;
    recordarPcCompartida(pcCompartida);
    if (elegir) recordarPlanta(planta);
    navigate(next(result.data.user.role), { replace: true });
  });

  const onDemoLogin = async () => {
    loginState.reset();
    const result = await demoLogin();
    if ('error' in result) return;
    recordarPcCompartida(form.getValues('pcCompartida'));
    navigate(next(result.data.user.role), { replace: true });
  };

  const failure = loginState.error ?? demoState.error;
  // Single sign-on starts at the BFF (a full page load): with this device's plant, where the session then starts.
  const planta = form.watch('planta');
  const sso = config?.sso
    ? { nombre: config.sso.nombre, href: `${ssoContrato.inicio.path}${planta ? `?planta=${encodeURIComponent(planta)}` : ''}` }
    : undefined;
  return {
    sso,
    /** Why the last single sign-on came back without a session (`?sso=`), until the user tries again. */
    motivoSso: failure ? undefined : mensajeSso(params.get(SSO_MOTIVO_PARAM)),
    form,
    onSubmit,
    onDemoLogin,
    demoEnabled: config?.demoLogin === true,
    pcCompartidaMinutos: config?.pcCompartidaMinutos,
    /** The plants to choose from, by name: none when the portal has one. */
    plantas: plantas.length > 1 ? plantas : [],
    submitting: loginState.isLoading || demoState.isLoading,
    serverError: failure ? getErrorMessage(failure) : null,
  };
}
