import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { TextField } from '@mui/material';
import type { z } from 'zod';
import { ResponsiveFormDialog } from '@portal/shared/ui';

export interface ValorCampoDialogProps {
  open: boolean;
  title: string;
  /** Shared schema of the value (e.g. `crearCampoSchema.shape.value`): its message is shown when it fails. */
  schema: z.ZodType<string>;
  busy?: boolean;
  /** Saves the value; resolves to an error message to keep the dialog open, or null when saved. */
  onSave: (value: string) => Promise<string | null>;
  onClose: () => void;
}

/** Admin › Campos: adds a field option or a machine part. One 'Valor' field; closes only once a valid value was saved. */
export function ValorCampoDialog({ open, title, schema, busy, onSave, onClose }: ValorCampoDialogProps) {
  const [valor, setValor] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  // Each opening starts empty, without the last attempt's errors.
  useEffect(() => {
    if (!open) return;
    setValor('');
    setFieldError(null);
    setServerError(null);
  }, [open]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setServerError(null);
    const parsed = schema.safeParse(valor);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setFieldError(null);
    const error = await onSave(parsed.data);
    if (error) setServerError(error);
    else onClose();
  };

  return (
    <ResponsiveFormDialog
      open={open}
      id="agregar-valor-campo"
      title={title}
      submitLabel="Guardar"
      busy={busy}
      onSubmit={(e) => void submit(e)}
      onClose={onClose}
      error={serverError}
      maxWidth="xs"
    >
      <TextField
        autoFocus
        fullWidth
        id="agregar-valor-campo-valor"
        label="Valor"
        value={valor}
        onChange={(e) => setValor(e.target.value)}
        error={!!fieldError}
        helperText={fieldError}
      />
    </ResponsiveFormDialog>
  );
}
