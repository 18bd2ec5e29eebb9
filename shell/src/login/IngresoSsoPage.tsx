import { useEffect, useRef, useState } from 'react';
import { Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useCanjeSsoMutation } from '@portal/shared/auth';
import { inicioDe, MSG, ROUTES } from '@portal/shared/domain';
import { getErrorMessage } from '@portal/shared/data-access';
import { ErrorAlert, PageTitle } from '@portal/shared/ui';

/** The one-time code the BFF left in the fragment (never sent to any server by the browser). */
export function codigoDelFragmento(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('codigo');
}

/**
 * Where single sign-on's return lands (issue 24 §3): the code is taken out of the address at once (history, a shared
 * screen), traded for the session, and the person goes on to their home. A used or late code says so, with the way
 * back to the login.
 */
export function IngresoSsoPage() {
  const navigate = useNavigate();
  const [canjear] = useCanjeSsoMutation();
  const [error, setError] = useState<string | null>(null);
  const iniciado = useRef(false);

  useEffect(() => {
    if (iniciado.current) return;
    iniciado.current = true;
    const codigo = codigoDelFragmento(window.location.hash);
    window.history.replaceState(null, '', ROUTES.ingresoSso);
    if (!codigo) {
      setError(MSG.ssoCodigoInvalido);
      return;
    }
    void canjear({ codigo }).then((r) => {
      if ('error' in r) setError(getErrorMessage(r.error));
      else navigate(inicioDe(r.data.user.role), { replace: true });
    });
  }, [canjear, navigate]);

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: { xs: 2, sm: 8 } }}>
      <Paper sx={{ p: 4, width: '100%', maxWidth: 420 }} elevation={3}>
        <PageTitle>Iniciar Sesión</PageTitle>
        {error ? (
          <Stack spacing={2}>
            <ErrorAlert message={error} />
            <Button component={RouterLink} to={ROUTES.login} variant="contained" size="large">
              Volver al login
            </Button>
          </Stack>
        ) : (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={24} aria-hidden />
            <Typography>Ingresando…</Typography>
          </Stack>
        )}
      </Paper>
    </Box>
  );
}
