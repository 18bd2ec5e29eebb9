import { useState } from 'react';
import { Box, Button, CircularProgress, FormHelperText, Stack } from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { getErrorMessage, useSubirImagenMutation } from '@portal/shared/data-access';
import { MSG } from '@portal/shared/domain';
import { redimensionarFoto } from '@portal/shared/ui';

export interface FotoRespuestaProps {
  /** Unique on the page: names the input and the error. */
  id: string;
  /** The requirement, naming the photo for a screen reader. */
  requisito: string;
  foto: string | null;
  onFoto: (url: string | null) => void;
}

/**
 * A requirement's evidence: one button (the phone offers camera or gallery), the photo resized like a card's and
 * uploaded, then shown as a thumbnail with 'Quitar'. A photo needs the connection (it is not kept on the phone).
 */
export function FotoRespuesta({ id, requisito, foto, onFoto }: FotoRespuestaProps) {
  const [subir, { isLoading }] = useSubirImagenMutation();
  const [procesando, setProcesando] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const elegir = async (input: HTMLInputElement) => {
    const archivo = input.files?.[0];
    // The same file chosen again must fire a change.
    input.value = '';
    if (!archivo) return;
    setError(null);
    setProcesando(true);
    try {
      let lista: Blob;
      try {
        lista = await redimensionarFoto(archivo);
      } catch {
        return setError(MSG.fotoNoLeida);
      }
      try {
        onFoto((await subir(lista).unwrap()).secure_url);
      } catch (e) {
        setError(`No se pudo subir la foto: ${getErrorMessage(e)}`);
      }
    } finally {
      setProcesando(false);
    }
  };

  const ocupado = procesando || isLoading;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button component="label" variant="outlined" startIcon={<PhotoCameraIcon />} disabled={ocupado} sx={{ minHeight: 44 }}>
          {foto ? 'Cambiar foto' : 'Foto'}
          <input
            hidden
            type="file"
            accept="image/*"
            aria-label={`Foto de evidencia: ${requisito}`}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => void elegir(e.target)}
          />
        </Button>
        {ocupado && <CircularProgress size={24} aria-label="Subiendo la foto" />}
      </Stack>
      {foto && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Box
            component="img"
            src={foto}
            alt={`Foto de evidencia: ${requisito}`}
            sx={{ width: 96, height: 96, objectFit: 'cover', border: 1, borderColor: 'divider', borderRadius: 1 }}
          />
          <Button color="error" onClick={() => onFoto(null)} sx={{ minHeight: 44 }}>
            Quitar foto
          </Button>
        </Stack>
      )}
      {error && (
        <FormHelperText id={`${id}-error`} error>
          {error}
        </FormHelperText>
      )}
    </Stack>
  );
}
