import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { getErrorMessage } from '@portal/shared/data-access';
import { pantallaAjustesSchema, TABLERO_ROTACION, vincularPantallaSchema, type Pantalla } from '@portal/shared/domain';
import { useEditarPantallaMutation, useVincularPantallaMutation } from './pantallasApi';

/** The Equipo select's value for 'every Equipo in turn' (the API's null). */
export const TODOS = '*';
const equipoDelForm = z.string().transform((v) => (v === TODOS ? null : v));
const vincularForm = vincularPantallaSchema.extend({ equipo: equipoDelForm });
const editarForm = pantallaAjustesSchema.extend({ equipo: equipoDelForm, codigo: z.string().optional() });

export interface PantallaFormValues {
  codigo: string;
  nombre: string;
  segundos: number;
  equipo: string;
}

/**
 * 'Vincular TV' (`editando` null: the TV's code and the new pantalla's settings) or 'Editar' a pantalla's settings
 * (issue 22 §3). `onGuardada` receives the saved pantalla.
 */
export function usePantallaForm(editando: Pantalla | null, onGuardada: (p: Pantalla) => void) {
  const [vincular, vinculando] = useVincularPantallaMutation();
  const [editar, editandoCall] = useEditarPantallaMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  // Both schemas read the same fields (editing has no code); the output is the API's body.
  const resolver = zodResolver(editando ? editarForm : vincularForm) as Resolver<PantallaFormValues, unknown, z.output<typeof vincularForm>>;
  const form = useForm<PantallaFormValues, unknown, z.output<typeof vincularForm>>({ resolver, defaultValues: valoresDe(editando) });

  const onSubmit = form.handleSubmit(async ({ codigo, ...ajustes }) => {
    setServerError(null);
    try {
      onGuardada(editando ? await editar({ id: editando._id, ...ajustes }).unwrap() : await vincular({ codigo, ...ajustes }).unwrap());
    } catch (error) {
      setServerError(getErrorMessage(error));
    }
  });

  const reset = (p: Pantalla | null) => {
    form.reset(valoresDe(p));
    setServerError(null);
  };

  return { form, onSubmit, isSubmitting: vinculando.isLoading || editandoCall.isLoading, serverError, reset };
}

function valoresDe(p: Pantalla | null): PantallaFormValues {
  return { codigo: '', nombre: p?.nombre ?? '', segundos: p?.segundos ?? TABLERO_ROTACION.porDefecto, equipo: p ? (p.equipo ?? TODOS) : TODOS };
}
