import type { ReactNode } from 'react';
import { DialogContentText } from '@mui/material';
import { ResponsiveFormDialog } from './ResponsiveFormDialog';

export interface ConfirmarDialogProps {
  open: boolean;
  id: string;
  title: string;
  /** The question, naming the object: '¿Revocar "TV Extrusión"? Su TV dejará de mostrar el tablero al instante.' */
  children: ReactNode;
  /** The action, e.g. 'Revocar', 'Importar'. */
  submitLabel: string;
  /** 'error' for what removes something, 'primary' for other changes. */
  submitColor?: 'error' | 'primary';
  busy: boolean;
  busyLabel?: string;
  /** The server's refusal, shown in the dialog. */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** A yes/no question before a change that is hard to notice or undo, on the portal's dialog frame. */
export function ConfirmarDialog({
  open,
  id,
  title,
  children,
  submitLabel,
  submitColor = 'primary',
  busy,
  busyLabel,
  error,
  onConfirm,
  onClose,
}: ConfirmarDialogProps) {
  return (
    <ResponsiveFormDialog
      open={open}
      id={id}
      title={title}
      submitLabel={submitLabel}
      submitColor={submitColor}
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
