import type { ReactNode } from 'react';
import { DialogContentText } from '@mui/material';
import { ResponsiveFormDialog } from './ResponsiveFormDialog';

export interface ConfirmarEliminarDialogProps {
  open: boolean;
  id: string;
  title: string;
  /** The question, e.g. '¿Eliminar la tarjeta Roja N°81? Esta acción no se puede deshacer.' */
  children: ReactNode;
  busy: boolean;
  busyLabel?: string;
  /** The server's refusal, shown in the dialog. */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** The one delete confirmation of the portal: a question, 'Eliminar' in red, the server's refusal inside. */
export function ConfirmarEliminarDialog({ open, id, title, children, busy, busyLabel, error, onConfirm, onClose }: ConfirmarEliminarDialogProps) {
  return (
    <ResponsiveFormDialog
      open={open}
      id={id}
      title={title}
      submitLabel="Eliminar"
      submitColor="error"
      busy={busy}
      busyLabel={busyLabel}
      onSubmit={(e) => {
        e?.preventDefault();
        onConfirm();
      }}
      onClose={onClose}
      error={error}
      maxWidth="xs"
    >
      <DialogContentText>{children}</DialogContentText>
    </ResponsiveFormDialog>
  );
}
