import { Box, Card, CardActionArea, CardContent, Chip, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { getErrorMessage } from '@portal/shared/data-access';
import { equipoAmPath } from '@portal/shared/domain';
import { ErrorAlert, FechaPlanta } from '@portal/shared/ui';
import { useGetEquiposAmQuery } from './programaApi';
import { PuertaChip } from './PuertaAmPanel';

/** Every Equipo autónomo of the plant: its step (or 'Sin iniciar'), since when, its leader; a tap opens its page. */
export function ProgramaLista() {
  const { data: equipos, error, isLoading } = useGetEquiposAmQuery();
  if (error) return <ErrorAlert message={getErrorMessage(error)} />;
  if (isLoading || !equipos) return <Typography>Cargando equipos…</Typography>;
  if (!equipos.length)
    return <Typography>La planta no tiene equipos autónomos todavía: un Admin los agrega en Administrar › Campos (Equipo Autonomo).</Typography>;
  return (
    <Box
      component="ul"
      aria-label="Equipos autónomos"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}
    >
      {equipos.map((e) => (
        <Box component="li" key={e._id}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea component={RouterLink} to={equipoAmPath(e._id)} sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                  {e.equipo}
                </Typography>
                {e.enPrograma ? (
                  <>
                    <Chip color="primary" label={`Paso ${e.paso}`} size="small" sx={{ mt: 1 }} />
                    <Typography variant="body2" sx={{ mt: 1 }}>
                      {e.pasoNombre}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      Desde <FechaPlanta valor={e.pasoDesde} />
                    </Typography>
                    <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
                      {e.puerta && <PuertaChip puerta={e.puerta} />}
                      {e.propuestaPendiente && <Chip size="small" color="info" label={`Paso ${(e.paso ?? 0) + 1} propuesto`} />}
                    </Stack>
                  </>
                ) : (
                  <Chip label="Sin iniciar" size="small" variant="outlined" sx={{ mt: 1 }} />
                )}
                <Stack direction="row" spacing={2} sx={{ mt: 1, flexWrap: 'wrap' }}>
                  <Typography variant="body2" color="text.secondary">
                    Líder: {e.lider?.nombre ?? 'sin asignar'}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {e.miembros} {e.miembros === 1 ? 'miembro' : 'miembros'} · {e.maquinas} {e.maquinas === 1 ? 'máquina' : 'máquinas'}
                  </Typography>
                </Stack>
              </CardContent>
            </CardActionArea>
          </Card>
        </Box>
      ))}
    </Box>
  );
}
