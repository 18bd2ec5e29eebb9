import { useEffect, useRef, useState } from 'react';
import { Box, Button, CircularProgress, FormHelperText, Stack, Typography } from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import { MSG } from '@portal/shared/domain';
import { redimensionarFoto } from '@portal/shared/ui';

export interface FotoCampoProps {
  /** Unique on the page: names the inputs and the preview. */
  id: string;
  label: string;
  /** The resized photo (JPEG), or null. */
  foto: Blob | null;
  onFoto: (foto: Blob | null) => void;
}

/** An object URL showing the photo; released when it changes. */
function useVistaPrevia(foto: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!foto) return setUrl(null);
    const nueva = URL.createObjectURL(foto);
    setUrl(nueva);
    return () => URL.revokeObjectURL(nueva);
  }, [foto]);
  return url;
}

/**
 * A photo from the camera ('Tomar foto', the rear camera on a phone) or the gallery, resized in the browser
 * before it is kept; previewed with 'Quitar'.
 */
export function FotoCampo({ id, label, foto, onFoto }: FotoCampoProps) {
  const [procesando, setProcesando] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const vista = useVistaPrevia(foto);
  const ultima = useRef(0);

  const elegir = async (input: HTMLInputElement) => {
    const archivo = input.files?.[0];
    // The same file chosen again must fire a change.
    input.value = '';
    if (!archivo) return;
    const turno = ++ultima.current;
    setError(null);
    setProcesando(true);
    try {
      const lista = await redimensionarFoto(archivo);
      if (turno === ultima.current) onFoto(lista);
    } catch {
      if (turno === ultima.current) setError(MSG.fotoNoLeida);
    } finally {
      if (turno === ultima.current) setProcesando(false);
    }
  };

  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} aria-describedby={error ? `${id}-error` : undefined}>
      <Typography component="legend" variant="body2" color="text.secondary" sx={{ p: 0 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button component="label" variant="outlined" startIcon={<PhotoCameraIcon />} sx={{ minHeight: 48 }}>
          {foto ? 'Tomar otra' : 'Tomar foto'}
          <input hidden type="file" accept="image/*" capture="environment" aria-label={`${label}: tomar foto`} onChange={(e) => void elegir(e.target)} />
        </Button>
        <Button component="label" variant="outlined" startIcon={<PhotoLibraryIcon />} sx={{ minHeight: 48 }}>
          Elegir de la galería
          <input hidden type="file" accept="image/*" aria-label={`${label}: elegir de la galería`} onChange={(e) => void elegir(e.target)} />
        </Button>
      </Box>
      {procesando ? <CircularProgress size={24} aria-label="Preparando la foto" /> : null}
      {vista && foto ? (
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
          <Box
            component="img"
            src={vista}
            alt={`Vista previa: ${label}`}
            sx={{ maxWidth: '100%', maxHeight: 240, objectFit: 'contain', border: 1, borderColor: 'divider', borderRadius: 1 }}
          />
          <Button onClick={() => onFoto(null)} color="error" sx={{ minHeight: 48 }} aria-label={`Quitar ${label.toLowerCase()}`}>
            Quitar
          </Button>
        </Box>
      ) : null}
      {error ? (
        <FormHelperText id={`${id}-error`} error>
          {error}
        </FormHelperText>
      ) : null}
    </Stack>
  );
}
