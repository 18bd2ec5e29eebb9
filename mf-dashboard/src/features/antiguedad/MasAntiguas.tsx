import { Box, Chip, List, ListItem, ListItemButton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { detallePath, textoDias, unirConPunto, type TarjetaAntigua } from '@portal/shared/domain';
import { ColorChip, usePlantaTiempo } from '@portal/shared/ui';

/** The oldest open cards, oldest first; each opens its detail. A link is named by what it shows (WCAG 2.5.3). */
export function MasAntiguas({ tarjetas }: { tarjetas: readonly TarjetaAntigua[] }) {
  const tiempo = usePlantaTiempo();
  if (!tarjetas.length) return <Typography color="text.secondary">No hay tarjetas abiertas.</Typography>;
  return (
    <List dense disablePadding aria-label="Tarjetas abiertas más antiguas" sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      {tarjetas.map((t) => (
        <ListItem key={t._id} disablePadding divider>
          <ListItemButton
            component={RouterLink}
            to={detallePath(t._id)}
            sx={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 1, alignItems: 'start', minHeight: 44 }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <ColorChip color={t.color} />
                <Typography component="span" sx={{ fontWeight: 'bold' }}>
                  N°{t.numero}
                </Typography>
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {unirConPunto(t.equipo, t.maquina, t.prioridad, tiempo.fecha(t.fecha))}
              </Typography>
              <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                {t.descripcion}
              </Typography>
            </Box>
            <Box sx={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
              <Typography variant="body2" sx={{ fontWeight: 'bold' }}>
                {textoDias(t.dias)}
              </Typography>
              {t.excedido && <Chip size="small" color="error" label="Excedido" sx={{ mt: 0.5 }} />}
            </Box>
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
