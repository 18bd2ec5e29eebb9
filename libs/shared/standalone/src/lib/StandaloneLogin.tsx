import { useState, type FormEvent } from 'react';
import { Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { Navigate } from 'react-router-dom';
import { useAuth, useDemoLoginMutation, useLoginMutation } from '@portal/shared/auth';
import { getErrorMessage } from '@portal/shared/data-access';
import { ROUTES } from '@portal/shared/domain';
import { ErrorAlert } from '@portal/shared/ui';

/** Minimal login for standalone development (the portal's real login lives in the shell). */
export function StandaloneLogin() {
  const { isAuthenticated } = useAuth();
  const [legajo, setLegajo] = useState('');
  const [pin, setPin] = useState('');
  const [login, loginState] = useLoginMutation();
  const [demoLogin, demoState] = useDemoLoginMutation();
  if (isAuthenticated) return <Navigate to={ROUTES.dashboard} replace />;
  const error = loginState.error ?? demoState.error;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void login({ email: legajo, password: pin });
  };
  return (
    <Paper sx={{ p: 3, maxWidth: 400, mx: 'auto', mt: 6 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Iniciar Sesión (modo independiente)
      </Typography>
      <ErrorAlert message={error ? getErrorMessage(error) : null} />
      <Stack component="form" spacing={2} onSubmit={submit}>
        <TextField label="N° Legajo" value={legajo} onChange={(e) => setLegajo(e.target.value)} />
        <TextField label="Pin" type="password" value={pin} onChange={(e) => setPin(e.target.value)} />
        <Button type="submit" variant="contained">
          Login
        </Button>
        <Button onClick={() => void demoLogin()}>Login as a demo user</Button>
      </Stack>
    </Paper>
  );
}
