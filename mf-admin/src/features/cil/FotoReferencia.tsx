import { Box, Button, CircularProgress, FormHelperText, Stack, Typography } from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { useSubirFoto } from './useSubirFoto';

export interface FotoReferenciaProps {
  foto: string | null;
  onFoto: (url: string | null) => void;
}

/** A point's reference photo (what good looks like): one button (the phone offers camera or gallery), a thumbnail, 'Quitar foto'. */
export function FotoReferencia({ foto, onFoto }: FotoReferenciaProps) {
  const { elegir, ocupado, error } = useSubirFoto();
  const subir = async (input: HTMLInputElement) => {
    const url = await elegir(input);
    if (url) onFoto(url);
  };
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">
        Foto de referencia
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        {foto && (
          <Box
            component="img"
            src={foto}
            alt="Foto de referencia del punto"
            sx={{ width: 96, height: 96, objectFit: 'cover', border: 1, borderColor: 'divider', borderRadius: 1 }}
          />
        )}
        <Button component="label" variant="outlined" startIcon={<PhotoCameraIcon />} disabled={ocupado} sx={{ minHeight: 44 }}>
          {foto ? 'Cambiar foto' : 'Agregar foto'}
          <input
            hidden
            type="file"
            accept="image/*"
            aria-label="Foto de referencia"
            aria-describedby={error ? 'foto-punto-cil-error' : undefined}
            onChange={(e) => void subir(e.target)}
          />
        </Button>
        {foto && (
          <Button color="error" onClick={() => onFoto(null)} sx={{ minHeight: 44 }}>
            Quitar foto
          </Button>
        )}
        {ocupado && <CircularProgress size={24} aria-label="Subiendo la foto" />}
      </Stack>
      <FormHelperText id="foto-punto-cil-error" error={!!error}>
        {error ?? 'Cómo se ve el punto bien hecho: la guía de quien hace la rutina.'}
      </FormHelperText>
    </Stack>
  );
}
