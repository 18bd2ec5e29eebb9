import { Box, Button, Chip, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { getErrorMessage, useGetPendientesCilQuery } from '@portal/shared/data-access';
import { formatCantidad, plural, rutinaCilPath, type MaquinaCilPendiente } from '@portal/shared/domain';
import { ErrorAlert, usePlantaTiempo } from '@portal/shared/ui';

const TITULO_ID = 'rutinas-cil-pendientes';

/**
 * 'Rutinas CIL' (issue 26 §1): the machines of the user's teams with points to do now, overdue first. The Bandeja and
 * /cil show it; 'Hacer' opens the routine. `ocultarVacia`: nothing at all while there is nothing to do.
 */
export function MaquinasCilPendientes({ ocultarVacia = false }: { ocultarVacia?: boolean }) {
  const { data, error } = useGetPendientesCilQuery(undefined, { refetchOnMountOrArgChange: true });
  if (ocultarVacia && data && !data.length) return null;
  return (
    <Paper component="section" aria-labelledby={TITULO_ID} variant="outlined" sx={{ p: 2 }} data-seccion="rutinas-cil">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: data?.length ? 0.5 : 0 }}>
        <Typography id={TITULO_ID} component="h2" variant="h6" sx={{ fontSize: '1.1rem' }}>
          Rutinas CIL por hacer
        </Typography>
        {data && (
          <Box
            component="span"
            data-testid="total-rutinas-cil"
            sx={{ minWidth: 28, textAlign: 'center', borderRadius: 3, px: 1, fontWeight: 'bold', bgcolor: 'primary.main', color: 'common.white' }}
          >
            {formatCantidad(data.length)}
          </Box>
        )}
      </Box>
      {error ? (
        <ErrorAlert message={getErrorMessage(error)} />
      ) : !data ? (
        <Typography variant="body2">Cargando rutinas…</Typography>
      ) : data.length ? (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {data.map((m) => (
            <FilaMaquina key={m.maquinaId} maquina={m} />
          ))}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          No hay rutinas por hacer ahora en sus equipos.
        </Typography>
      )}
    </Paper>
  );
}

function FilaMaquina({ maquina: m }: { maquina: MaquinaCilPendiente }) {
  const tiempo = usePlantaTiempo();
  return (
    <Box component="li" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Box sx={{ flex: '1 1 14rem', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 'bold', overflowWrap: 'anywhere' }}>{m.maquina}</Typography>
        <Typography variant="body2" color="text.secondary">
          {[m.equipo, plural(m.pendientes, 'punto', 'puntos'), `${m.minutos} min`].filter(Boolean).join(' · ')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" color="text.secondary">
            Vence {tiempo.fechaHora(m.vence)}
          </Typography>
          {m.atrasados ? <Chip size="small" color="error" label={`${plural(m.atrasados, 'atrasado', 'atrasados')}`} /> : null}
        </Box>
      </Box>
      <Button
        variant="contained"
        component={RouterLink}
        to={rutinaCilPath(m.maquinaId)}
        aria-label={`Hacer la rutina CIL de ${m.maquina}`}
        sx={{ minHeight: 44, flexShrink: 0 }}
      >
        Hacer
      </Button>
    </Box>
  );
}
