import Box from '@mui/material/Box';
import { ErrorAlert } from '@portal/shared/ui';

/** Error ids of the spec's catalogue (§8) shown inside the card dialogs. */
export type DetalleErrorId = 'CERRAR_TARJETA_ERROR' | 'CERRAR_TARJETA_AMARILLA_ERROR' | 'PLANIFICACION_TARJETA_ERROR' | 'EDITAR_TARJETA_ERROR';

/** A dialog's server error as a red alert, tagged with its catalogue id. */
export function DialogError({ id, message }: { id: DetalleErrorId; message: string | null }) {
  if (!message) return null;
  return (
    <Box data-error-id={id}>
      <ErrorAlert message={message} />
    </Box>
  );
}
