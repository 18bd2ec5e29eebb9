import type { ReactNode } from 'react';
import { Alert, Box, CircularProgress } from '@mui/material';
import { can, type Capability } from '@portal/shared/domain';
import { useAuth } from './hooks';

export const SIN_PERMISO_PAGINA = 'No tiene permiso para ver esta página.';

export interface RequireCapabilityProps {
  capability: Capability;
  children: ReactNode;
}

/** Renders children only when the current user's role has the capability. */
export function RequireCapability({ capability, children }: RequireCapabilityProps) {
  const { user, token, status } = useAuth();
  if (!user && token && (status === 'idle' || status === 'loading')) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Cargando sesión" />
      </Box>
    );
  }
  if (!can(user?.role, capability)) {
    return (
      <Alert severity="error" sx={{ my: 2 }}>
        {SIN_PERMISO_PAGINA}
      </Alert>
    );
  }
  return <>{children}</>;
}
