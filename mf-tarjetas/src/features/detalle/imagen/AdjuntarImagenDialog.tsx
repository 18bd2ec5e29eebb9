import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { TIPOS_IMAGEN } from '@portal/shared/domain';
import type { Tarjeta } from '@portal/shared/domain';
import { ErrorAlert } from '@portal/shared/ui';
import { FormDialog } from '../form/FormDialog';
import { useAdjuntarImagenForm } from './useAdjuntarImagenForm';

/** 'Adjuntar imagen': one JPEG, PNG or WebP image up to 10 MB. */
export function AdjuntarImagenDialog({ tarjeta, open, onClose }: { tarjeta: Tarjeta; open: boolean; onClose: () => void }) {
  const { form, onSubmit, serverError, isSubmitting } = useAdjuntarImagenForm(tarjeta, open, onClose);
  const archivo = form.watch('archivo');
  const error = form.formState.errors.archivo?.message;
  return (
    <FormDialog
      open={open}
      id="adjuntar-imagen"
      title="Adjuntar imagen"
      submitLabel="Subir"
      isSubmitting={isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
      error={<ErrorAlert message={serverError} />}
    >
      <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} sx={{ alignSelf: 'flex-start' }}>
        Elegir imagen
        <input
          hidden
          type="file"
          aria-label="Imagen"
          accept={TIPOS_IMAGEN.join(',')}
          onChange={(e) => form.setValue('archivo', e.target.files?.[0] ?? null, { shouldValidate: true })}
        />
      </Button>
      <Typography variant="body2">{archivo ? archivo.name : 'Ningún archivo elegido'}</Typography>
      {error && <FormHelperText error>{error}</FormHelperText>}
      <FormHelperText>JPEG, PNG o WebP, hasta 10 MB.</FormHelperText>
    </FormDialog>
  );
}
