import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { NodoOrganigrama } from '@portal/shared/domain';
import { useServerError } from '@portal/shared/ui';
import { nodoBody, nodoDefaults, nodoFormSchema, nuevoNodoDefaults, type NodoFormOutput, type NodoFormValues } from './nodoForm';
import { useCrearNodoMutation, useEditarNodoMutation } from './organigramaApi';

/** What the dialog does: add a position under `parentId`, or edit `nodo`. */
export type NodoDialogModo = { tipo: 'agregar'; parentId: string | null } | { tipo: 'editar'; nodo: NodoOrganigrama };

/** The add/edit position form: `POST` or `PATCH /api/organigrama`; a refusal stays in the dialog. */
export function useNodoOrganigramaForm(modo: NodoDialogModo, open: boolean, onDone: (guardado: NodoOrganigrama) => void) {
  const [crear, creando] = useCrearNodoMutation();
  const [editar, editando] = useEditarNodoMutation();
  const defaults = () => (modo.tipo === 'editar' ? nodoDefaults(modo.nodo) : nuevoNodoDefaults(modo.parentId));
  const form = useForm<NodoFormValues, unknown, NodoFormOutput>({ resolver: zodResolver(nodoFormSchema), defaultValues: defaults(), mode: 'onTouched' });
  const { serverError, fail, clear } = useServerError(open, () => form.reset(defaults()));
  const onSubmit = form.handleSubmit(async (v) => {
    clear();
    try {
      const body = nodoBody(v);
      onDone(modo.tipo === 'editar' ? await editar({ id: modo.nodo._id, body }).unwrap() : await crear(body).unwrap());
    } catch (error) {
      fail(error);
    }
  });
  return { form, onSubmit, serverError, isSubmitting: creando.isLoading || editando.isLoading };
}
