import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { UseFormReturn } from 'react-hook-form';
import { getErrorMessage, useCrearComentarioMutation, useSubirImagenMutation } from '@portal/shared/data-access';
import { MSG, crearComentarioSchema, detallePath, type TarjetaAbierta } from '@portal/shared/domain';
import { useNotify } from '@portal/shared/ui';
import { tarjetasApi, useAgregarImagenMutation } from '../tarjetas/tarjetasApi';
import { sugerenciaLabel, type AgregarTarjetaValues } from './agregarTarjetaCampos';

/** The comment 'Es el mismo problema' adds: the description, and the suggestion under its label when one was typed. */
export function textoDelComentario({ color, descripcion, sugerencia }: Pick<AgregarTarjetaValues, 'color' | 'descripcion' | 'sugerencia'>): string {
  const texto = descripcion.trim();
  const idea = sugerencia.trim();
  return idea ? `${texto}\n\n${sugerenciaLabel(color)}: ${idea}` : texto;
}

export const comentarioAgregado = (t: Pick<TarjetaAbierta, 'color' | 'numero'>, conFoto: boolean) =>
  `${conFoto ? 'Comentario y foto agregados' : 'Comentario agregado'} a Tarjeta ${t.color} N°${t.numero}`;
export const fotoNoAgregada = (t: Pick<TarjetaAbierta, 'numero'>) => `N°${t.numero} ya tiene foto: la suya no se agregará (un comentario no lleva foto).`;

export interface MismoProblemaOpciones {
  form: UseFormReturn<AgregarTarjetaValues>;
  foto: Blob | null;
  /** Forgets the card being entered (draft, exit question, photo) before leaving the form. */
  olvidar: () => void;
}

/**
 * 'Es el mismo problema: agregar un comentario a N°81' (issue 22): no new card. The typed description becomes a
 * comment on the open card (POST …/comentarios); the photo, if any, becomes that card's image only while it has
 * none (checked again just before: an image is never replaced from here, not even by a Jefe who could). Then the
 * user lands on that card with a snackbar naming it. A failure stays on the form, in the warning.
 */
export function useMismoProblema({ form, foto, olvidar }: MismoProblemaOpciones) {
  const navigate = useNavigate();
  const notify = useNotify();
  const [crearComentario] = useCrearComentarioMutation();
  const [subir] = useSubirImagenMutation();
  const [agregarImagen] = useAgregarImagenMutation();
  const [leerTarjeta] = tarjetasApi.endpoints.getTarjeta.useLazyQuery();
  const [enviando, setEnviando] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const comentar = async (t: TarjetaAbierta) => {
    setError(null);
    const texto = textoDelComentario(form.getValues());
    if (!form.getValues('descripcion').trim()) {
      form.setError('descripcion', { message: MSG.descripcionRequerida }, { shouldFocus: true });
      return;
    }
    const valido = crearComentarioSchema.safeParse({ texto });
    if (!valido.success) return setError(valido.error.issues[0]?.message ?? MSG.comentarioRequerido);
    setEnviando(t._id);
    try {
      // The card as it is now: its image may have been attached since the warning was loaded.
      const sinFoto = foto ? !(await leerTarjeta(t._id).unwrap()).imagenUrl : false;
      const imagenUrl = foto && sinFoto ? (await subir(foto).unwrap()).secure_url : undefined;
      await crearComentario({ destino: 'tarjeta', id: t._id, texto: valido.data.texto }).unwrap();
      let fotoFallida: string | null = null;
      if (imagenUrl) {
        try {
          await agregarImagen({ _id: t._id, imagenUrl }).unwrap();
        } catch (e) {
          fotoFallida = getErrorMessage(e);
        }
      }
      olvidar();
      if (fotoFallida) notify.error(`${comentarioAgregado(t, false)}; la foto no se agregó: ${fotoFallida}`);
      else notify.success(comentarioAgregado(t, Boolean(imagenUrl)));
      navigate(detallePath(t._id));
    } catch (e) {
      setError(getErrorMessage(e));
    } finally {
      setEnviando(null);
    }
  };

  return { comentar, enviando, error, limpiarError: () => setError(null) };
}
