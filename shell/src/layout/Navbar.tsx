import { AppBar, Box, Button, Toolbar, Typography } from '@mui/material';
import { NavLink } from 'react-router-dom';
import { useSelector } from 'react-redux';
import { selectToken, useAuth, useCan, useLogout } from '@portal/shared/auth';
import { ROUTES, type Capability } from '@portal/shared/domain';
import { NotificacionesMenu } from './NotificacionesMenu';

interface NavEntry {
  label: string;
  to: string;
  capability?: Capability;
}

/** Navbar entries in the spec's order (§2); the role filter uses the domain capabilities (§6). */
export const NAV_ENTRIES: readonly NavEntry[] = [
  { label: 'Dashboard', to: ROUTES.dashboard },
  { label: 'Mis Tarjetas', to: ROUTES.tarjetas, capability: 'nav.misTarjetas' },
  { label: 'Agregar Tarjeta', to: ROUTES.agregarTarjeta, capability: 'nav.agregarTarjeta' },
  { label: 'Mis horas', to: ROUTES.misHoras },
  { label: 'Buscar tarjeta', to: ROUTES.buscar },
  { label: 'Administrar usuarios', to: ROUTES.admin, capability: 'users.manage' },
];

function NavItem({ entry }: { entry: NavEntry }) {
  return (
    <Button
      component={NavLink}
      to={entry.to}
      end={entry.to === ROUTES.dashboard}
      color="inherit"
      sx={{ '&.active': { bgcolor: 'rgba(255,255,255,0.16)' } }}
    >
      {entry.label}
    </Button>
  );
}

function GuardedNavItem({ entry, capability }: { entry: NavEntry; capability: Capability }) {
  return useCan(capability) ? <NavItem entry={entry} /> : null;
}

/** Shown only while a session token is stored (spec §2, Navbar). */
export function Navbar() {
  const token = useSelector(selectToken);
  const { user } = useAuth();
  const logout = useLogout();
  if (!token) return null;
  return (
    <AppBar position="static" component="header">
      <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="span" sx={{ mr: 2 }}>
          Mejora Continua
        </Typography>
        <Box component="nav" aria-label="Navegación principal" sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', flexGrow: 1 }}>
          {NAV_ENTRIES.map((entry) =>
            entry.capability ? (
              <GuardedNavItem key={entry.to} entry={entry} capability={entry.capability} />
            ) : (
              <NavItem key={entry.to} entry={entry} />
            ),
          )}
        </Box>
        <NotificacionesMenu />
        {user ? (
          <Typography component="span" data-testid="nav-user-name" sx={{ mx: 1 }}>
            {user.name}
          </Typography>
        ) : null}
        <Button color="inherit" variant="outlined" onClick={logout}>
          Salir
        </Button>
      </Toolbar>
    </AppBar>
  );
}
