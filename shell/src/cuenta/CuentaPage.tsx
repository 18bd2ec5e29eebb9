import { Box, FormControlLabel, Paper, Stack, Switch, TextField, Typography } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useAuth } from '@portal/shared/auth';
import { unirConPunto } from '@portal/shared/domain';
import { BusyButton, FormErrorAlert, PageTitle } from '@portal/shared/ui';
import { useAvisosCuentaForm } from './useAvisosCuentaForm';

export const AVISOS_CORREO_LABEL = 'Recibir avisos de tarjetas vencidas por e-mail';

/**
 * 'Mi cuenta' (any user): the own contact e-mail and whether overdue notices also go by e-mail. The bell
 * shows them either way; the login stays the legajo.
 */
export function CuentaPage() {
  const { user } = useAuth();
  const { form, onSubmit, busy, serverError } = useAvisosCuentaForm(user);
  const { errors } = form.formState;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: { xs: 2, sm: 6 } }}>
      <Paper sx={{ p: { xs: 2, sm: 4 }, width: '100%', maxWidth: 480 }} elevation={3}>
        <PageTitle>Mi cuenta</PageTitle>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {unirConPunto(user?.name, !!user?.email && `Legajo ${user.email}`)}
        </Typography>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          Avisos por e-mail
        </Typography>
        <Stack component="form" spacing={2} noValidate onSubmit={onSubmit} aria-label="Avisos por e-mail">
          <TextField
            label="E-mail"
            type="email"
            autoComplete="email"
            slotProps={{ htmlInput: { inputMode: 'email' } }}
            error={Boolean(errors.correo)}
            helperText={errors.correo?.message ?? 'Opcional. Vacío: sin e-mail'}
            {...form.register('correo')}
          />
          <Controller
            control={form.control}
            name="avisosCorreo"
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} onBlur={field.onBlur} name={field.name} />}
                label={AVISOS_CORREO_LABEL}
              />
            )}
          />
          <FormErrorAlert message={serverError} errorId="CUENTA_AVISOS_ERROR" />
          <BusyButton type="submit" variant="contained" size="large" busy={busy} sx={{ minHeight: 48 }}>
            Guardar
          </BusyButton>
        </Stack>
      </Paper>
    </Box>
  );
}
