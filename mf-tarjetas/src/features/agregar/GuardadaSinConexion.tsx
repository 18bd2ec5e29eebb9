import { useLayoutEffect, useRef } from 'react';
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import CloudDoneOutlinedIcon from '@mui/icons-material/CloudDoneOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '@portal/shared/domain';
import { useEnLinea } from '@portal/shared/offline';

export const AVISO_SIN_CONEXION = 'Sin conexión: la tarjeta se guardará en este teléfono y se enviará al volver la conexión';
export const AVISO_SIN_CONEXION_RUTINA = 'Sin conexión: la rutina se guardará en este teléfono y se enviará al volver la conexión';
export const GUARDADA_SIN_CONEXION = 'Guardada en este teléfono: se enviará al volver la conexión';

/**
 * Says the device is offline, before Subir. The form shows it twice (top and above Subir); only the `anunciar` one is a
 * status that screen readers read when the network drops.
 */
export function AvisoSinConexion({ anunciar = false, texto = AVISO_SIN_CONEXION }: { anunciar?: boolean; texto?: string }) {
  if (useEnLinea()) return null;
  return (
    <Alert severity="info" role={anunciar ? 'status' : 'note'}>
      {texto}
    </Alert>
  );
}

/**
 * After an offline Subir: the card is in the device's queue. The operator stays here (no screen that cannot load
 * offline): another card, or the list of what waits to be sent (the shell's page, always on the device).
 */
export function GuardadaSinConexion({ onOtra }: { onOtra: () => void }) {
  const titulo = useRef<HTMLHeadingElement>(null);
  // Focus (and so the view) moves to the message: a phone user who tapped Subir at the bottom sees it. A layout
  // effect: the heading is focused in the commit that inserts it, never painted (or read) unfocused first.
  useLayoutEffect(() => titulo.current?.focus(), []);
  const boton = { size: 'large', sx: { minHeight: 48, width: { xs: '100%', sm: 'auto' } } } as const;
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CloudDoneOutlinedIcon color="success" aria-hidden />
          <Typography ref={titulo} tabIndex={-1} component="h2" variant="h6" sx={{ outline: 'none' }}>
            {GUARDADA_SIN_CONEXION}
          </Typography>
        </Stack>
        <Button variant="contained" onClick={onOtra} {...boton}>
          Agregar otra
        </Button>
        <Button component={RouterLink} to={ROUTES.pendientes} variant="outlined" {...boton}>
          Ver Pendientes de envío
        </Button>
      </Stack>
    </Paper>
  );
}
