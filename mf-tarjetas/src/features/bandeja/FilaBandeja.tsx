import { Box, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { calcularAlerta, detalleConAccion, detallePath, plazoCierre, unirConPunto, type TarjetaBandeja } from '@portal/shared/domain';
import { ColorChip, useDiasAlerta, usePlantaTiempo } from '@portal/shared/ui';

export interface FilaBandejaProps {
  tarjeta: TarjetaBandeja;
  /** 'Para cerrar esta semana' shows the planned day; the others the card's alert. */
  conPlazo?: boolean;
}

/** One card of the inbox: what it is, how urgent, and its next step as one tap (Planificar or Cerrar) beside Ver. */
export function FilaBandeja({ tarjeta: t, conPlazo }: FilaBandejaProps) {
  const tiempo = usePlantaTiempo();
  const dias = useDiasAlerta();
  const urgencia =
    conPlazo && t.previstaCierre
      ? `${plazoCierre(t.previstaCierre, tiempo.hoy())}: cierre previsto ${tiempo.fecha(t.previstaCierre)}`
      : calcularAlerta(t.fecha, t.prioridad, dias).texto;
  const siguiente = t.planificacion ? ({ accion: 'cerrar', texto: 'Cerrar' } as const) : ({ accion: 'planificar', texto: 'Planificar' } as const);
  const nombre = `${t.color} N°${t.numero}`;
  return (
    <Box component="li" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <ColorChip color={t.color} />
          <Typography component="span" sx={{ fontWeight: 'bold' }}>
            N°{t.numero}
          </Typography>
          <Typography component="span" variant="body2">
            {unirConPunto(t.maquina, t.equipo)}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary">
          {unirConPunto(`Prioridad ${t.prioridad}`, urgencia)}
        </Typography>
        <Typography
          variant="body2"
          sx={{ overflowWrap: 'anywhere', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {t.descripcion}
        </Typography>
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
        <Button
          variant="contained"
          component={RouterLink}
          to={detalleConAccion(t._id, siguiente.accion)}
          aria-label={`${siguiente.texto} ${nombre}`}
          sx={{ minHeight: 44 }}
        >
          {siguiente.texto}
        </Button>
        <Button variant="outlined" component={RouterLink} to={detallePath(t._id)} aria-label={`Ver ${nombre}`} sx={{ minHeight: 44 }}>
          Ver
        </Button>
      </Stack>
    </Box>
  );
}
