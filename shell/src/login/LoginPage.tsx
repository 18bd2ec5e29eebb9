import { Alert, Box, Button, Checkbox, Divider, FormControlLabel, Link, Paper, Stack, TextField } from '@mui/material';
import { useSelector } from 'react-redux';
import { Controller } from 'react-hook-form';
import { Navigate } from 'react-router-dom';
import { selectSessionExpired, useAuth } from '@portal/shared/auth';
import { MSG, ROUTES } from '@portal/shared/domain';
import { ErrorAlert, PageTitle } from '@portal/shared/ui';
import { recordarPcCompartida } from '../sesion/pcCompartida';
import { useLoginForm, useNextPath } from './useLoginForm';

/** 'PC compartida: cerrar la sesión tras 15 minutos sin uso' (the minutes once the server said them). */
export const pcCompartidaTexto = (minutos?: number) =>
  minutos ? `PC compartida: cerrar la sesión tras ${minutos} minutos sin uso` : 'PC compartida: cerrar la sesión si no se usa';

export function LoginPage() {
  const { isAuthenticated, user } = useAuth();
  const { form, onSubmit, onDemoLogin, demoEnabled, pcCompartidaMinutos, plantas, submitting, serverError, sso, motivoSso } = useLoginForm();
  const { errors } = form.formState;
  const next = useNextPath();
  const expired = useSelector(selectSessionExpired);

  if (isAuthenticated) return <Navigate to={next(user?.role)} replace />;

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: { xs: 2, sm: 8 } }}>
      <Paper sx={{ p: 4, width: '100%', maxWidth: 420 }} elevation={3}>
        <PageTitle>Iniciar Sesión</PageTitle>
        {expired && !serverError ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {MSG.sesionExpirada}
          </Alert>
        ) : null}
        <ErrorAlert message={serverError ?? motivoSso ?? null} />
        <Stack component="form" spacing={2} noValidate onSubmit={onSubmit} aria-label="Iniciar Sesión">
          {plantas.length ? (
            <Controller
              control={form.control}
              name="planta"
              render={({ field, fieldState }) => (
                <TextField
                  select
                  label="Planta"
                  {...field}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                >
                  <option value="" disabled>
                    Seleccione una planta
                  </option>
                  {plantas.map((p) => (
                    <option key={p.codigo} value={p.codigo}>
                      {p.nombre}
                    </option>
                  ))}
                </TextField>
              )}
            />
          ) : null}
          <TextField
            label="N° Legajo"
            autoComplete="username"
            autoFocus
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            error={Boolean(errors.legajo)}
            helperText={errors.legajo?.message}
            {...form.register('legajo')}
          />
          <TextField
            label="Pin"
            type="password"
            autoComplete="current-password"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            error={Boolean(errors.pin)}
            helperText={errors.pin?.message}
            {...form.register('pin')}
          />
          <FormControlLabel
            control={<Checkbox {...form.register('pcCompartida')} defaultChecked={form.getValues('pcCompartida')} />}
            label={pcCompartidaTexto(pcCompartidaMinutos)}
            sx={{ minHeight: 44 }}
          />
          <Button type="submit" variant="contained" size="large" disabled={submitting}>
            Login
          </Button>
          {sso ? (
            <>
              <Divider>o</Divider>
              <Button variant="outlined" size="large" href={sso.href} onClick={() => recordarPcCompartida(form.getValues('pcCompartida'))}>
                Ingresar con {sso.nombre}
              </Button>
            </>
          ) : null}
          {demoEnabled ? (
            <Link
              href={ROUTES.login}
              onClick={(event) => {
                event.preventDefault();
                void onDemoLogin();
              }}
              sx={{ alignSelf: 'center' }}
            >
              Login as a demo user
            </Link>
          ) : null}
        </Stack>
      </Paper>
    </Box>
  );
}
