import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { MAX_IMAGEN_BYTES, MSG, TIPOS_IMAGEN } from '@portal/shared/domain';
import { getErrorMessage } from '@portal/shared/data-access';

/** The same limits as `POST /api/uploads`, checked before uploading. */
export const adjuntarImagenSchema = z.object({
  archivo: z
    .custom<File | null>()
    .refine((f): f is File => f instanceof File, { error: MSG.archivoRequerido })
    .refine((f) => !f || (TIPOS_IMAGEN as readonly string[]).includes(f.type), { error: MSG.archivoTipoInvalido, abort: true })
    .refine((f) => !f || f.size <= MAX_IMAGEN_BYTES, { error: MSG.archivoDemasiadoGrande }),
});
export type AdjuntarImagenFormValues = { archivo: File | null };

/** What the dialog does with the chosen file: both reject with the server's error (RTK Query's `unwrap()`). */
export interface AdjuntarImagenAcciones {
  /** Uploads the file (`POST /uploads`) and resolves to its `secure_url`. */
  subir: (archivo: File) => Promise<string>;
  /** Attaches the uploaded URL to the card or the Kaizen side. */
  adjuntar: (imagenUrl: string) => Promise<unknown>;
}

/**
 * Uploads the chosen file, then attaches its URL. A failure of either shows in the dialog; opening or
 * closing it clears the error and the choice.
 */
export function useAdjuntarImagenForm({ subir, adjuntar }: AdjuntarImagenAcciones, open: boolean, onDone: () => void) {
  const form = useForm<AdjuntarImagenFormValues>({ resolver: zodResolver(adjuntarImagenSchema), defaultValues: { archivo: null } });
  const [serverError, setServerError] = useState<string | null>(null);
  const { reset } = form;
  useEffect(() => {
    setServerError(null);
    if (open) reset({ archivo: null });
  }, [open, reset]);

  const onSubmit = form.handleSubmit(async ({ archivo }) => {
    if (!archivo) return;
    setServerError(null);
    try {
      await adjuntar(await subir(archivo));
      onDone();
    } catch (error) {
      setServerError(getErrorMessage(error));
    }
  });

  return { form, onSubmit, serverError, isSubmitting: form.formState.isSubmitting };
}
