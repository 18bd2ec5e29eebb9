import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { BusyButton, FormErrorAlert } from '@portal/shared/ui';
import type { FiltroSeleccionState } from './filtroSeleccion';
import { useGuardarPresetForm } from './useGuardarPresetForm';

export interface GuardarPresetDialogProps {
  open: boolean;
  seleccion: FiltroSeleccionState;
  onClose: () => void;
}

export function GuardarPresetDialog({ open, seleccion, onClose }: GuardarPresetDialogProps) {
  const { form, onSubmit, serverError, isSubmitting, clear } = useGuardarPresetForm(seleccion, onClose);
  const { ref, ...nombre } = form.register('nombre');
  const error = form.formState.errors.nombre?.message;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      // Opening or closing a popup clears its errors (spec §4).
      slotProps={{ transition: { onExited: clear } }}
      aria-labelledby="guardar-preset-titulo"
      fullWidth
      maxWidth="xs"
    >
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id="guardar-preset-titulo">Guardar como preestablecido</DialogTitle>
        <DialogContent>
          <FormErrorAlert message={serverError} />
          <TextField
            id="preset-nombre"
            label="Nombre"
            autoFocus
            fullWidth
            margin="dense"
            autoComplete="off"
            error={!!error}
            helperText={error}
            inputRef={ref}
            {...nombre}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
          <BusyButton type="submit" variant="contained" busy={isSubmitting}>
            Guardar
          </BusyButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
