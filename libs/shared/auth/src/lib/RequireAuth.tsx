import type { ReactNode } from 'react';
import { Box, CircularProgress } from '@mui/material';
import { Navigate, useLocation } from 'react-router-dom';
import { ROUTES } from '@portal/shared/domain';
import { useAuth } from './hooks';

export interface RequireAuthProps {
  children: ReactNode;
}

/** Renders children for an authenticated user; redirects to the login once loading is over. */
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
  return <Navigate to={ROUTES.login} replace state={{ from: location.pathname }} />;
}
