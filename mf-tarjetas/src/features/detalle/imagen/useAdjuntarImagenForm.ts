import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { MAX_IMAGEN_BYTES, MSG, TIPOS_IMAGEN } from '@portal/shared/domain';
import type { Tarjeta } from '@portal/shared/domain';
import { useAgregarImagenMutation, useUploadImagenMutation } from '../../tarjetas/tarjetasApi';
import { useServerError } from '../form/useServerError';

/** The same limits as `POST /api/uploads`, checked before uploading. */
export const adjuntarImagenSchema = z.object({
  archivo: z
    .custom<File | null>()
    .refine((f): f is File => f instanceof File, { error: MSG.archivoRequerido })
    .refine((f) => !f || (TIPOS_IMAGEN as readonly string[]).includes(f.type), { error: MSG.archivoTipoInvalido, abort: true })
    .refine((f) => !f || f.size <= MAX_IMAGEN_BYTES, { error: MSG.archivoDemasiadoGrande }),
});
export type AdjuntarImagenFormValues = { archivo: File | null };

/** 'Adjuntar imagen': uploads the file (POST /uploads), then attaches its secure_url to the card. */
export function useAdjuntarImagenForm(tarjeta: Tarjeta, open: boolean, onDone: () => void) {
  const [subir, subida] = useUploadImagenMutation();
  const [agregar, agregado] = useAgregarImagenMutation();
  const form = useForm<AdjuntarImagenFormValues>({ resolver: zodResolver(adjuntarImagenSchema), defaultValues: { archivo: null } });
  const { serverError, fail, clear } = useServerError(open, () => form.reset({ archivo: null }));

  const onSubmit = form.handleSubmit(async ({ archivo }) => {
    if (!archivo) return;
    clear();
    try {
      const { secure_url } = await subir(archivo).unwrap();
      await agregar({ _id: tarjeta._id, imagenUrl: secure_url }).unwrap();
      onDone();
    } catch (error) {
      fail(error);
    }
  });

  return { form, onSubmit, serverError, isSubmitting: subida.isLoading || agregado.isLoading };
}
