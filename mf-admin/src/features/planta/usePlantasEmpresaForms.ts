import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { getErrorMessage } from '@portal/shared/data-access';
import { crearPlantaSchema, MSG, sumarMiembroSchema, type Planta, type User } from '@portal/shared/domain';
import { useCrearPlantaMutation, useSumarMiembroMutation } from './plantaApi';
import type { PlantaFormValues } from './usePlantaForm';

/** 'Nueva planta' (company Admin): its name and code. `onCreada` receives the plant. */
export function useNuevaPlantaForm(onCreada: (p: Planta) => void) {
  const [crear, { isLoading }] = useCrearPlantaMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<PlantaFormValues, unknown, PlantaFormValues>({ resolver: zodResolver(crearPlantaSchema), defaultValues: { nombre: '', codigo: '' } });
  const onSubmit = form.handleSubmit(async (valores) => {
    setServerError(null);
    try {
      onCreada(await crear(valores).unwrap());
    } catch (error) {
      setServerError(getErrorMessage(error));
    }
  });
  const reset = () => {
    form.reset({ nombre: '', codigo: '' });
    setServerError(null);
  };
  return { form, onSubmit, isSubmitting: isLoading, serverError, reset };
}

const sumarForm = sumarMiembroSchema.extend({ planta: z.coerce.number({ error: MSG.plantaInvalida }).int().positive({ error: MSG.plantaInvalida }) });
export type SumarMiembroValues = z.input<typeof sumarForm>;

/** 'Sumar a otra planta' (company Admin): a user of this plant, the plant, their legajo and role there. */
export function useSumarMiembroForm(onSumado: (u: User) => void) {
  const [sumar, { isLoading }] = useSumarMiembroMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const vacio: SumarMiembroValues = { userId: '', planta: '', email: '', role: 'Operario' };
  const form = useForm<SumarMiembroValues, unknown, z.output<typeof sumarForm>>({ resolver: zodResolver(sumarForm), defaultValues: vacio });
  const onSubmit = form.handleSubmit(async (valores) => {
    setServerError(null);
    try {
      onSumado(await sumar(valores).unwrap());
    } catch (error) {
      setServerError(getErrorMessage(error));
    }
  });
  const reset = () => {
    form.reset(vacio);
    setServerError(null);
  };
  return { form, onSubmit, isSubmitting: isLoading, serverError, reset };
}
