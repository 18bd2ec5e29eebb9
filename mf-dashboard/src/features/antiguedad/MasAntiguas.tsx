import { Box, Chip, List, ListItemButton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { detallePath, type TarjetaAntigua } from '@portal/shared/domain';
import { ColorChip, formatFecha, formatNumero } from '@portal/shared/ui';

const dias = (n: number) => (n === 1 ? '1 día' : `${formatNumero(n)} días`);

/** The oldest open cards, oldest first; each opens its detail. */
export function MasAntiguas({ tarjetas }: { tarjetas: readonly TarjetaAntigua[] }) {
  if (!tarjetas.length) return <Typography color="text.secondary">No hay tarjetas abiertas.</Typography>;
  return (
    <List dense disablePadding aria-label="Tarjetas abiertas más antiguas" sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      {tarjetas.map((t) => (
        <ListItemButton
          key={t._id}
          component={RouterLink}
          to={detallePath(t._id)}
          divider
          aria-label={`Tarjeta ${t.color} N°${t.numero}, ${dias(t.dias)} abierta${t.excedido ? ', excedida' : ''}`}
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
              {t.equipo} · {t.maquina} · {t.prioridad} · {formatFecha(t.fecha)}
            </Typography>
            <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              {t.descripcion}
            </Typography>
          </Box>
          <Box sx={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
            <Typography variant="body2" sx={{ fontWeight: 'bold' }}>
              {dias(t.dias)}
            </Typography>
            {t.excedido && <Chip size="small" color="error" label="Excedido" sx={{ mt: 0.5 }} />}
          </Box>
        </ListItemButton>
      ))}
    </List>
  );
}
