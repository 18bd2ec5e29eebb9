import { useState, type MouseEvent } from 'react';
import { Badge, IconButton, ListItemText, Typography, Menu, MenuItem } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { Link } from 'react-router-dom';
import {
  NOTIFICACIONES_POLLING_MS,
  useGetNotificacionesNoLeidasQuery,
  useGetNotificacionesQuery,
  useMarcarNotificacionesLeidasMutation,
} from '@portal/shared/data-access';
import { detallePath, type Tarjeta } from '@portal/shared/domain';
import { formatFechaHora } from '@portal/shared/ui';

export const SIN_NOTIFICACIONES = 'No hay tarjetas cerradas recientemente';

const MENU_ID = 'notificaciones-menu';

/** The close date of a closed card; its opening date if the close date is missing. */
const fechaCierre = (t: Tarjeta) => formatFechaHora(t.finReparacion ?? t.fecha);

/** 'Notificaciones: 3 sin leer'; just 'Notificaciones' when all are read. */
export const campanaLabel = (noLeidas: number) => (noLeidas > 0 ? `Notificaciones: ${noLeidas} sin leer` : 'Notificaciones');

/**
 * Navbar bell: the user's last 5 closed cards (v1.4 change log), each a link to its detail. The badge
 * counts the unread ones (stored per user on the server); opening the menu marks them read.
 */
export function NotificacionesMenu() {
  const { data = [] } = useGetNotificacionesQuery();
  const { data: { noLeidas } = { noLeidas: 0 } } = useGetNotificacionesNoLeidasQuery(undefined, {
    pollingInterval: NOTIFICACIONES_POLLING_MS,
    skipPollingIfUnfocused: true,
  });
  const [marcarLeidas] = useMarcarNotificacionesLeidasMutation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = Boolean(anchor);
  const close = () => setAnchor(null);
  const abrir = (e: MouseEvent<HTMLElement>) => {
    setAnchor(e.currentTarget);
    if (noLeidas > 0) void marcarLeidas();
  };

  return (
    <>
      <IconButton
        color="inherit"
        size="large"
        aria-label={campanaLabel(noLeidas)}
        aria-controls={open ? MENU_ID : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        onClick={abrir}
      >
        <Badge badgeContent={noLeidas} color="error" data-testid="notificaciones-badge">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Menu id={MENU_ID} anchorEl={anchor} open={open} onClose={close}>
        {data.length === 0 ? (
          <MenuItem disabled>
            <Typography variant="body2">{SIN_NOTIFICACIONES}</Typography>
          </MenuItem>
        ) : (
          data.map((t) => (
            <MenuItem key={t._id} component={Link} to={detallePath(t._id)} onClick={close}>
              <ListItemText primary={`Tarjeta ${t.color} N°${t.numero}`} secondary={`Cerrada el ${fechaCierre(t)}`} />
            </MenuItem>
          ))
        )}
      </Menu>
    </>
  );
}
