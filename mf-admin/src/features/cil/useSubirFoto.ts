import { useState } from 'react';
import { getErrorMessage, useSubirImagenMutation } from '@portal/shared/data-access';
import { MSG } from '@portal/shared/domain';
import { redimensionarFoto } from '@portal/shared/ui';

/**
 * A photo chosen in a file input, resized like a card's (`redimensionarFoto`) and uploaded: answers its URL, or null
 * (nothing chosen, or the error is in `error`). A photo needs the connection (it is not kept on the phone).
 */
export function useSubirFoto() {
  const [subir, { isLoading }] = useSubirImagenMutation();
  const [procesando, setProcesando] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const elegir = async (input: HTMLInputElement): Promise<string | null> => {
    const archivo = input.files?.[0];
    // The same file chosen again must fire a change.
    input.value = '';
    if (!archivo) return null;
    setError(null);
    setProcesando(true);
    try {
      let lista: Blob;
      try {
        lista = await redimensionarFoto(archivo);
      } catch {
        setError(MSG.fotoNoLeida);
        return null;
      }
      try {
        return (await subir(lista).unwrap()).secure_url;
      } catch (e) {
        setError(`No se pudo subir la foto: ${getErrorMessage(e)}`);
        return null;
      }
    } finally {
      setProcesando(false);
    }
  };

  return { elegir, ocupado: procesando || isLoading, error, setError };
}
