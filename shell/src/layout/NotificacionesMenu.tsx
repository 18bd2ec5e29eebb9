import { useState, type MouseEvent } from 'react';
import { Badge, Box, Button, IconButton, Popover, Typography } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { Link } from 'react-router-dom';
import { NOTIFICACIONES_POLLING_MS, NOVEDADES_POLLING, useGetAvisosVencidasQuery, useGetNovedadesQuery } from '@portal/shared/data-access';
import { ROUTES } from '@portal/shared/domain';
import { useDiasAlerta, usePlantaTiempo } from '@portal/shared/ui';
import { grupoRutinasCil, gruposCampana } from '../notificaciones/gruposNotificaciones';
import { ListaGrupos } from '../notificaciones/ListaGrupos';
import { MarcarTodasButton } from '../notificaciones/MarcarTodasButton';
import { useRutinasCilAtrasadas } from '../notificaciones/useRutinasCilAtrasadas';

export const SIN_NOTIFICACIONES = 'No tiene notificaciones';
export const VER_TODAS = 'Ver todas las notificaciones';

const MENU_ID = 'notificaciones-menu';

/** 'Notificaciones: 3 sin leer'; just 'Notificaciones' when all are read. */
export const campanaLabel = (noLeidas: number) => (noLeidas > 0 ? `Notificaciones: ${noLeidas} sin leer` : 'Notificaciones');

const polling = { pollingInterval: NOTIFICACIONES_POLLING_MS, skipPollingIfUnfocused: true };

/**
 * Navbar bell (issue 22): what happened to my cards ('Mis tarjetas', 'Comentarios') and the overdue cards I answer
 * for ('Vencidas' per equipo), each group with its unread count. Opening a card reads what the bell said about it
 * (the detail does, on the server); 'Marcar todas como leídas' reads the rest. Opening the menu reads nothing.
 */
export function NotificacionesMenu() {
  const { data: novedades = { items: [], noLeidas: 0 } } = useGetNovedadesQuery(undefined, NOVEDADES_POLLING);
  const { data: vencidas = { items: [], noLeidas: 0 } } = useGetAvisosVencidasQuery(undefined, polling);
  // 'Rutinas CIL atrasadas' (issue 26 §1): my teams' machines with overdue points, counted until the routine is run.
  const cil = useRutinasCilAtrasadas();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const tiempo = usePlantaTiempo();
  const dias = useDiasAlerta();
  const open = Boolean(anchor);
  const close = () => setAnchor(null);
  const total = novedades.noLeidas + vencidas.noLeidas + cil.length;
  const grupos = open ? [...gruposCampana(novedades.items, vencidas.items, tiempo.fecha, dias), ...grupoRutinasCil(cil)] : [];

  return (
    <>
      <IconButton
        color="inherit"
        size="large"
        aria-label={campanaLabel(total)}
        aria-controls={open ? MENU_ID : undefined}
        aria-haspopup="dialog"
        aria-expanded={open ? 'true' : undefined}
        onClick={(e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget)}
      >
        {/* No badge at all when nothing is unread: a hidden '0' is still read out (axe). */}
        {total > 0 ? (
          <Badge badgeContent={total} max={99} color="error" data-testid="notificaciones-badge">
            <NotificationsIcon />
          </Badge>
        ) : (
          <NotificationsIcon />
        )}
      </IconButton>
      <Popover
        id={MENU_ID}
        anchorEl={anchor}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { role: 'dialog', 'aria-labelledby': `${MENU_ID}-titulo`, sx: { maxHeight: '80vh', width: 420, maxWidth: 'calc(100vw - 16px)', py: 1 } },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pb: 1 }}>
          <Typography id={`${MENU_ID}-titulo`} component="h2" variant="subtitle1" sx={{ fontWeight: 'bold', flexGrow: 1 }}>
            Notificaciones
          </Typography>
          <MarcarTodasButton novedades={novedades.noLeidas} vencidas={vencidas.noLeidas} />
        </Box>
        {grupos.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
            {SIN_NOTIFICACIONES}
          </Typography>
        )}
        <ListaGrupos grupos={grupos} alElegir={close} />
        <Box sx={{ px: 2, pt: 1 }}>
          <Button component={Link} to={ROUTES.notificaciones} onClick={close} sx={{ minHeight: 44 }}>
            {VER_TODAS}
          </Button>
        </Box>
      </Popover>
    </>
  );
}
