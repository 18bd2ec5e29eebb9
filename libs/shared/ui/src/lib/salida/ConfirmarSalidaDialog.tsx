import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

export interface ConfirmarSalidaDialogProps {
  open: boolean;
  titulo: string;
  mensaje: string;
  onSeguir: () => void;
  onDescartar: () => void;
}

/** 'Seguir editando' is the safe default (focused, and what Escape or a tap outside do). */
export function ConfirmarSalidaDialog({ open, titulo, mensaje, onSeguir, onDescartar }: ConfirmarSalidaDialogProps) {
  return (
    <Dialog open={open} onClose={onSeguir} aria-labelledby="confirmar-salida-titulo" aria-describedby="confirmar-salida-mensaje">
      <DialogTitle id="confirmar-salida-titulo">{titulo}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirmar-salida-mensaje">{mensaje}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onSeguir} autoFocus variant="contained">
          Seguir editando
        </Button>
        <Button onClick={onDescartar} color="error">
          Descartar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
