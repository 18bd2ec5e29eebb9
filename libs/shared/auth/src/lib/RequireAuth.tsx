import type { ReactNode } from 'react';
import { Box, CircularProgress } from '@mui/material';
import { Navigate, useLocation } from 'react-router-dom';
import { loginPathWithNext } from '@portal/shared/domain';
import { useAuth } from './hooks';

export interface RequireAuthProps {
  children: ReactNode;
}

/**
 * Renders children for an authenticated user; otherwise, once loading is over, redirects to
 * `/login?next=<this path and query>` so the login brings the user back here (a scanned QR, a link).
 */
export function RequireAuth({ children }: RequireAuthProps) {
  const { token, status, isAuthenticated } = useAuth();
  const location = useLocation();
  if (isAuthenticated) return <>{children}</>;
  if (token && (status === 'idle' || status === 'loading')) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Cargando sesión" />
      </Box>
    );
  }
  return <Navigate to={loginPathWithNext(location.pathname + location.search + location.hash)} replace />;
}
