import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { getErrorMessage } from '@portal/shared/data-access';
import { anularAuditoriaAmSchema, firmarAuditoriaAmSchema, type AuditoriaAm } from '@portal/shared/domain';
import { useAnularAuditoriaAmMutation, useFirmarAuditoriaAmMutation } from '../programaApi';

/** Sends the form's output (the mutation's invalidation reloads the page); the server's message lands above the fields. */
function useEnvio<O>(enviar: (cuerpo: O) => Promise<AuditoriaAm>, onGuardada: (a: AuditoriaAm) => void) {
  const [serverError, setServerError] = useState<string | null>(null);
  const guardar = async (cuerpo: O) => {
    setServerError(null);
    try {
      onGuardada(await enviar(cuerpo));
    } catch (error) {
      setServerError(getErrorMessage(error));
    }
  };
  return { serverError, guardar };
}

/** 'Firmar y cerrar': the auditor's closing remarks, optional. */
export function useFirmarAuditoriaForm(id: string, onGuardada: (a: AuditoriaAm) => void) {
  const [firmar, { isLoading }] = useFirmarAuditoriaAmMutation();
  const form = useForm<z.input<typeof firmarAuditoriaAmSchema>, unknown, z.output<typeof firmarAuditoriaAmSchema>>({
    resolver: zodResolver(firmarAuditoriaAmSchema),
    defaultValues: { observaciones: '' },
  });
  const { serverError, guardar } = useEnvio((cuerpo: z.output<typeof firmarAuditoriaAmSchema>) => firmar({ id, cuerpo }).unwrap(), onGuardada);
  return { form, onSubmit: form.handleSubmit(guardar), isSubmitting: isLoading, serverError };
}

/** 'Anular auditoría': the reason, required. */
export function useAnularAuditoriaForm(id: string, onGuardada: (a: AuditoriaAm) => void) {
  const [anular, { isLoading }] = useAnularAuditoriaAmMutation();
  const form = useForm<z.input<typeof anularAuditoriaAmSchema>, unknown, z.output<typeof anularAuditoriaAmSchema>>({
    resolver: zodResolver(anularAuditoriaAmSchema),
    defaultValues: { motivo: '' },
  });
  const { serverError, guardar } = useEnvio((cuerpo: z.output<typeof anularAuditoriaAmSchema>) => anular({ id, cuerpo }).unwrap(), onGuardada);
  return { form, onSubmit: form.handleSubmit(guardar), isSubmitting: isLoading, serverError };
}
