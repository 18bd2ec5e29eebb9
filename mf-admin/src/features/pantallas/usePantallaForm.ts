import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { getErrorMessage } from '@portal/shared/data-access';
import { crearPantallaSchema, type CrearPantallaInput, type PantallaCreada } from '@portal/shared/domain';
import { useCrearPantallaMutation } from './pantallasApi';

/** 'Nueva pantalla': the name; on success `creada` holds the token and URL, shown once. */
export function usePantallaForm() {
  const [crear, { isLoading }] = useCrearPantallaMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const [creada, setCreada] = useState<PantallaCreada | null>(null);
  const form = useForm<CrearPantallaInput>({ resolver: zodResolver(crearPantallaSchema), defaultValues: { nombre: '' } });

  const onSubmit = form.handleSubmit(async (input) => {
    setServerError(null);
    try {
      setCreada(await crear(input).unwrap());
    } catch (error) {
      setServerError(getErrorMessage(error));
    }
  });

  const reset = () => {
    form.reset({ nombre: '' });
    setServerError(null);
    setCreada(null);
  };

  return { form, onSubmit, busy: isLoading, serverError, creada, reset };
}
