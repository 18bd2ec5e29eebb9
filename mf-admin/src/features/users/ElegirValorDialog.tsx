import { useEffect, useState, type FormEvent } from 'react';
import { TextField, Typography } from '@mui/material';
import { ResponsiveFormDialog } from '@portal/shared/ui';

export interface ElegirValorDialogProps {
  /** Closed when null. */
  abierto: boolean;
  id: string;
  titulo: string;
  etiqueta: string;
  /** value → text; '' may be one of them ('Sin equipo'). */
  opciones: readonly { valor: string; texto: string }[];
  actual: string;
  submitLabel: string;
  /** The question shown once another value is chosen (the object and both values). */
  pregunta?: (valor: string) => string;
  /** Saves; answers the error to show in the dialog, or null when done (the caller closes it). */
  onGuardar: (valor: string) => Promise<string | null>;
  onClose: () => void;
}

/** A users-table action that changes one value from a list (rol, equipo): a select, the question, then the save. */
export function ElegirValorDialog({ abierto, id, titulo, etiqueta, opciones, actual, submitLabel, pregunta, onGuardar, onClose }: ElegirValorDialogProps) {
  const [valor, setValor] = useState(actual);
  const [error, setError] = useState<string | null>(null);
  const [guardando, setGuardando] = useState(false);
  useEffect(() => {
    if (!abierto) return;
    setValor(actual);
    setError(null);
  }, [abierto, actual]);

  const onSubmit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (valor === actual) return onClose();
    setError(null);
    setGuardando(true);
    setError(await onGuardar(valor).finally(() => setGuardando(false)));
  };

  return (
    <ResponsiveFormDialog
      open={abierto}
      id={id}
      title={titulo}
      submitLabel={submitLabel}
      busy={guardando}
      onSubmit={(e) => void onSubmit(e)}
      onClose={onClose}
      error={error}
      maxWidth="xs"
    >
      <TextField
        select
        label={etiqueta}
        value={valor}
        onChange={(e) => setValor(e.target.value)}
        fullWidth
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {opciones.map((o) => (
          <option key={o.valor} value={o.valor}>
            {o.texto}
          </option>
        ))}
      </TextField>
      {pregunta && valor !== actual && <Typography>{pregunta(valor)}</Typography>}
    </ResponsiveFormDialog>
  );
}
