import { Box, Typography } from '@mui/material';
import { unirConPunto, type Tarjeta } from '@portal/shared/domain';
import { ColorChip, EstadoChip, FechaPlanta } from '@portal/shared/ui';
import { PrioridadAlerta } from './PrioridadAlerta';

/** A card as one row of the phone list: number, colour, state, date, team and the whole description. */
export function TarjetaCard({ tarjeta }: { tarjeta: Tarjeta }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography component="span" sx={{ fontWeight: 'bold' }}>
          N°{tarjeta.numero}
        </Typography>
        <ColorChip color={tarjeta.color} />
        <EstadoChip estado={tarjeta.estado} />
        <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
          <FechaPlanta valor={tarjeta.fecha} hora />
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {unirConPunto(tarjeta.equipo, 'Prioridad')} <PrioridadAlerta tarjeta={tarjeta} />
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {tarjeta.descripcion}
      </Typography>
    </Box>
  );
}
