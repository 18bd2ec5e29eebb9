import { Box, CircularProgress } from '@mui/material';
import { getErrorMessage } from '@portal/shared/data-access';
import { ErrorAlert } from '@portal/shared/ui';

export interface EstadoConsultaProps {
  cargando: boolean;
  /** RTK Query's error: the server's `{ msg }` is shown in a red alert. */
  error?: unknown;
}

/** What a tab shows instead of its figures: the failure's message, or a spinner while the first answer comes. */
export function EstadoConsulta({ cargando, error }: EstadoConsultaProps) {
  if (error) return <ErrorAlert message={getErrorMessage(error)} />;
  if (cargando)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label="Cargando" />
      </Box>
    );
  return null;
}
