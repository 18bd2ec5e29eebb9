import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { getErrorMessage } from '@portal/shared/data-access';
import { cambiarPasoAmSchema, editarEquipoAmSchema, iniciarEquipoAmSchema, type EquipoAmDetalle } from '@portal/shared/domain';
import { useCambiarPasoAmMutation, useEditarEquipoAmMutation, useIniciarEquipoAmMutation } from './programaApi';

/** 'Cambiar paso': the step, since which plant day, and why (forward or back; recorded with the step). */
export function useCambiarPasoForm(equipo: EquipoAmDetalle, hoy: string, onGuardado: (e: EquipoAmDetalle) => void) {
  const [cambiar, { isLoading }] = useCambiarPasoAmMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const siguiente = Math.min((equipo.paso ?? 0) + 1, equipo.pasos.length);
  const form = useForm<z.input<typeof cambiarPasoAmSchema>, unknown, z.output<typeof cambiarPasoAmSchema>>({
    resolver: zodResolver(cambiarPasoAmSchema),
    defaultValues: { paso: siguiente, desde: hoy, motivo: '' },
  });
  const onSubmit = form.handleSubmit(async (cuerpo) => {
    setServerError(null);
    try {
      onGuardado(await cambiar({ id: equipo._id, cuerpo }).unwrap());
    } catch (error) {
      setServerError(getErrorMessage(error));
    }
  });
  return { form, onSubmit, isSubmitting: isLoading, serverError };
}

/** 'Poner en el programa': the step the team is at (1 for a team that starts) since which plant day, and its leader. */
export function useIniciarEquipoAmForm(equipo: EquipoAmDetalle, hoy: string, onGuardado: (e: EquipoAmDetalle) => void) {
  const [iniciar, { isLoading }] = useIniciarEquipoAmMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<z.input<typeof iniciarEquipoAmSchema>, unknown, z.output<typeof iniciarEquipoAmSchema>>({
    resolver: zodResolver(iniciarEquipoAmSchema),
    defaultValues: { paso: 1, desde: hoy, liderId: '' },
  });
  const onSubmit = form.handleSubmit(async (cuerpo) => {
    setServerError(null);
    try {
      onGuardado(await iniciar({ id: equipo._id, cuerpo }).unwrap());
    } catch (error) {
      setServerError(getErrorMessage(error));
    }
  });
  return { form, onSubmit, isSubmitting: isLoading, serverError };
}

/** 'Cambiar líder': one of the team's members, or none. */
export function useLiderAmForm(equipo: EquipoAmDetalle, onGuardado: (e: EquipoAmDetalle) => void) {
  const [editar, { isLoading }] = useEditarEquipoAmMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<z.input<typeof editarEquipoAmSchema>, unknown, z.output<typeof editarEquipoAmSchema>>({
    resolver: zodResolver(editarEquipoAmSchema),
    defaultValues: { liderId: equipo.lider?._id ?? '' },
  });
  const onSubmit = form.handleSubmit(async (cuerpo) => {
    setServerError(null);
    try {
      onGuardado(await editar({ id: equipo._id, cuerpo }).unwrap());
    } catch (error) {
      setServerError(getErrorMessage(error));
    }
  });
  return { form, onSubmit, isSubmitting: isLoading, serverError };
}
