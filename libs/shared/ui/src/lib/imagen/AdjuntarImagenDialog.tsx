import { Box, Button, FormHelperText, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { TIPOS_IMAGEN } from '@portal/shared/domain';
import { ResponsiveFormDialog } from '../dialogs/ResponsiveFormDialog';
import { useNotify } from '../feedback/NotifierProvider';
import { useAdjuntarImagenForm, type AdjuntarImagenAcciones } from './useAdjuntarImagenForm';
import { usePrevisualizacion } from './usePrevisualizacion';

export interface AdjuntarImagenDialogProps extends AdjuntarImagenAcciones {
  open: boolean;
  onClose: () => void;
  /** Unique per dialog (ResponsiveFormDialog `id`). */
  id: string;
  /** Names what gets the image: 'Adjuntar imagen: Tarjeta Roja N°1', 'Adjuntar imagen del antes'. */
  title: string;
  /** There is an image already: the new one replaces it. */
  reemplaza: boolean;
  /** The snackbar once attached ('Foto subida'). */
  exito: string;
}

/**
 * Upload and attach one image (a card's, a Kaizen's 'antes' or 'después'): one JPEG, PNG or WebP up to
 * 10 MB, previewed before it is uploaded; a server error shows in the dialog.
 */
export function AdjuntarImagenDialog({ open, onClose, id, title, reemplaza, exito, subir, adjuntar }: AdjuntarImagenDialogProps) {
  const notify = useNotify();
  const { form, onSubmit, serverError, isSubmitting } = useAdjuntarImagenForm({ subir, adjuntar }, open, () => {
    notify.success(exito);
    onClose();
  });
  const archivo = form.watch('archivo');
  const error = form.formState.errors.archivo?.message;
  const vista = usePrevisualizacion(archivo && !error ? archivo : null);
  return (
    <ResponsiveFormDialog
      open={open}
      id={id}
      title={title}
      submitLabel="Subir"
      busy={isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
      error={serverError}
      maxWidth="sm"
    >
      <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} sx={{ alignSelf: 'flex-start', minHeight: 44 }}>
        {reemplaza ? 'Elegir otra imagen' : 'Elegir imagen'}
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
      <FormHelperText>JPEG, PNG o WebP, hasta 10 MB.{reemplaza ? ' La nueva imagen reemplaza a la actual.' : ''}</FormHelperText>
    </ResponsiveFormDialog>
  );
}
