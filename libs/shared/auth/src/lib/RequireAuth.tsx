import type { ReactNode } from 'react';
import { Box, CircularProgress } from '@mui/material';
import { Navigate, useLocation } from 'react-router-dom';
import { NEXT_PARAM, ROUTES, loginPathWithNext } from '@portal/shared/domain';
import { useAuth } from './hooks';

export interface RequireAuthProps {
  children: ReactNode;
}

/**
 * Renders children for an authenticated user; otherwise, once loading is over, redirects to
 * `/login?next=<this path and query>` so the login brings the user back here (a scanned QR, a link).
 * A user whose pin an Admin reset is sent to 'Cambiar pin' (with the same `next`) until they change it.
 */
export function RequireAuth({ children }: RequireAuthProps) {
  const { token, status, isAuthenticated, user } = useAuth();
  const location = useLocation();
  if (isAuthenticated) {
    // After an Admin's reset, every page waits until the user has chosen a pin of their own.
    if (user?.debeCambiarPin && location.pathname !== ROUTES.cambiarPin) {
      const next = location.pathname + location.search + location.hash;
      return <Navigate to={`${ROUTES.cambiarPin}?${NEXT_PARAM}=${encodeURIComponent(next)}`} replace />;
    }
    return <>{children}</>;
  }
  if (token && (status === 'idle' || status === 'loading')) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Cargando sesión" />
      </Box>
    );
  }
  return <Navigate to={loginPathWithNext(location.pathname + location.search + location.hash)} replace />;
}
