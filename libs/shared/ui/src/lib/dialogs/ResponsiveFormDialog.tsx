import { useEffect, useRef } from 'react';
import type { FormEvent, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { ButtonProps } from '@mui/material/Button';
import type { DialogProps } from '@mui/material/Dialog';
import { BusyButton } from '../feedback/BusyButton';

export interface ResponsiveFormDialogProps {
  open: boolean;
  /** Unique per dialog: names the title, the form and the alert. */
  id: string;
  /** Names the object: 'Cerrar Tarjeta Roja N°81'. */
  title: string;
  submitLabel: string;
  /** The save is running: the submit says 'Guardando…' and cannot be pressed again. */
  busy?: boolean;
  onSubmit: (e?: FormEvent) => void;
  onClose: () => void;
  /** The server's message for the last failed save, shown above the fields. */
  error?: string | null;
  /** Tags the error alert (`data-error-id`) with its catalogue id. */
  errorId?: string;
  submitColor?: ButtonProps['color'];
  maxWidth?: DialogProps['maxWidth'];
  children: ReactNode;
}

/**
 * The frame of every form dialog: the title and the Cancelar/submit actions stay in view while only
 * the fields scroll; full screen on a phone. A server error is scrolled to and focused when it
 * appears, so the user sees why nothing was saved.
 */
export function ResponsiveFormDialog(props: ResponsiveFormDialogProps) {
  const { open, id, title, submitLabel, busy = false, onSubmit, onClose, error, errorId, submitColor = 'primary', maxWidth = 'md', children } = props;
  const theme = useTheme();
  const telefono = useMediaQuery(theme.breakpoints.down('sm'));
  // Not `${id}-titulo`: the page behind may hold a section with that id (the detail's planning panel).
  const titleId = `${id}-dialogo-titulo`;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      scroll="paper"
      fullScreen={telefono}
      fullWidth
      maxWidth={maxWidth}
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit, 'aria-labelledby': titleId } as object }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        <DialogErrorAlert id={`${id}-error`} message={error} errorId={errorId} />
        <Stack spacing={2} sx={{ pt: 1 }}>
          {children}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, '& .MuiButton-root': { minHeight: 44 } }}>
        <Button onClick={onClose}>Cancelar</Button>
        <BusyButton type="submit" variant="contained" color={submitColor} busy={busy}>
          {submitLabel}
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}

/** The save's error, scrolled into view and focused each time a new message arrives. */
function DialogErrorAlert({ id, message, errorId }: { id: string; message?: string | null; errorId?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!message || !ref.current) return;
    ref.current.scrollIntoView?.({ block: 'nearest' });
    ref.current.focus();
  }, [message]);
  if (!message) return null;
  return (
    <Alert ref={ref} id={id} data-error-id={errorId} severity="error" variant="filled" tabIndex={-1} sx={{ mb: 2 }}>
      {message}
    </Alert>
  );
}
