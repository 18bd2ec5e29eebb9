import { Paper, Typography } from '@mui/material';
import type { Tarjeta } from '@portal/shared/domain';
import { TablaDetalle, usePlantaTiempo } from '@portal/shared/ui';
import { filasApertura } from './camposDetalle';

export const DETALLES_TITULO = 'Detalles de la tarjeta';

/** The rest of the card's fields, after the header and the description with its photo. */
export function TarjetaDatos({ tarjeta }: { tarjeta: Tarjeta }) {
  const tiempo = usePlantaTiempo();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }} component="section" aria-labelledby="detalles-titulo">
      <Typography id="detalles-titulo" variant="h6" component="h2" gutterBottom>
        Detalles
      </Typography>
      <TablaDetalle filas={filasApertura(tarjeta, tiempo)} label={DETALLES_TITULO} />
    </Paper>
  );
}
