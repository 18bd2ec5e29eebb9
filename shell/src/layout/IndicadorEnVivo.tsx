import { Box, Tooltip } from '@mui/material';
import SyncProblemIcon from '@mui/icons-material/SyncProblem';
import { useSelector } from 'react-redux';
import { selectEstadoEventos } from '@portal/shared/live';

export const SIN_CONEXION_EN_VIVO = 'Sin conexión en vivo';
export const SIN_CONEXION_DETALLE = 'Los cambios de otros usuarios no se muestran solos hasta que vuelva la conexión.';

/**
 * The navbar's sign that live updates are interrupted (the stream is reconnecting, or was refused); nothing
 * while they work or while the first connection is being made. A status region, so a screen reader hears it.
 */
export function IndicadorEnVivo() {
  const estado = useSelector(selectEstadoEventos);
  const caido = estado === 'reconectando' || estado === 'terminado';
  return (
    // data-estado: the stream's state, for the browser tests (they wait for 'conectado' before another user writes).
    <Box role="status" data-testid="estado-en-vivo" data-estado={estado ?? ''} sx={{ display: 'inline-flex' }}>
      {caido ? (
        <Tooltip title={`${SIN_CONEXION_EN_VIVO}. ${SIN_CONEXION_DETALLE}`}>
          <Box
            component="span"
            role="img"
            aria-label={SIN_CONEXION_EN_VIVO}
            tabIndex={0}
            data-testid="sin-conexion-en-vivo"
            sx={{ display: 'inline-flex', alignItems: 'center', p: 1, color: 'warning.light', borderRadius: 1, '&:focus-visible': { outline: '2px solid currentColor' } }}
          >
            <SyncProblemIcon />
          </Box>
        </Tooltip>
      ) : null}
    </Box>
  );
}
