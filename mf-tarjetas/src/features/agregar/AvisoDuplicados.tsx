import { Alert, AlertTitle, Box, Link, List, ListItem, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { detallePath, plural, unirConPunto } from '@portal/shared/domain';
import { ColorChip } from '@portal/shared/ui';
import { useGetTarjetasAbiertasQuery } from '../tarjetas/tarjetasApi';

export interface AvisoDuplicadosProps {
  maquina: string;
  parteMaquina: string;
  /** Called before a link leaves the form (the draft must survive the visit). */
  onSalir: () => void;
}

/** 'Ya hay N tarjetas abiertas en <máquina> · <parte>': the operator may add to one of them instead; submitting stays possible. */
export function AvisoDuplicados({ maquina, parteMaquina, onSalir }: AvisoDuplicadosProps) {
  const { currentData } = useGetTarjetasAbiertasQuery(parteMaquina ? { maquina, parteMaquina } : { maquina }, { skip: !maquina });
  if (!maquina || !currentData || currentData.total === 0) return null;
  const { total, tarjetas } = currentData;
  const donde = unirConPunto(maquina, parteMaquina);
  const resto = total - tarjetas.length;
  return (
    <Alert severity="info" role="region" aria-label="Tarjetas abiertas en la máquina" data-testid="aviso-duplicados">
      <AlertTitle>{`Ya hay ${plural(total, 'tarjeta abierta', 'tarjetas abiertas')} en ${donde}`}</AlertTitle>
      <List dense disablePadding>
        {tarjetas.map((t) => (
          <ListItem key={t._id} disableGutters sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
            <ColorChip color={t.color} />
            <Box sx={{ minWidth: 0, flex: '1 1 12rem' }}>
              <Link component={RouterLink} to={detallePath(t._id)} onClick={onSalir} aria-label={`Ver tarjeta ${t.color} N°${t.numero}`} sx={{ fontWeight: 500 }}>
                N°{t.numero}
              </Link>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {t.descripcion}
              </Typography>
            </Box>
          </ListItem>
        ))}
      </List>
      {resto > 0 ? <Typography variant="body2">… y {resto} más</Typography> : null}
    </Alert>
  );
}
