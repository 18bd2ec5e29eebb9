import { Box, CircularProgress, Link, List, ListItem, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { getErrorMessage } from '@portal/shared/data-access';
import { detallePath, plural } from '@portal/shared/domain';
import type { Kaizen, KaizenRecurrencia, PlantaTiempo } from '@portal/shared/domain';
import { ErrorAlert, usePlantaTiempo } from '@portal/shared/ui';
import { useGetKaizenRecurrenciaQuery } from '../../kaizen/kaizenApi';

export const RECURRENCIA_TITULO = '¿Volvió a ocurrir?';

/** The count sentence of the recurrence check. */
export function textoRecurrencia(r: Pick<KaizenRecurrencia, 'total' | 'maquina' | 'desde'>, tiempo: PlantaTiempo): string {
  const desde = tiempo.fecha(r.desde);
  if (r.total === 0) return `No se registraron tarjetas abiertas en ${r.maquina} desde el ${desde}.`;
  return `${plural(r.total, 'tarjeta abierta', 'tarjetas abiertas')} en ${r.maquina} desde el ${desde}:`;
}

function Contenido({ kaizenId }: { kaizenId: string }) {
  const { currentData: r, error, isError } = useGetKaizenRecurrenciaQuery(kaizenId);
  const tiempo = usePlantaTiempo();
  if (isError) return <ErrorAlert message={getErrorMessage(error)} />;
  if (!r) return <CircularProgress size={24} aria-label="Cargando recurrencia" />;
  if (!r.aplica) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="recurrencia-titulo" sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography id="recurrencia-titulo" variant="h6" component="h2" gutterBottom>
        {RECURRENCIA_TITULO}
      </Typography>
      <Typography>{textoRecurrencia(r, tiempo)}</Typography>
      {r.familias.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          Familias: {r.familias.join(', ')}
        </Typography>
      )}
      {r.tarjetas.length > 0 && (
        <List dense aria-label="Tarjetas abiertas después del Kaizen">
          {r.tarjetas.map((t) => (
            <ListItem key={`${t.color}-${t.numero}`} disableGutters sx={{ overflowWrap: 'anywhere' }}>
              <Box>
                {t._id ? (
                  <Link component={RouterLink} to={detallePath(t._id)}>
                    Tarjeta {t.color} N°{t.numero}
                  </Link>
                ) : (
                  `Tarjeta ${t.color} N°${t.numero}`
                )}
                {t.descripcion ? ` — ${t.descripcion}` : ''}
              </Box>
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}

/** '¿Volvió a ocurrir?' on a Cerrada Kaizen: open cards on its machine and familias opened after its end. */
export function RecurrenciaPanel({ kaizen }: { kaizen: Kaizen }) {
  if (kaizen.estado !== 'Cerrada') return null;
  return <Contenido kaizenId={kaizen._id} />;
}
