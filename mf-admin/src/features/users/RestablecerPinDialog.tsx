import { TextField, Typography } from '@mui/material';
import type { User } from '@portal/shared/domain';
import { ResponsiveFormDialog } from '@portal/shared/ui';
import { useRestablecerPinForm } from './useRestablecerPinForm';

/** The Admin gives `user` a new pin to tell them; the user's sessions end and the next login asks for their own. */
export function RestablecerPinDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const formulario = useRestablecerPinForm(user, onClose);
  const { form } = formulario;
  const { errors } = form.formState;
  return (
    <ResponsiveFormDialog
      open={!!user}
      id="restablecer-pin"
      title={user ? `Restablecer pin de ${user.name}` : 'Restablecer pin'}
      submitLabel="Restablecer pin"
      formulario={formulario}
      onClose={onClose}
      errorId="RESTABLECER_PIN_ERROR"
      maxWidth="xs"
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        Sus sesiones abiertas se cerrarán y, al ingresar con este pin, deberá elegir uno propio.
      </Typography>
      <TextField
        label="Pin nuevo"
        autoComplete="off"
        required
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-required': true, enterKeyHint: 'done' } }}
        error={Boolean(errors.pin)}
        helperText={errors.pin?.message ?? 'Solo números, 6 como mínimo'}
        {...form.register('pin')}
      />
    </ResponsiveFormDialog>
  );
}
