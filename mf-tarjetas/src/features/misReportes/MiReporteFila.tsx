import { Box, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { detallePath, plural, unirConPunto, type MiReporte } from '@portal/shared/domain';
import { EstadoChip, FechaPlanta, usePlantaTiempo } from '@portal/shared/ui';

/** Where my card stands: planned (when, by whom), closed, or waiting to be planned. */
export function seguimientoTexto(r: MiReporte, fecha: (d: string) => string): string {
  if (r.estado === 'Cerrada') return r.cerradaEn ? `Cerrada el ${fecha(r.cerradaEn)}` : 'Cerrada';
  if (r.planificacion)
    return unirConPunto(
      r.previstaCierre ? `Cierre previsto ${fecha(r.previstaCierre)}` : 'Planificada',
      r.planificadaPor && `planificada por ${r.planificadaPor}`,
    );
  return 'Sin planificar todavía';
}

export const novedadesTexto = (n: number) => plural(n, 'novedad', 'novedades');

/** One of my cards: a link to it (named by what it shows), with a badge while it has news I have not seen. */
export function MiReporteFila({ r }: { r: MiReporte }) {
  const tiempo = usePlantaTiempo();
  const nombre = `Tarjeta ${r.color} N°${r.numero}`;
  return (
    <Box
      component={RouterLink}
      to={detallePath(r._id)}
      sx={{
        display: 'grid',
        gap: 0.5,
        p: 1.5,
        color: 'inherit',
        textDecoration: 'none',
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: r.novedades ? 'action.hover' : undefined,
        '&:hover': { bgcolor: 'action.selected' },
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography component="span" sx={{ fontWeight: 'bold' }}>
          {nombre}
        </Typography>
        <EstadoChip estado={r.estado} />
        {r.novedades > 0 && (
          <Box
            component="span"
            sx={{ bgcolor: 'error.main', color: 'error.contrastText', borderRadius: 3, px: 1, py: 0.25, fontSize: '0.8125rem', fontWeight: 'bold' }}
          >
            {novedadesTexto(r.novedades)}
          </Box>
        )}
        <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
          <FechaPlanta valor={r.fecha} />
        </Typography>
      </Box>
      <Typography variant="body2">{unirConPunto(r.maquina, seguimientoTexto(r, tiempo.fecha))}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {r.descripcion}
      </Typography>
      {r.ultimoComentario && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere', fontStyle: 'italic' }}>
          {`${r.ultimoComentario.autor}: «${r.ultimoComentario.texto}»`}
        </Typography>
      )}
    </Box>
  );
}
