import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { getErrorMessage, useCrearPuntoCilMutation, useEditarPuntoCilMutation } from '@portal/shared/data-access';
import { crearPuntoCilSchema, type FrecuenciaCil, type MarcadorCil, type PuntoCil, type TipoPuntoCil } from '@portal/shared/domain';

/** The dialog's fields as typed: numbers stay text until sent (an empty box is '' rather than NaN). */
export interface PuntoCilFormValues {
  tipo: TipoPuntoCil | '';
  parte: string;
  tarea: string;
  estandar: string;
  metodo: string;
  minutos: string;
  frecuencia: FrecuenciaCil | '';
  /** Only read with 'Cada N días'. */
  cadaDias: string;
  foto: string | null;
  marcador: MarcadorCil | null;
  /** Empty: after the last one (a new point), or unchanged (an edit). */
  numero: string;
}

type PuntoCilCuerpo = z.output<typeof crearPuntoCilSchema>;

const numeroDe = (texto: string): number => (texto.trim() === '' ? Number.NaN : Number(texto.trim()));

/**
 * The typed values as the API's body, checked by the domain's schema: an empty number is absent; N is read only with
 * 'Cada N días' (left empty there it fails on its own field, not after the others are fixed).
 */
const puntoForm = z.preprocess((f: PuntoCilFormValues) => {
  const numero = numeroDe(f.numero);
  return {
    ...f,
    minutos: numeroDe(f.minutos),
    cadaDias: f.frecuencia === 'dias' ? numeroDe(f.cadaDias) : null,
    numero: Number.isNaN(numero) ? undefined : numero,
  };
}, crearPuntoCilSchema);

export const valoresPunto = (p: PuntoCil | null): PuntoCilFormValues => ({
  tipo: p?.tipo ?? '',
  parte: p?.parte ?? '',
  tarea: p?.tarea ?? '',
  estandar: p?.estandar ?? '',
  metodo: p?.metodo ?? '',
  minutos: p ? String(p.minutos) : '',
  frecuencia: p?.frecuencia ?? '',
  cadaDias: p?.cadaDias ? String(p.cadaDias) : '',
  foto: p?.foto ?? null,
  marcador: p?.marcador ? { ...p.marcador } : null,
  numero: p ? String(p.numero) : '',
});

/**
 * 'Agregar punto' (`editando` null) or 'Editar punto' of a machine's CIL standard. Both send every field (the server
 * changes what differs; a new frequency ends the point and continues it as a new one from today). `onGuardado`
 * receives the saved point.
 */
export function usePuntoCilForm(maquinaId: string, editando: PuntoCil | null, onGuardado: (p: PuntoCil) => void) {
  const [crear, creando] = useCrearPuntoCilMutation();
  const [editar, editandoCall] = useEditarPuntoCilMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<PuntoCilFormValues, unknown, PuntoCilCuerpo>({
    resolver: zodResolver(puntoForm),
    defaultValues: valoresPunto(editando),
  });

  const onSubmit = form.handleSubmit(async (cuerpo) => {
    setServerError(null);
    try {
      onGuardado(editando ? await editar({ id: editando._id, maquinaId, cuerpo }).unwrap() : await crear({ maquinaId, cuerpo }).unwrap());
    } catch (error) {
      setServerError(getErrorMessage(error));
    }
  });

  const reset = (p: PuntoCil | null) => {
    form.reset(valoresPunto(p));
    setServerError(null);
  };

  return { form, onSubmit, isSubmitting: creando.isLoading || editandoCall.isLoading, serverError, reset };
}
