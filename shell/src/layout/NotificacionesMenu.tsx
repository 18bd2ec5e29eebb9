import { useState, type MouseEvent, type ReactNode } from 'react';
import { Badge, Box, IconButton, ListItemText, ListSubheader, Typography, Menu, MenuItem } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { Link } from 'react-router-dom';
import {
  NOTIFICACIONES_POLLING_MS,
  useGetAvisosVencidasQuery,
  useGetNotificacionesNoLeidasQuery,
  useGetNotificacionesQuery,
  useMarcarNotificacionesLeidasMutation,
  useMarcarVencidasLeidasMutation,
} from '@portal/shared/data-access';
import { calcularAlerta, COLOR_CHIP, detallePath, NIVEL_AVISO_LABEL, unirConPunto, type AvisoVencida, type Tarjeta } from '@portal/shared/domain';
import { usePlantaTiempo } from '@portal/shared/ui';

export const SIN_NOTIFICACIONES = 'No hay tarjetas cerradas recientemente';
export const VENCIDAS_TITULO = 'Vencidas';
export const CERRADAS_TITULO = 'Cerradas';

const MENU_ID = 'notificaciones-menu';

/** The close instant of a closed card; its opening if the close date is missing. */
const fechaCierre = (t: Tarjeta) => t.finReparacion ?? t.fecha;

/** 'Notificaciones: 3 sin leer'; just 'Notificaciones' when all are read. */
export const campanaLabel = (noLeidas: number) => (noLeidas > 0 ? `Notificaciones: ${noLeidas} sin leer` : 'Notificaciones');

/** 'Excedido 3 días · Vencida' (the days as the card's own alert counts them, now). */
export const avisoSecundario = (a: AvisoVencida, ahora: Date = new Date()) => `${calcularAlerta(a.fecha, a.prioridad, ahora).texto} · ${NIVEL_AVISO_LABEL[a.nivel]}`;

const polling = { pollingInterval: NOTIFICACIONES_POLLING_MS, skipPollingIfUnfocused: true };

/** The card's colour as a small dot (the text names the colour too). */
function PuntoColor({ color }: { color: AvisoVencida['color'] }) {
  return <Box component="span" aria-hidden sx={{ display: 'inline-block', width: 12, height: 12, borderRadius: '50%', bgcolor: COLOR_CHIP[color]?.fondo ?? 'grey.500', mr: 1.5, flexShrink: 0 }} />;
}

/**
 * Navbar bell: a 'Vencidas' section with the user's overdue notices of cards still open (issue 12), then the
 * user's last 5 closed cards (v1.4 change log); each a link to its card. The badge counts the unread of
 * both (stored per user on the server); opening the menu marks them read.
 */
export function NotificacionesMenu() {
  const { data = [] } = useGetNotificacionesQuery();
  const { data: { noLeidas } = { noLeidas: 0 } } = useGetNotificacionesNoLeidasQuery(undefined, polling);
  const { data: vencidas = { items: [], noLeidas: 0 } } = useGetAvisosVencidasQuery(undefined, polling);
  const [marcarLeidas] = useMarcarNotificacionesLeidasMutation();
  const [marcarVencidasLeidas] = useMarcarVencidasLeidasMutation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const tiempo = usePlantaTiempo();
  const open = Boolean(anchor);
  const close = () => setAnchor(null);
  const total = noLeidas + vencidas.noLeidas;
  const abrir = (e: MouseEvent<HTMLElement>) => {
    setAnchor(e.currentTarget);
    if (noLeidas > 0) void marcarLeidas();
    if (vencidas.noLeidas > 0) void marcarVencidasLeidas();
  };
  const conVencidas = vencidas.items.length > 0;

  const cerradas: ReactNode[] =
    data.length === 0
      ? [
          <MenuItem key="sin-cerradas" disabled>
            <Typography variant="body2">{SIN_NOTIFICACIONES}</Typography>
          </MenuItem>,
        ]
      : data.map((t) => (
          <MenuItem key={t._id} component={Link} to={detallePath(t._id)} onClick={close}>
            <ListItemText primary={`Tarjeta ${t.color} N°${t.numero}`} secondary={`Cerrada el ${tiempo.fechaHora(fechaCierre(t))}`} />
          </MenuItem>
        ));

  return (
    <>
      <IconButton
        color="inherit"
        size="large"
        aria-label={campanaLabel(total)}
        aria-controls={open ? MENU_ID : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        onClick={abrir}
      >
        <Badge badgeContent={total} color="error" data-testid="notificaciones-badge">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Menu id={MENU_ID} anchorEl={anchor} open={open} onClose={close} slotProps={{ paper: { sx: { maxHeight: '80vh', maxWidth: 420 } } }}>
        {conVencidas ? [
          <ListSubheader key="vencidas-titulo" data-testid="notificaciones-vencidas">
            {VENCIDAS_TITULO}
          </ListSubheader>,
          ...vencidas.items.map((a) => (
            <MenuItem key={a._id} component={Link} to={detallePath(a.tarjetaId)} onClick={close} data-nivel={a.nivel} sx={a.leida ? undefined : { bgcolor: 'action.hover' }}>
              <PuntoColor color={a.color} />
              <ListItemText primary={unirConPunto(`Tarjeta ${a.color} N°${a.numero}`, a.maquina)} secondary={avisoSecundario(a)} />
            </MenuItem>
          )),
          <ListSubheader key="cerradas-titulo">{CERRADAS_TITULO}</ListSubheader>,
        ] : null}
        {cerradas}
      </Menu>
    </>
  );
}
