import { useEffect, useState } from 'react';
import { Box, Tooltip } from '@mui/material';
import SyncProblemIcon from '@mui/icons-material/SyncProblem';
import { useSelector } from 'react-redux';
import { selectEstadoEventos } from '@portal/shared/live';

export const SIN_CONEXION_EN_VIVO = 'Sin conexión en vivo';
export const SIN_CONEXION_DETALLE = 'Los cambios de otros usuarios no se muestran solos hasta que vuelva la conexión.';
/**
 * A reconnection shorter than this shows nothing: the server ends every stream after SSE_STREAM_MAX_MS on purpose
 * and the client is back within a second (backoff), which must not blink in the navbar.
 */
export const INDICADOR_DEMORA_MS = 3_000;

/** Whether live updates are interrupted: refused at once, reconnecting once it lasts INDICADOR_DEMORA_MS. */
function useInterrumpido(): boolean {
  const estado = useSelector(selectEstadoEventos);
  const [demorado, setDemorado] = useState(false);
  useEffect(() => {
    if (estado !== 'reconectando') return setDemorado(false);
    const t = setTimeout(() => setDemorado(true), INDICADOR_DEMORA_MS);
    return () => clearTimeout(t);
  }, [estado]);
  return estado === 'terminado' || (estado === 'reconectando' && demorado);
}

/**
 * The navbar's sign that live updates are interrupted (the stream is reconnecting for a while, or was refused);
 * nothing while they work or while the first connection is being made. A status region, so a screen reader hears it.
 */
export function IndicadorEnVivo() {
  const estado = useSelector(selectEstadoEventos);
  const interrumpido = useInterrumpido();
  return (
    // data-estado: the stream's state, for the browser tests (they wait for 'conectado' before another user writes).
    <Box role="status" data-testid="estado-en-vivo" data-estado={estado ?? ''} sx={{ display: 'inline-flex' }}>
      {interrumpido ? (
        <Tooltip title={`${SIN_CONEXION_EN_VIVO}. ${SIN_CONEXION_DETALLE}`}>
          <Box
            component="span"
            role="img"
            aria-label={SIN_CONEXION_EN_VIVO}
            tabIndex={0}
            data-testid="sin-conexion-en-vivo"
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              p: 1,
              color: 'warning.light',
              borderRadius: 1,
              '&:focus-visible': { outline: '2px solid currentColor' },
            }}
          >
            <SyncProblemIcon />
          </Box>
        </Tooltip>
      ) : null}
    </Box>
  );
}
