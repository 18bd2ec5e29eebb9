import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { BusyButton, ErrorAlert } from '@portal/shared/ui';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  /** 'error' for deletes (the default), 'primary' for changes. */
  confirmColor?: 'error' | 'primary';
  busy?: boolean;
  busyLabel?: string;
  /** Error of the confirmed action, shown inside the dialog. */
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** A yes/no dialog used before every delete and every role change. */
export function ConfirmDialog({ open, title, message, confirmLabel = 'Eliminar', confirmColor = 'error', busy, busyLabel = 'Eliminando…', error, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="confirm-dialog-title" fullWidth maxWidth="xs">
      <DialogTitle id="confirm-dialog-title">{title}</DialogTitle>
      <DialogContent>
        {error && <ErrorAlert message={error} />}
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <BusyButton color={confirmColor} variant="contained" onClick={onConfirm} busy={busy} busyLabel={busyLabel}>
          {confirmLabel}
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}
