import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { getErrorMessage } from '@portal/shared/data-access';
import {
  AUDITORIA_AM_PLAZO_DIAS,
  fechaSchema,
  MSG,
  solicitarAuditoriaAmSchema,
  sumarDias,
  type AuditoriaAm,
  type DiaPlanta,
  type EquipoAmDetalle,
} from '@portal/shared/domain';
import { useSolicitarAuditoriaAmMutation } from './programaApi';

/**
 * 'Pedir auditoría del paso': the due day (a plant day, AUDITORIA_AM_PLAZO_DIAS from today unless changed, never
 * before today: the server refuses it too) and a comment for the auditor.
 */
export function useSolicitarAuditoriaForm(equipo: EquipoAmDetalle, hoy: DiaPlanta, onGuardado: (a: AuditoriaAm) => void) {
  const [solicitar, { isLoading }] = useSolicitarAuditoriaAmMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  // The form always sends the day it shows (the schema's own default is for other clients).
  const schema = solicitarAuditoriaAmSchema
    .extend({ vence: fechaSchema })
    .refine((c) => c.vence >= hoy, { error: MSG.auditoriaAmVenceAnterior, path: ['vence'] });
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { vence: sumarDias(hoy, AUDITORIA_AM_PLAZO_DIAS), comentario: '' },
  });
  const onSubmit = form.handleSubmit(async (cuerpo) => {
    setServerError(null);
    try {
      onGuardado(await solicitar({ id: equipo._id, cuerpo }).unwrap());
    } catch (error) {
      setServerError(getErrorMessage(error));
    }
  });
  return { form, onSubmit, isSubmitting: isLoading, serverError };
}
