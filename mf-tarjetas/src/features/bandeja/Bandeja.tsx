import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { getErrorMessage, useGetBandejaQuery } from '@portal/shared/data-access';
import { detallePath, ROUTES, unirConPunto, type Bandeja as BandejaData } from '@portal/shared/domain';
import { ErrorAlert, FechaPlanta } from '@portal/shared/ui';
import { MaquinasCilPendientes } from '../cil/MaquinasCilPendientes';
import { AuditoriasBandeja } from './AuditoriasBandeja';
import { FilaBandeja } from './FilaBandeja';
import { SeccionBandeja } from './SeccionBandeja';

/** The open cards of the inbox's equipos in the card list (its filters from the URL). */
function listaAbiertas(equipos: readonly string[]): string {
  const q = new URLSearchParams({ estado: 'Abierta' });
  for (const e of equipos) q.append('equipo', e);
  return `${ROUTES.tarjetas}?${q}`;
}

export const equiposTexto = (equipos: readonly string[]) => (equipos.length ? `Sus equipos: ${equipos.join(', ')}` : 'Todos los equipos');

function Secciones({ b }: { b: BandejaData }) {
  const lista = listaAbiertas(b.equipos);
  return (
    <Stack spacing={2}>
      {(['vencidas', 'porPlanificar', 'paraCerrar'] as const).map((s) => (
        <SeccionBandeja key={s} seccion={s} total={b[s].total} mostradas={b[s].items.length} verTodas={lista}>
          {b[s].items.map((t) => (
            <FilaBandeja key={t._id} tarjeta={t} conPlazo={s === 'paraCerrar'} />
          ))}
        </SeccionBandeja>
      ))}
      <SeccionBandeja seccion="kaizen" total={b.kaizen.total} mostradas={b.kaizen.items.length} verTodas={ROUTES.kaizen}>
        {b.kaizen.items.map((k) => (
          <Box
            component="li"
            key={k._id}
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1.5, borderTop: 1, borderColor: 'divider' }}
          >
            <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
              <Typography sx={{ fontWeight: 'bold', overflowWrap: 'anywhere' }}>{k.tema || 'Quick Kaizen'}</Typography>
              <Typography variant="body2" color="text.secondary">
                {unirConPunto(k.maquina, k.estado)} · desde <FechaPlanta valor={k.fecha} />
              </Typography>
            </Box>
            <Button variant="outlined" component={RouterLink} to={detallePath(k._id)} aria-label={`Ver Kaizen ${k.tema}`} sx={{ minHeight: 44 }}>
              Ver
            </Button>
          </Box>
        ))}
      </SeccionBandeja>
      <AuditoriasBandeja />
      <MaquinasCilPendientes ocultarVacia />
    </Stack>
  );
}

/** The Jefe de area's and Admin's day: what waits for them, each with its next step (issue 22). */
export function Bandeja() {
  const { data, error, isError, isLoading } = useGetBandejaQuery(undefined, { refetchOnMountOrArgChange: true });
  if (isError) return <ErrorAlert message={getErrorMessage(error)} />;
  if (isLoading || !data) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Cargando la bandeja" />
      </Box>
    );
  }
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {equiposTexto(data.equipos)}
      </Typography>
      <Secciones b={data} />
    </>
  );
}
