import { useState } from 'react';
import type { FormEvent } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import type { z } from 'zod';
import { BusyButton, ErrorAlert } from '@portal/shared/ui';

export interface ValueDialogProps {
  open: boolean;
  title: string;
  /** Shared schema of the value (e.g. `crearCampoSchema.shape.value`): its message is shown when it fails. */
  schema: z.ZodType<string>;
  busy?: boolean;
  /** Saves the value; resolves to an error message to keep the popup open, or null when saved. */
  onSave: (value: string) => Promise<string | null>;
  onClose: () => void;
}

/** Popup with one 'Valor' field. It closes only after a non-empty value was saved. */
export function ValueDialog({ open, title, schema, busy, onSave, onClose }: ValueDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="value-dialog-title" fullWidth maxWidth="xs">
      {/* Mounted only while open, so opening or closing the popup clears its value and errors. */}
      {open && <ValueForm title={title} schema={schema} busy={busy} onSave={onSave} onClose={onClose} />}
    </Dialog>
  );
}

function ValueForm({ title, schema, busy, onSave, onClose }: Omit<ValueDialogProps, 'open'>) {
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const parsed = schema.safeParse(value);
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
    <Box component="form" noValidate onSubmit={submit}>
      <DialogTitle id="value-dialog-title">{title}</DialogTitle>
      <DialogContent>
        {serverError && <ErrorAlert message={serverError} />}
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          id="value-dialog-valor"
          label="Valor"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={!!fieldError}
          helperText={fieldError}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <BusyButton type="submit" variant="contained" busy={busy}>
          Guardar
        </BusyButton>
      </DialogActions>
    </Box>
  );
}
