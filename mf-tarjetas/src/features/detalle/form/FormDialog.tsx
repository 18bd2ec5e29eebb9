import type { FormEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useConfirmarSalida } from '@portal/shared/ui';

export interface FormDialogProps {
  open: boolean;
  /** Unique per dialog: names the title and the form. */
  id: string;
  title: string;
  submitLabel: string;
  isSubmitting?: boolean;
  onSubmit: (e?: FormEvent) => void;
  onClose: () => void;
  /** The form has unsaved changes: Cancelar, Escape and the backdrop ask before discarding them. */
  dirty?: boolean;
  /** The server error alert, above the fields. */
  error?: ReactNode;
  children: ReactNode;
}

/** The frame every card dialog shares: title, error, fields, Cancelar and submit. */
export function FormDialog({ open, id, title, submitLabel, isSubmitting, onSubmit, onClose, dirty = false, error, children }: FormDialogProps) {
  const titleId = `${id}-titulo`;
  const salida = useConfirmarSalida({ cambios: dirty && open });
  const cerrar = () => salida.confirmar(onClose);
  return (
    <Dialog open={open} onClose={cerrar} aria-labelledby={titleId} fullWidth maxWidth="md">
      <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent dividers>
          {error}
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={cerrar}>Cancelar</Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {isSubmitting ? 'Por favor espere...' : submitLabel}
          </Button>
        </DialogActions>
      </Box>
      {salida.dialogo}
    </Dialog>
  );
}
