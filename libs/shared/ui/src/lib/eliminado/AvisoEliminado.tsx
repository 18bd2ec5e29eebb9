import { Alert, AlertTitle, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

export const TARJETA_ELIMINADA_POR_OTRO = 'Esta tarjeta fue eliminada por otro usuario.';
export const KAIZEN_ELIMINADO_POR_OTRO = 'Este Quick Kaizen fue eliminado por otro usuario.';

export interface AvisoEliminadoProps {
  mensaje: string;
  /** The list to go back to. */
  volverA: string;
  volverTexto: string;
}

/**
 * Shown instead of a detail whose card or Kaizen someone else deleted while it was open (live updates): the
 * content is gone, so it is not shown, and no refetch ends in a 404 error.
 */
export function AvisoEliminado({ mensaje, volverA, volverTexto }: AvisoEliminadoProps) {
  return (
    <Alert severity="warning" role="alert" sx={{ my: 2 }}>
      <AlertTitle component="h1" sx={{ fontSize: '1.125rem' }}>
        {mensaje}
      </AlertTitle>
      <Link component={RouterLink} to={volverA}>
        {volverTexto}
      </Link>
    </Alert>
  );
}
