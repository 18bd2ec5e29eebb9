import { Box, Chip, Link, List, ListItem, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { detallePath } from '@portal/shared/domain';
import { useGetKaizensDeTarjetaQuery } from '../../tarjetas/tarjetasApi';
import { ROL_ETIQUETA, tituloKaizen } from './kaizenLinks';

export const KAIZENS_TITULO = 'Quick Kaizen';

/** The Kaizens the card belongs to (as a source card or in Hacer), each linked to its detail; hidden when none. */
export function KaizensDeTarjetaSection({ tarjetaId }: { tarjetaId: string }) {
  const { currentData: kaizens } = useGetKaizensDeTarjetaQuery(tarjetaId);
  if (!kaizens?.length) return null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }} component="section" aria-labelledby="kaizens-tarjeta-titulo">
      <Typography id="kaizens-tarjeta-titulo" variant="h6" component="h2" gutterBottom>
        {KAIZENS_TITULO}
      </Typography>
      <List dense disablePadding aria-labelledby="kaizens-tarjeta-titulo">
        {kaizens.map((k) => (
          <ListItem key={k._id} disableGutters divider sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Link component={RouterLink} to={detallePath(k._id)} sx={{ overflowWrap: 'anywhere', minHeight: 44, display: 'inline-flex', alignItems: 'center' }}>
              {tituloKaizen(k)}
            </Link>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Chip size="small" label={k.estadoActual} aria-label={`Estado: ${k.estadoActual}`} />
              {k.roles.map((r) => (
                <Chip key={r} size="small" variant="outlined" label={ROL_ETIQUETA[r]} />
              ))}
            </Box>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
