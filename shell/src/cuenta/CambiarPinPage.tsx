import { Alert, Box, Paper, Stack, TextField } from '@mui/material';
import { useAuth } from '@portal/shared/auth';
import { MSG } from '@portal/shared/domain';
import { BusyButton, FormErrorAlert, PageTitle } from '@portal/shared/ui';
import { useCambiarPinForm } from './useCambiarPinForm';

const pinInput = { inputMode: 'numeric' as const, enterKeyHint: 'next' as const };

/**
 * Any user's own pin: the current one and the new one twice. After an Admin's reset every page sends the
 * user here (RequireAuth) until it is done, and the page says why.
 */
export function CambiarPinPage() {
  const { user } = useAuth();
  const { form, onSubmit, busy, serverError } = useCambiarPinForm();
  const { errors } = form.formState;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: { xs: 2, sm: 6 } }}>
      <Paper sx={{ p: { xs: 2, sm: 4 }, width: '100%', maxWidth: 440 }} elevation={3}>
        <PageTitle>Cambiar pin</PageTitle>
        {user?.debeCambiarPin ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {MSG.debeCambiarPin}
          </Alert>
        ) : null}
        <Stack component="form" spacing={2} noValidate onSubmit={onSubmit} aria-label="Cambiar pin">
          <TextField
            label="Pin actual"
            type="password"
            autoComplete="current-password"
            required
            slotProps={{ htmlInput: { ...pinInput, 'aria-required': true } }}
            error={Boolean(errors.pinActual)}
            helperText={errors.pinActual?.message}
            {...form.register('pinActual')}
          />
          <TextField
            label="Pin nuevo"
            type="password"
            autoComplete="new-password"
            required
            slotProps={{ htmlInput: { ...pinInput, 'aria-required': true } }}
            error={Boolean(errors.pinNuevo)}
            helperText={errors.pinNuevo?.message ?? 'Solo números, 6 como mínimo'}
            {...form.register('pinNuevo')}
          />
          <TextField
            label="Repetir pin nuevo"
            type="password"
            autoComplete="new-password"
            required
            slotProps={{ htmlInput: { ...pinInput, enterKeyHint: 'done', 'aria-required': true } }}
            error={Boolean(errors.pinNuevoRepetido)}
            helperText={errors.pinNuevoRepetido?.message}
            {...form.register('pinNuevoRepetido')}
          />
          <FormErrorAlert message={serverError} errorId="CAMBIAR_PIN_ERROR" />
          <BusyButton type="submit" variant="contained" size="large" busy={busy} sx={{ minHeight: 48 }}>
            Cambiar pin
          </BusyButton>
        </Stack>
      </Paper>
    </Box>
  );
}
