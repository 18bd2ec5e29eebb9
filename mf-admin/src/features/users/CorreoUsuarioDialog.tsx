import { TextField, Typography } from '@mui/material';
import type { User } from '@portal/shared/domain';
import { ResponsiveFormDialog } from '@portal/shared/ui';
import { useCorreoUsuarioForm } from './useCorreoUsuarioForm';

/** The Admin sets `user`'s contact e-mail (overdue notices); the user can also change it, and turn e-mail off, in 'Mi cuenta'. */
export function CorreoUsuarioDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const formulario = useCorreoUsuarioForm(user, onClose);
  const { form } = formulario;
  const { errors } = form.formState;
  return (
    <ResponsiveFormDialog
      open={!!user}
      id="correo-usuario"
      title={user ? `E-mail de ${user.name}` : 'E-mail'}
      submitLabel="Guardar"
      formulario={formulario}
      onClose={onClose}
      errorId="CORREO_USUARIO_ERROR"
      maxWidth="xs"
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        Recibe por e-mail los avisos de tarjetas vencidas (si no los desactivó en &quot;Mi cuenta&quot;). Vacío: sin e-mail.
      </Typography>
      <TextField
        label="E-mail"
        type="email"
        autoComplete="off"
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'email', enterKeyHint: 'done' } }}
        error={Boolean(errors.correo)}
        helperText={errors.correo?.message}
        {...form.register('correo')}
      />
    </ResponsiveFormDialog>
  );
}
