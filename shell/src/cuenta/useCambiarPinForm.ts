import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { cambiarPinSchema, NEXT_PARAM, safeNextPath, type CambiarPinInput } from '@portal/shared/domain';
import { getErrorMessage } from '@portal/shared/data-access';
import { useCambiarPinMutation } from '@portal/shared/auth';
import { useNotify } from '@portal/shared/ui';

export const PIN_CAMBIADO = 'Pin cambiado. Sus otras sesiones se cerraron.';

/** 'Cambiar pin': the domain's schema (same rules as the API), the call, then back to `next` (else the dashboard). */
export function useCambiarPinForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const notify = useNotify();
  const [cambiarPin, state] = useCambiarPinMutation();
  const form = useForm<CambiarPinInput>({
    resolver: zodResolver(cambiarPinSchema),
    defaultValues: { pinActual: '', pinNuevo: '', pinNuevoRepetido: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    state.reset();
    const result = await cambiarPin(values);
    if ('error' in result) return;
    notify.success(PIN_CAMBIADO);
    navigate(safeNextPath(params.get(NEXT_PARAM)), { replace: true });
  });

  return { form, onSubmit, busy: state.isLoading, serverError: state.error ? getErrorMessage(state.error) : null };
}
