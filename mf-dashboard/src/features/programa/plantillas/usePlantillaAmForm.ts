import { useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { getErrorMessage } from '@portal/shared/data-access';
import { plantillaAmDefecto, plantillaAmSchema, type PlantillaAmBody, type PlantillaAmInput, type PlantillaAuditoriaAm } from '@portal/shared/domain';
import { useEditarPlantillaAmMutation } from '../programaApi';

export type PlantillaAmForm = UseFormReturn<PlantillaAmBody, unknown, PlantillaAmInput>;

/** What the form edits of a template (a copy: the cache's data is frozen). */
const contenidoDe = ({ secciones, regla }: Pick<PlantillaAuditoriaAm, 'secciones' | 'regla'>): PlantillaAmBody => structuredClone({ secciones, regla });

/**
 * A step's audit template (Admin): sections, requirements with their five guides, and the pass rule; saved whole
 * (`PUT /api/programa/plantillas/:paso`). 'Restablecer la sugerida' loads the domain's seed into the form, still to save.
 */
export function usePlantillaAmForm(plantilla: PlantillaAuditoriaAm, onGuardado: (p: PlantillaAuditoriaAm) => void) {
  const [editar, { isLoading }] = useEditarPlantillaAmMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const form: PlantillaAmForm = useForm<PlantillaAmBody, unknown, PlantillaAmInput>({
    resolver: zodResolver(plantillaAmSchema),
    defaultValues: contenidoDe(plantilla),
  });
  const onSubmit = form.handleSubmit(async (cuerpo) => {
    setServerError(null);
    try {
      const guardada = await editar({ paso: plantilla.paso, cuerpo }).unwrap();
      form.reset(contenidoDe(guardada));
      onGuardado(guardada);
    } catch (error) {
      setServerError(getErrorMessage(error));
    }
  });
  // The saved template stays the reference: the seed shows as a change until it is saved.
  const restablecer = () => form.reset(plantillaAmDefecto(plantilla.paso), { keepDefaultValues: true });
  return { form, onSubmit, isSubmitting: isLoading, serverError, restablecer };
}
