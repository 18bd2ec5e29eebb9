import { Paper, Typography } from '@mui/material';
import type { Tarjeta } from '@portal/shared/domain';
import { TablaDetalle, usePlantaTiempo } from '@portal/shared/ui';
import { filasPlanificacion } from './camposDetalle';

export const PLANIFICACION_TITULO = 'Planificación del Tratamiento de Tarjetas';

/** Shown only for a planned card (`planificacion`). */
export function PlanificacionPanel({ tarjeta }: { tarjeta: Tarjeta }) {
  const tiempo = usePlantaTiempo();
  if (!tarjeta.planificacion) return null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }} component="section" aria-labelledby="planificacion-titulo">
      <Typography id="planificacion-titulo" variant="h6" component="h2" gutterBottom>
        {PLANIFICACION_TITULO}
      </Typography>
      <TablaDetalle filas={filasPlanificacion(tarjeta, tiempo)} label={PLANIFICACION_TITULO} />
    </Paper>
  );
}
