import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { getErrorMessage } from '@portal/shared/data-access';
import { plantaCodigoSchema, plantaNombreSchema, type Planta } from '@portal/shared/domain';
import { useEditarPlantaMutation } from './plantaApi';

/** What the card edits of `editarPlantaSchema`: the name and the code (both required here). */
const plantaForm = z.object({ nombre: plantaNombreSchema, codigo: plantaCodigoSchema });

export interface PlantaFormValues {
  nombre: string;
  codigo: string;
}

/** 'Editar planta': rename the user's plant and change its code (upper-cased on save). `onGuardada` receives the saved plant. */
export function usePlantaForm(planta: Planta | null, onGuardada: (p: Planta) => void) {
  const [editar, { isLoading }] = useEditarPlantaMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<PlantaFormValues, unknown, z.output<typeof plantaForm>>({ resolver: zodResolver(plantaForm), defaultValues: valoresDe(planta) });

  const onSubmit = form.handleSubmit(async (cambios) => {
    if (!planta) return;
    setServerError(null);
    try {
      onGuardada(await editar({ id: planta._id, ...cambios }).unwrap());
    } catch (error) {
      setServerError(getErrorMessage(error));
    }
  });

  const reset = (p: Planta | null) => {
    form.reset(valoresDe(p));
    setServerError(null);
  };

  return { form, onSubmit, isSubmitting: isLoading, serverError, reset };
}

const valoresDe = (p: Planta | null): PlantaFormValues => ({ nombre: p?.nombre ?? '', codigo: p?.codigo ?? '' });
