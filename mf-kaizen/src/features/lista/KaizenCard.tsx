import { Box, Typography } from '@mui/material';
import { etiquetaKaizen, unirConPunto, type KaizenResumen } from '@portal/shared/domain';
import { FechaPlanta } from '@portal/shared/ui';
import { EstadoKaizenChip } from '../kaizen/EstadoKaizenChip';

/** A Kaizen as one row of the phone list: number, code, state, date, machine, leader and the whole theme. */
export function KaizenCard({ kaizen }: { kaizen: KaizenResumen }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography component="span" sx={{ fontWeight: 'bold' }}>
          {etiquetaKaizen(kaizen.numero)}
        </Typography>
        <EstadoKaizenChip estado={kaizen.estadoActual} />
        <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
          <FechaPlanta valor={kaizen.fecha} />
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {unirConPunto(kaizen.codigo, kaizen.maquina, kaizen.lider)}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {kaizen.tema}
      </Typography>
    </Box>
  );
}
