import { Box, Button, FormHelperText, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { TIPOS_IMAGEN } from '@portal/shared/domain';
import type { Tarjeta } from '@portal/shared/domain';
import { ResponsiveFormDialog, useNotify } from '@portal/shared/ui';
import { EXITO, TITULOS } from '../textos';
import { useAdjuntarImagenForm } from './useAdjuntarImagenForm';
import { usePrevisualizacion } from './usePrevisualizacion';

/**
 * 'Adjuntar imagen', or 'Reemplazar foto' when the card has one (Jefe de area, Admin): one JPEG,
 * PNG or WebP image up to 10 MB, previewed before it is uploaded.
 */
export function AdjuntarImagenDialog({ tarjeta, open, onClose }: { tarjeta: Tarjeta; open: boolean; onClose: () => void }) {
  const notify = useNotify();
  const { form, onSubmit, serverError, isSubmitting } = useAdjuntarImagenForm(tarjeta, open, () => {
    notify.success(EXITO.fotoSubida);
    onClose();
  });
  const archivo = form.watch('archivo');
  const error = form.formState.errors.archivo?.message;
  const vista = usePrevisualizacion(archivo && !error ? archivo : null);
  return (
    <ResponsiveFormDialog
      open={open}
      id="adjuntar-imagen"
      title={TITULOS.imagen(tarjeta)}
      submitLabel="Subir"
      busy={isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
      error={serverError}
      maxWidth="sm"
    >
      <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} sx={{ alignSelf: 'flex-start', minHeight: 44 }}>
        {tarjeta.imagenUrl ? 'Elegir otra imagen' : 'Elegir imagen'}
        <input
          hidden
          type="file"
          aria-label="Imagen"
          accept={TIPOS_IMAGEN.join(',')}
          onChange={(e) => form.setValue('archivo', e.target.files?.[0] ?? null, { shouldValidate: true })}
        />
      </Button>
      <Typography variant="body2">{archivo ? archivo.name : 'Ningún archivo elegido'}</Typography>
      {vista && (
        <Box
          component="img"
          src={vista}
          alt={`Vista previa de ${archivo?.name ?? 'la imagen'}`}
          sx={{ maxWidth: '100%', maxHeight: 320, objectFit: 'contain', alignSelf: 'flex-start', border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
      )}
      {error && <FormHelperText error>{error}</FormHelperText>}
      <FormHelperText>JPEG, PNG o WebP, hasta 10 MB.{tarjeta.imagenUrl ? ' La nueva imagen reemplaza a la actual.' : ''}</FormHelperText>
    </ResponsiveFormDialog>
  );
}
