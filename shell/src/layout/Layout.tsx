import { Box, Container } from '@mui/material';
import { Outlet } from 'react-router-dom';
import { useAuth } from '@portal/shared/auth';
import { EventosPortal } from '@portal/shared/live';
import { SincronizadorPendientes } from '../pendientes/SincronizadorPendientes';
import { CierrePorInactividad } from '../sesion/CierrePorInactividad';
import { Navbar } from './Navbar';

export function Layout() {
  const { isAuthenticated } = useAuth();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      {isAuthenticated ? <SincronizadorPendientes /> : null}
      {isAuthenticated ? <CierrePorInactividad /> : null}
      {/* The tab's one live stream (issue 12): lists, details, dashboard and bell follow other users' changes. */}
      {isAuthenticated ? <EventosPortal /> : null}
      <Navbar />
      <Container component="main" maxWidth="xl" sx={{ py: 3, flexGrow: 1 }}>
        <Outlet />
      </Container>
    </Box>
  );
}
