import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { getErrorMessage } from '@portal/shared/data-access';
import { filtroPresetSchema } from '@portal/shared/domain';
import { useNotify } from '@portal/shared/ui';
import { useGuardarFiltroMutation } from '../tarjetas/tarjetasApi';
import { toFiltroPreset } from './filtroSeleccion';
import type { FiltroSeleccionState } from './filtroSeleccion';

/** The dialog asks only the name; the rest of the preset is the current selection. */
export const nombrePresetSchema = filtroPresetSchema.pick({ nombre: true });
export type NombrePresetInput = z.infer<typeof nombrePresetSchema>;

/** 'Guardar como preestablecido' dialog: asks the name, posts the flat preset and announces it by name. */
export function useGuardarPresetForm(seleccion: FiltroSeleccionState, onSaved: () => void) {
  const notify = useNotify();
  const [guardarFiltro, { isLoading }] = useGuardarFiltroMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<NombrePresetInput>({ resolver: zodResolver(nombrePresetSchema), defaultValues: { nombre: '' } });

  const onSubmit = form.handleSubmit(async ({ nombre }) => {
    setServerError(null);
    try {
      await guardarFiltro(toFiltroPreset(seleccion, nombre)).unwrap();
      notify.success(`Preestablecido "${nombre.trim()}" guardado`);
      form.reset();
      onSaved();
    } catch (error) {
      setServerError(getErrorMessage(error));
    }
  });

  const clear = () => {
    form.reset();
    setServerError(null);
  };

  return { form, onSubmit, serverError, isSubmitting: isLoading, clear };
}
