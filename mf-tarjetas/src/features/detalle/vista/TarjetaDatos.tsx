import { Paper, Typography } from '@mui/material';
import type { Tarjeta } from '@portal/shared/domain';
import { TablaDetalle, usePlantaTiempo } from '@portal/shared/ui';
import type { FilaTabla } from '@portal/shared/ui';
import { AlertaTexto } from './AlertaTexto';
import { filasApertura, filasCierre } from './camposDetalle';

/** The card's details; open cards add the 'Alerta' countdown, closed ones their closing record. */
export function TarjetaDatos({ tarjeta }: { tarjeta: Tarjeta }) {
  const tiempo = usePlantaTiempo();
  const filas: FilaTabla[] = filasApertura(tarjeta, tiempo);
  if (tarjeta.estado === 'Abierta') filas.push({ label: 'Alerta', value: <AlertaTexto tarjeta={tarjeta} /> });
  const cierre = filasCierre(tarjeta, tiempo);
  return (
    <>
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
        <TablaDetalle filas={filas} label="Detalles de la tarjeta" />
      </Paper>
      {cierre.length > 0 && (
        <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }} component="section" aria-labelledby="cierre-titulo">
          <Typography id="cierre-titulo" variant="h6" component="h2" gutterBottom>
            Cierre de la tarjeta
          </Typography>
          <TablaDetalle filas={cierre} label="Cierre de la tarjeta" />
        </Paper>
      )}
    </>
  );
}
