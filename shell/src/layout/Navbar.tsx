import { useState } from 'react';
import {
  AppBar,
  Box,
  Button,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Toolbar,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import PasswordIcon from '@mui/icons-material/Password';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import AddCircleIcon from '@mui/icons-material/AddCircle';
import ListAltIcon from '@mui/icons-material/ListAlt';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useSelector } from 'react-redux';
import { selectToken, useAuth, useCan } from '@portal/shared/auth';
import { ROUTES, type Capability } from '@portal/shared/domain';
import { PendientesBadge } from '../pendientes/PendientesBadge';
import { useSalir } from '../sesion/SalirDialog';
import { IndicadorEnVivo } from './IndicadorEnVivo';
import { NotificacionesMenu } from './NotificacionesMenu';
import { PlantaLista, PlantaMenu } from './PlantaSelector';

type NavCapability = Extract<Capability, 'nav.misTarjetas' | 'nav.agregarTarjeta' | 'users.manage' | 'bandeja.view' | 'tarjetas.operate' | 'horas.own'>;

interface NavEntry {
  label: string;
  to: string;
  capability?: NavCapability;
  /** Hidden for whoever has this one too (their inbox already leads there). */
  salvo?: NavCapability;
  /**
   * The paths of the entry's section when it is not "its path and everything under it": /admin/importar and
   * /admin/auditoria hang from /admin but are not 'Administrar usuarios'.
   */
  seccion?: readonly string[];
}

/** Navbar entries in the spec's order (§2); the role filter uses the domain capabilities (§6). */
export const NAV_ENTRIES: readonly NavEntry[] = [
  // Issue 22: the Jefe de area's and Admin's work inbox comes first; the dashboard stays one tap away.
  { label: 'Bandeja', to: ROUTES.bandeja, capability: 'bandeja.view' },
  { label: 'Dashboard', to: ROUTES.dashboard, seccion: [ROUTES.dashboard] },
  { label: 'Mis Tarjetas', to: ROUTES.tarjetas, capability: 'nav.misTarjetas' },
  { label: 'Agregar Tarjeta', to: ROUTES.agregarTarjeta, capability: 'nav.agregarTarjeta' },
  // Issue 22: every role of a plant follows the cards they raised (Corporativo raises none).
  { label: 'Mis reportes', to: ROUTES.misReportes, capability: 'tarjetas.operate' },
  // Not in the spec's navbar list, which leaves /kaizen without a way in: every role may follow Kaizens.
  { label: 'Quick Kaizen', to: ROUTES.kaizen },
  // Issue 25: every role follows its team's step of the autonomous-maintenance program.
  { label: 'Programa AM', to: ROUTES.programa },
  // Issue 26: the routines of the user's teams to do now (a member's inbox of CIL work); a Jefe's and an Admin's
  // Bandeja shows them (and their bar keeps one row at 1280 px with the plant switch).
  { label: 'Rutinas CIL', to: ROUTES.cil, capability: 'tarjetas.operate', salvo: 'bandeja.view' },
  { label: 'Mis horas', to: ROUTES.misHoras, capability: 'horas.own' },
  { label: 'Buscar tarjeta', to: ROUTES.buscar },
  // Issue 22: the admin sections are one area with its own sub-navigation; its menu entry stays lit in all of them.
  {
    label: 'Administrar usuarios',
    to: ROUTES.admin,
    capability: 'users.manage',
    seccion: [ROUTES.admin, ROUTES.register, ROUTES.campos, ROUTES.pantallas, ROUTES.importar, ROUTES.auditoria],
  },
];

const sinBarraFinal = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** Whether `pathname` is in the entry's section (the entry the menu highlights): by its real section, not by prefix. */
export function enSeccion(entry: Pick<NavEntry, 'to' | 'seccion'>, pathname: string): boolean {
  const path = sinBarraFinal(pathname);
  if (entry.seccion) return entry.seccion.includes(path);
  return path === entry.to || path.startsWith(`${entry.to}/`);
}

/** An entry's link props: the 'active' class and aria-current only in its own section. */
function useEnlace(entry: NavEntry) {
  const { pathname } = useLocation();
  const activa = enSeccion(entry, pathname);
  return { component: Link, to: entry.to, className: activa ? 'active' : undefined, 'aria-current': activa ? ('page' as const) : undefined };
}

function EntradaBarra({ entry }: { entry: NavEntry }) {
  const enlace = useEnlace(entry);
  return (
    <Button
      {...enlace}
      color="inherit"
      // Below xl a little smaller and tighter: an Admin's ten entries and the plant switch keep one row at 1280 px.
      sx={{
        textTransform: 'none',
        fontSize: { xs: '0.875rem', xl: '0.95rem' },
        px: { xs: 0.75, xl: 1 },
        minWidth: 0,
        whiteSpace: 'nowrap',
        '&.active': { bgcolor: 'rgba(255,255,255,0.16)' },
      }}
    >
      {entry.label}
    </Button>
  );
}

function EntradaCajon({ entry, onClick }: { entry: NavEntry; onClick: () => void }) {
  const enlace = useEnlace(entry);
  return (
    <ListItem disablePadding>
      <ListItemButton {...enlace} onClick={onClick} sx={{ minHeight: 48, '&.active': { bgcolor: 'action.selected' } }}>
        <ListItemText primary={entry.label} />
      </ListItemButton>
    </ListItem>
  );
}

export const MENU_LABEL = 'Abrir menú';
/** The user's own menu (any role): the desktop bar's user name opens it; the phone drawer lists its entry. */
export const CAMBIAR_PIN_LABEL = 'Cambiar pin';
/** The own e-mail and e-mail notices (issue 12). */
export const MI_CUENTA_LABEL = 'Mi cuenta';
export const MENU_USUARIO_LABEL = 'Menú del usuario';

/** Desktop: the user's name as a button; its menu offers 'Cambiar pin'. */
function UsuarioMenu({ userName }: { userName?: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!userName) return null;
  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccountCircleIcon />}
        aria-label={`${MENU_USUARIO_LABEL}: ${userName}`}
        aria-haspopup="menu"
        aria-controls={anchor ? 'menu-usuario' : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ textTransform: 'none', mx: 0.5, whiteSpace: 'nowrap', maxWidth: 200, minWidth: 0 }}
      >
        <Box component="span" data-testid="nav-user-name" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {userName}
        </Box>
      </Button>
      <Menu id="menu-usuario" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem component={NavLink} to={ROUTES.cambiarPin} onClick={() => setAnchor(null)} sx={{ minHeight: 44 }}>
          <ListItemIcon>
            <PasswordIcon fontSize="small" />
          </ListItemIcon>
          {CAMBIAR_PIN_LABEL}
        </MenuItem>
        <MenuItem component={NavLink} to={ROUTES.cuenta} onClick={() => setAnchor(null)} sx={{ minHeight: 44 }}>
          <ListItemIcon>
            <ManageAccountsIcon fontSize="small" />
          </ListItemIcon>
          {MI_CUENTA_LABEL}
        </MenuItem>
      </Menu>
    </>
  );
}

const NAV_NAME = 'Navegación principal';

/** The entries the user's role sees. */
function useNavEntries(): NavEntry[] {
  const allowed: Record<NavCapability, boolean> = {
    'nav.misTarjetas': useCan('nav.misTarjetas'),
    'nav.agregarTarjeta': useCan('nav.agregarTarjeta'),
    'users.manage': useCan('users.manage'),
    'bandeja.view': useCan('bandeja.view'),
    'tarjetas.operate': useCan('tarjetas.operate'),
    'horas.own': useCan('horas.own'),
  };
  return NAV_ENTRIES.filter((e) => (!e.capability || allowed[e.capability]) && !(e.salvo && allowed[e.salvo]));
}

/** On a phone, the entry kept in the bar: the Operario's 'Agregar Tarjeta', the Bandeja of whoever has one, else 'Mis Tarjetas'. */
function accionPrincipal(entries: NavEntry[]): NavEntry | undefined {
  return entries.find((e) => e.to === ROUTES.agregarTarjeta) ?? entries.find((e) => e.to === ROUTES.bandeja) ?? entries.find((e) => e.to === ROUTES.tarjetas);
}

const Titulo = () => (
  <Typography variant="h6" component="span" noWrap sx={{ mr: 2, flexShrink: 1, minWidth: 0 }}>
    Mejora Continua
  </Typography>
);

/**
 * One row at a plant PC's 1280 px: entries in their own case (upper case took a sixth more room), the plant by its
 * code, and the portal's name only on a wide screen (the tab and the login carry it); with several plants the Admin's
 * bar wrapped to two rows and cut the name to 'Mejora Co…'.
 */
function DesktopBar({ entries, userName, logout }: { entries: NavEntry[]; userName?: string; logout: () => void }) {
  return (
    <Toolbar sx={{ gap: 1 }}>
      <Box sx={{ display: { xs: 'none', xl: 'flex' }, minWidth: 0 }}>
        <Titulo />
      </Box>
      <Box component="nav" aria-label={NAV_NAME} sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', flexGrow: 1 }}>
        {entries.map((entry) => (
          <EntradaBarra key={entry.to} entry={entry} />
        ))}
      </Box>
      <IndicadorEnVivo />
      <PendientesBadge />
      <NotificacionesMenu />
      <PlantaMenu />
      <UsuarioMenu userName={userName} />
      <Button color="inherit" variant="outlined" onClick={logout} sx={{ textTransform: 'none' }}>
        Salir
      </Button>
    </Toolbar>
  );
}

/**
 * Below `md`: one row (menu, title, the main action, the bell); the other entries, the user and
 * 'Salir' in a drawer. The drawer stays mounted (hidden) so the user's name is in the page.
 */
function PhoneBar({ entries, userName, logout }: { entries: NavEntry[]; userName?: string; logout: () => void }) {
  const [open, setOpen] = useState(false);
  const principal = accionPrincipal(entries);
  const otras = entries.filter((e) => e !== principal);
  const close = () => setOpen(false);
  const PrincipalIcon = principal?.to === ROUTES.agregarTarjeta ? AddCircleIcon : principal?.to === ROUTES.bandeja ? MoveToInboxIcon : ListAltIcon;
  return (
    <Toolbar sx={{ gap: 0.5, px: { xs: 1 } }}>
      <IconButton
        color="inherit"
        edge="start"
        aria-label={MENU_LABEL}
        aria-controls="menu-principal"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        size="large"
      >
        <MenuIcon />
      </IconButton>
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex' }}>
        <Titulo />
      </Box>
      {principal && (
        <IconButton color="inherit" component={NavLink} to={principal.to} aria-label={principal.label} size="large">
          <PrincipalIcon />
        </IconButton>
      )}
      <IndicadorEnVivo />
      <PendientesBadge />
      <NotificacionesMenu />
      <Drawer id="menu-principal" anchor="left" open={open} onClose={close} keepMounted slotProps={{ paper: { 'aria-label': 'Menú' } }}>
        <Box sx={{ width: 280, display: 'flex', flexDirection: 'column', height: '100%' }}>
          <Box sx={{ p: 2 }}>
            <Typography variant="subtitle2" color="text.secondary">
              Mejora Continua
            </Typography>
            {userName ? (
              <Typography component="span" variant="h6" data-testid="nav-user-name">
                {userName}
              </Typography>
            ) : null}
          </Box>
          <Divider />
          <Box component="nav" aria-label={NAV_NAME}>
            <List>
              {otras.map((entry) => (
                <EntradaCajon key={entry.to} entry={entry} onClick={close} />
              ))}
            </List>
          </Box>
          <PlantaLista onElegida={close} />
          <Divider />
          <List aria-label={MENU_USUARIO_LABEL}>
            <ListItem disablePadding>
              <ListItemButton component={NavLink} to={ROUTES.cambiarPin} onClick={close} sx={{ minHeight: 48, '&.active': { bgcolor: 'action.selected' } }}>
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <PasswordIcon />
                </ListItemIcon>
                <ListItemText primary={CAMBIAR_PIN_LABEL} />
              </ListItemButton>
            </ListItem>
            <ListItem disablePadding>
              <ListItemButton component={NavLink} to={ROUTES.cuenta} onClick={close} sx={{ minHeight: 48, '&.active': { bgcolor: 'action.selected' } }}>
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <ManageAccountsIcon />
                </ListItemIcon>
                <ListItemText primary={MI_CUENTA_LABEL} />
              </ListItemButton>
            </ListItem>
          </List>
          <Divider />
          <Box sx={{ p: 2 }}>
            <Button variant="outlined" fullWidth onClick={logout} sx={{ minHeight: 44 }}>
              Salir
            </Button>
          </Box>
        </Box>
      </Drawer>
    </Toolbar>
  );
}

/** Shown only while a session token is stored (spec §2, Navbar). */
export function Navbar() {
  const token = useSelector(selectToken);
  const { user } = useAuth();
  const { salir, dialogo } = useSalir();
  const entries = useNavEntries();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  if (!token) return null;
  const Bar = phone ? PhoneBar : DesktopBar;
  return (
    <AppBar position="static" component="header">
      <Bar entries={entries} userName={user?.name} logout={salir} />
      {dialogo}
    </AppBar>
  );
}
