import { Box, Button, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useGetRutinaCilQuery } from '@portal/shared/data-access';
import { plural, rutinaCilPath } from '@portal/shared/domain';

/**
 * A machine's QR label opens the add-card page: when the machine has a CIL standard, 'Rutina CIL' sits beside 'Nueva
 * tarjeta' (issue 26 §1). Loading it also keeps the routine on the device for a run without a connection.
 */
export function OfertaRutinaCil({
  maquinaId,
  onIr,
}: {
  maquinaId: string;
  /** Leaving keeps the card's draft for the way back (no discard question). */ onIr: () => void;
}) {
  const { data } = useGetRutinaCilQuery(maquinaId);
  if (!data?.puntos.length) return null;
  const porHacer = data.puntos.filter((p) => p.estado !== 'hecho').length;
  return (
    <Paper variant="outlined" sx={{ p: 1.5, mb: 2, maxWidth: 760 }} component="nav" aria-label={`Qué hacer en ${data.maquina}`}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button variant="contained" aria-current="page" sx={{ minHeight: 48, flex: '1 1 10rem', pointerEvents: 'none' }} tabIndex={-1}>
          Nueva tarjeta
        </Button>
        <Button component={RouterLink} to={rutinaCilPath(maquinaId)} onClick={onIr} variant="outlined" sx={{ minHeight: 48, flex: '1 1 10rem' }}>
          Rutina CIL
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {data.maquina}: {plural(data.puntos.length, 'punto CIL', 'puntos CIL')}, {porHacer} por hacer ahora
      </Typography>
    </Paper>
  );
}
