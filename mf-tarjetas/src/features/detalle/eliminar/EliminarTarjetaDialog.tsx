import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Tarjeta } from '@portal/shared/domain';
import { ErrorAlert } from '@portal/shared/ui';
import { useEliminarTarjeta } from './useEliminarTarjeta';

/** Confirmation before deleting a card (Admin only). */
export function EliminarTarjetaDialog({ tarjeta, open, onClose }: { tarjeta: Tarjeta; open: boolean; onClose: () => void }) {
  const { confirmar, error, isDeleting } = useEliminarTarjeta(tarjeta._id, open);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="eliminar-tarjeta-titulo" fullWidth maxWidth="xs">
      <DialogTitle id="eliminar-tarjeta-titulo">Eliminar tarjeta</DialogTitle>
      <DialogContent>
        <ErrorAlert message={error} />
        <DialogContentText>
          ¿Eliminar la tarjeta {tarjeta.color} N°{tarjeta.numero}? Esta acción no se puede deshacer.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button color="error" variant="contained" onClick={confirmar} disabled={isDeleting}>
          Eliminar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
