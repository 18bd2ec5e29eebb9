import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { getErrorMessage } from '@portal/shared/data-access';
import {
  aprobarPropuestaAmSchema,
  MSG,
  proponerPasoAmSchema,
  rechazarPropuestaAmSchema,
  type AjustesProgramaAm,
  type EquipoAmDetalle,
  ajustesProgramaAmSchema,
} from '@portal/shared/domain';
import { useAprobarPropuestaAmMutation, useEditarAjustesProgramaAmMutation, useProponerPasoAmMutation, useRechazarPropuestaAmMutation } from './programaApi';

/** Runs a mutation with the form's output; the server's message lands above the fields. */
function useEnvio<O>(enviar: (cuerpo: O) => Promise<void>) {
  const [serverError, setServerError] = useState<string | null>(null);
  const guardar = async (cuerpo: O) => {
    setServerError(null);
    try {
      await enviar(cuerpo);
    } catch (error) {
      setServerError(getErrorMessage(error));
    }
  };
  return { serverError, guardar };
}

/** 'Proponer el paso N' (the leader, a Jefe of the team, an Admin): an optional comment for the Admin who decides. */
export function useProponerPasoForm(equipo: EquipoAmDetalle, onGuardado: (e: EquipoAmDetalle) => void) {
  const [proponer, { isLoading }] = useProponerPasoAmMutation();
  const form = useForm<z.input<typeof proponerPasoAmSchema>, unknown, z.output<typeof proponerPasoAmSchema>>({
    resolver: zodResolver(proponerPasoAmSchema),
    defaultValues: { comentario: '' },
  });
  const { serverError, guardar } = useEnvio(async (cuerpo: z.output<typeof proponerPasoAmSchema>) =>
    onGuardado(await proponer({ id: equipo._id, cuerpo }).unwrap()),
  );
  return { form, onSubmit: form.handleSubmit(guardar), isSubmitting: isLoading, serverError };
}

/** 'Aprobar' (Admin): on a gate that is not green the reason is required (an override, recorded with the step). */
export function useAprobarPropuestaForm(equipo: EquipoAmDetalle, onGuardado: (e: EquipoAmDetalle) => void) {
  const [aprobar, { isLoading }] = useAprobarPropuestaAmMutation();
  const verde = Boolean(equipo.puerta?.verde);
  const schema = aprobarPropuestaAmSchema.refine((c) => verde || c.motivo !== null, { error: MSG.propuestaAmForzadaMotivo, path: ['motivo'] });
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { motivo: '' } });
  const { serverError, guardar } = useEnvio(async (cuerpo: z.output<typeof schema>) => onGuardado(await aprobar({ id: equipo._id, cuerpo }).unwrap()));
  return { form, onSubmit: form.handleSubmit(guardar), isSubmitting: isLoading, serverError, verde };
}

/** 'Rechazar' (Admin): the reason the proposer reads on the team page. */
export function useRechazarPropuestaForm(equipo: EquipoAmDetalle, onGuardado: (e: EquipoAmDetalle) => void) {
  const [rechazar, { isLoading }] = useRechazarPropuestaAmMutation();
  const form = useForm<z.input<typeof rechazarPropuestaAmSchema>, unknown, z.output<typeof rechazarPropuestaAmSchema>>({
    resolver: zodResolver(rechazarPropuestaAmSchema),
    defaultValues: { motivo: '' },
  });
  const { serverError, guardar } = useEnvio(async (cuerpo: z.output<typeof rechazarPropuestaAmSchema>) =>
    onGuardado(await rechazar({ id: equipo._id, cuerpo }).unwrap()),
  );
  return { form, onSubmit: form.handleSubmit(guardar), isSubmitting: isLoading, serverError };
}

/** 'Umbrales de la puerta' (Admin): the plant's thresholds and whether per-person figures show only per team. */
export function useAjustesProgramaForm(ajustes: AjustesProgramaAm, onGuardado: (a: AjustesProgramaAm) => void) {
  const [editar, { isLoading }] = useEditarAjustesProgramaAmMutation();
  const form = useForm<z.input<typeof ajustesProgramaAmSchema>, unknown, z.output<typeof ajustesProgramaAmSchema>>({
    resolver: zodResolver(ajustesProgramaAmSchema),
    defaultValues: ajustes,
  });
  const { serverError, guardar } = useEnvio(async (cuerpo: z.output<typeof ajustesProgramaAmSchema>) => onGuardado(await editar(cuerpo).unwrap()));
  return { form, onSubmit: form.handleSubmit(guardar), isSubmitting: isLoading, serverError };
}
