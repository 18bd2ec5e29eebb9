import { useState } from 'react';
import { Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { getErrorMessage, useGetMisReportesQuery } from '@portal/shared/data-access';
import { formatCantidad, MIS_REPORTES_PAGE_SIZE, plural, ROUTES } from '@portal/shared/domain';
import { ErrorAlert } from '@portal/shared/ui';
import { MiReporteFila } from './MiReporteFila';

export const SIN_REPORTES = 'Todavía no reportó ninguna tarjeta.';

/** The cards I raised, newest first, page by page ('Ver más'): where each stands and what changed since I looked. */
export function MisReportes() {
  const [paginas, setPaginas] = useState(1);
  const { data, error, isError, isFetching } = useGetMisReportesQuery({ page: 0, pageSize: paginas * MIS_REPORTES_PAGE_SIZE });
  if (isError) return <ErrorAlert message={getErrorMessage(error)} />;
  if (!data) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Cargando sus reportes" />
      </Box>
    );
  }
  if (data.total === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3, display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Typography>{SIN_REPORTES}</Typography>
        <Button component={RouterLink} to={ROUTES.agregarTarjeta} variant="contained" color="success" sx={{ minHeight: 48 }}>
          Agregar Tarjeta
        </Button>
      </Paper>
    );
  }
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} role="status">
        {data.conNovedades
          ? `${plural(data.total, 'tarjeta', 'tarjetas')} · ${formatCantidad(data.conNovedades)} con novedades`
          : plural(data.total, 'tarjeta', 'tarjetas')}
      </Typography>
      <Paper variant="outlined" component="nav" aria-label="Mis reportes">
        {data.items.map((r) => (
          <MiReporteFila key={r._id} r={r} />
        ))}
      </Paper>
      {data.items.length < data.total && (
        <Button onClick={() => setPaginas((p) => p + 1)} disabled={isFetching} sx={{ mt: 1, minHeight: 44 }}>
          Ver más
        </Button>
      )}
    </>
  );
}
