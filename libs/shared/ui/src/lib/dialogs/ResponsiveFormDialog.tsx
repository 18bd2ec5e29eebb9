import type { FormEvent, ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, useMediaQuery, useTheme } from '@mui/material';
import type { ButtonProps, DialogProps } from '@mui/material';
import { BusyButton } from '../feedback/BusyButton';
import { FormErrorAlert } from '../form/FormErrorAlert';
import { useConfirmarSalida } from '../salida/useConfirmarSalida';

/** What a dialog's form hook (`use…Form`) answers: the form, its submit, the server's error and whether the save runs. */
export interface FormularioDialogo {
  form: { formState: { isDirty: boolean } };
  onSubmit: (e?: FormEvent) => void;
  serverError: string | null;
  isSubmitting: boolean;
}

interface FormularioSuelto {
  /** The save is running: the submit says 'Guardando…' and cannot be pressed again. */
  busy?: boolean;
  onSubmit: (e?: FormEvent) => void;
  /** The form has unsaved changes: Cancelar, Escape and the backdrop ask before discarding them. */
  dirty?: boolean;
  /** The server's message for the last failed save, shown above the fields. */
  error?: string | null;
  formulario?: never;
}

interface ConFormulario {
  /** A form hook's answer: gives `busy`, `onSubmit`, `dirty` and `error` at once. */
  formulario: FormularioDialogo;
  busy?: never;
  onSubmit?: never;
  dirty?: never;
  error?: never;
}

interface ResponsiveFormDialogBase {
  open: boolean;
  /** Unique per dialog: names the title, the form and the alert. */
  id: string;
  /** Names the object: 'Cerrar Tarjeta Roja N°81'. */
  title: string;
  submitLabel: string;
  /** What the submit says while busy ('Guardando…' by default). */
  busyLabel?: string;
  onClose: () => void;
  /** Tags the error alert (`data-error-id`) with its catalogue id. */
  errorId?: string;
  submitColor?: ButtonProps['color'];
  maxWidth?: DialogProps['maxWidth'];
  children: ReactNode;
}

export type ResponsiveFormDialogProps = ResponsiveFormDialogBase & (FormularioSuelto | ConFormulario);

function estadoDelFormulario(props: FormularioSuelto | ConFormulario) {
  const f = props.formulario;
  if (!f) return props;
  return { busy: f.isSubmitting, onSubmit: f.onSubmit, dirty: f.form.formState.isDirty, error: f.serverError };
}

/**
 * The frame of every form dialog: the title and the Cancelar/submit actions stay in view while only
 * the fields scroll; full screen on a phone. A server error is scrolled to and focused when it
 * appears, so the user sees why nothing was saved; with `dirty`, closing asks before discarding the changes.
 */
export function ResponsiveFormDialog(props: ResponsiveFormDialogProps) {
  const { open, id, title, submitLabel, busyLabel, onClose, errorId, submitColor = 'primary', maxWidth = 'md', children } = props;
  const { busy = false, onSubmit, dirty = false, error } = estadoDelFormulario(props);
  const theme = useTheme();
  const telefono = useMediaQuery(theme.breakpoints.down('sm'));
  // Not `${id}-titulo`: the page behind may hold a section with that id (the detail's planning panel).
  const titleId = `${id}-dialogo-titulo`;
  const salida = useConfirmarSalida({ cambios: dirty && open });
  const cerrar = () => salida.confirmar(onClose);
  return (
    <Dialog
      open={open}
      onClose={cerrar}
      aria-labelledby={titleId}
      scroll="paper"
      fullScreen={telefono}
      fullWidth
      maxWidth={maxWidth}
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit, 'aria-labelledby': titleId } as object }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        <FormErrorAlert message={error} errorId={errorId} />
        <Stack spacing={2} sx={{ pt: 1 }}>
          {children}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, '& .MuiButton-root': { minHeight: 44 } }}>
        <Button onClick={cerrar}>Cancelar</Button>
        <BusyButton type="submit" variant="contained" color={submitColor} busy={busy} busyLabel={busyLabel}>
          {submitLabel}
        </BusyButton>
      </DialogActions>
      {salida.dialogo}
    </Dialog>
  );
}
