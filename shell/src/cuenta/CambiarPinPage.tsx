import { Alert, Box, Paper, Stack, TextField } from '@mui/material';
import { useAuth } from '@portal/shared/auth';
import { MSG, type CambiarPinInput } from '@portal/shared/domain';
import { BusyButton, FormErrorAlert, PageTitle } from '@portal/shared/ui';
import { useCambiarPinForm } from './useCambiarPinForm';

/**
 * Any user's own pin: the current one and the new one twice. After an Admin's reset every page sends the
 * user here (RequireAuth) until it is done, and the page says why.
 */
export function CambiarPinPage() {
  const { user } = useAuth();
  const { form, onSubmit, busy, serverError } = useCambiarPinForm();
  const { errors } = form.formState;
  // The three pins are alike: hidden, required, numeric; a field's error replaces its help.
  const campoPin = (name: keyof CambiarPinInput, ayuda?: string, enterKeyHint: 'next' | 'done' = 'next') => ({
    type: 'password',
    required: true,
    slotProps: { htmlInput: { inputMode: 'numeric' as const, enterKeyHint, 'aria-required': true } },
    error: Boolean(errors[name]),
    helperText: errors[name]?.message ?? ayuda,
    ...form.register(name),
  });
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
          <TextField label="Pin actual" autoComplete="current-password" {...campoPin('pinActual')} />
          <TextField label="Pin nuevo" autoComplete="new-password" {...campoPin('pinNuevo', 'Solo números, 6 como mínimo')} />
          <TextField label="Repetir pin nuevo" autoComplete="new-password" {...campoPin('pinNuevoRepetido', undefined, 'done')} />
          <FormErrorAlert message={serverError} errorId="CAMBIAR_PIN_ERROR" />
          <BusyButton type="submit" variant="contained" size="large" busy={busy} sx={{ minHeight: 48 }}>
            Cambiar pin
          </BusyButton>
        </Stack>
      </Paper>
    </Box>
  );
}
