import { useEffect, useRef, useState } from 'react';
import { useSubirImagenMutation } from '@portal/shared/data-access';

/**
 * The close dialogs' optional 'Imagen del después' (already resized): cleared each time the dialog opens; `subir`
 * uploads it and answers `{ imagenDespuesUrl }` for the close body, or nothing without a photo.
 */
export function useFotoDespues(open: boolean) {
  const [foto, setFoto] = useState<Blob | null>(null);
  const [upload, { isLoading }] = useSubirImagenMutation();
  // A retry after a failed close does not upload the same photo again.
  const subida = useRef<{ foto: Blob; url: string } | null>(null);
  useEffect(() => {
    if (open) setFoto(null);
  }, [open]);
  const subir = async (): Promise<{ imagenDespuesUrl?: string }> => {
    if (!foto) return {};
    if (subida.current?.foto !== foto) subida.current = { foto, url: (await upload(foto).unwrap()).secure_url };
    return { imagenDespuesUrl: subida.current.url };
  };
  return { foto, setFoto, subir, subiendo: isLoading };
}
