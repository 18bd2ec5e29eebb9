import { Box, Typography } from '@mui/material';
import { SIN_FECHA_CIERRE } from '@portal/shared/domain';

/**
 * A line under a tab's table saying which cards a figure leaves out or how it counts them (issue 21 §2), with
 * the one-line reason; `explicacion` defaults to why a closed card may have no closing date.
 */
export function NotaCierre({ texto, explicacion = SIN_FECHA_CIERRE.explicacion }: { texto: string; explicacion?: string }) {
  return (
    <Box role="note" aria-label={texto} sx={{ mt: 1.5 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {texto}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {explicacion}
      </Typography>
    </Box>
  );
}
