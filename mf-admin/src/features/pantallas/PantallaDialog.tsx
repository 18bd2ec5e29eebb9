import { useEffect } from 'react';
import { TextField } from '@mui/material';
import { useGetCamposQuery } from '@portal/shared/data-access';
import { TABLERO_ROTACION, type Pantalla } from '@portal/shared/domain';
import { ResponsiveFormDialog, useNotify } from '@portal/shared/ui';
import { TODOS, usePantallaForm } from './usePantallaForm';

export interface PantallaDialogProps {
  open: boolean;
  /** The pantalla whose settings are edited; null: pair a new TV by its code. */
  editando: Pantalla | null;
  /** The code of the TV's QR (Admin › Pantallas?codigo=…): 'Vincular TV' opens with it filled. */
  codigo?: string;
  onClose: () => void;
}

/** 'Vincular TV' (the code the TV shows, name, seconds per Equipo, Equipo) or 'Editar pantalla' (the same without the code). */
export function PantallaDialog({ open, editando, codigo = '', onClose }: PantallaDialogProps) {
  const notify = useNotify();
  const { data: campos = [] } = useGetCamposQuery();
  const equipos = campos.filter((c) => c.name === 'equipo').map((c) => c.value);
  const formulario = usePantallaForm(editando, (p) => {
    notify.success(editando ? `Pantalla "${p.nombre}" guardada` : `TV vinculada como "${p.nombre}": el tablero aparecerá en ella en unos segundos`);
    onClose();
  });
  const { form, reset } = formulario;
  useEffect(() => {
    if (!open) return;
    reset(editando);
    if (!editando && codigo) form.setValue('codigo', codigo);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset on opening only
  }, [open, editando]);
  const { errors } = form.formState;
  return (
    <ResponsiveFormDialog
      open={open}
      id="pantalla"
      title={editando ? `Editar pantalla "${editando.nombre}"` : 'Vincular TV'}
      submitLabel={editando ? 'Guardar' : 'Vincular'}
      formulario={formulario}
      onClose={onClose}
      errorId="PANTALLA_ERROR"
      maxWidth="sm"
    >
      {!editando && (
        <TextField
          label="Código que muestra la TV"
          required
          autoFocus
          {...form.register('codigo')}
          error={!!errors.codigo}
          helperText={errors.codigo?.message ?? 'Abra /tablero en la TV: muestra un código de 6 caracteres'}
          slotProps={{
            htmlInput: {
              'aria-required': true,
              autoCapitalize: 'characters',
              autoComplete: 'off',
              spellCheck: false,
              inputMode: 'text',
              enterKeyHint: 'next',
              sx: { fontFamily: 'monospace', letterSpacing: '0.1em' },
            },
          }}
        />
      )}
      <TextField
        label="Nombre"
        required
        autoFocus={!!editando}
        {...form.register('nombre')}
        error={!!errors.nombre}
        helperText={errors.nombre?.message ?? 'Por ejemplo: TV Extrusión'}
        slotProps={{ htmlInput: { 'aria-required': true, autoCapitalize: 'sentences', enterKeyHint: 'next' } }}
      />
      <TextField
        label="Segundos por equipo"
        type="number"
        required
        {...form.register('segundos', { valueAsNumber: true })}
        error={!!errors.segundos}
        helperText={errors.segundos?.message ?? `Cada cuánto cambia de equipo o de página (${TABLERO_ROTACION.min} a ${TABLERO_ROTACION.max})`}
        slotProps={{ htmlInput: { 'aria-required': true, inputMode: 'numeric', min: TABLERO_ROTACION.min, max: TABLERO_ROTACION.max } }}
      />
      <TextField
        select
        label="Equipo"
        {...form.register('equipo')}
        error={!!errors.equipo}
        helperText={errors.equipo?.message}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value={TODOS}>Todos (rotan)</option>
        {equipos.map((e) => (
          <option key={e} value={e}>
            {e}
          </option>
        ))}
        <option value="">Sin equipo</option>
      </TextField>
    </ResponsiveFormDialog>
  );
}
