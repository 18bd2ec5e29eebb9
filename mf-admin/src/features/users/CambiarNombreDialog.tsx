import { TextField } from '@mui/material';
import type { User } from '@portal/shared/domain';
import { ResponsiveFormDialog } from '@portal/shared/ui';
import { useCambiarNombreForm } from './useCambiarNombreForm';

/** The Admin corrects or changes how `user` is named in this plant (cards, Kaizen and lists show the new name). */
export function CambiarNombreDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const formulario = useCambiarNombreForm(user, onClose);
  const { form } = formulario;
  const { errors } = form.formState;
  return (
    <ResponsiveFormDialog
      open={!!user}
      id="nombre-usuario"
      title={user ? `Nombre de ${user.name}` : 'Nombre'}
      submitLabel="Guardar"
      formulario={formulario}
      onClose={onClose}
      errorId="NOMBRE_USUARIO_ERROR"
      maxWidth="xs"
    >
      <TextField
        label="Nombre"
        autoComplete="off"
        fullWidth
        slotProps={{ htmlInput: { enterKeyHint: 'done', maxLength: 100 } }}
        error={Boolean(errors.name)}
        helperText={errors.name?.message}
        {...form.register('name')}
      />
    </ResponsiveFormDialog>
  );
}
