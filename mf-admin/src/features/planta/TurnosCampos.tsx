import { Box, Button, IconButton, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { TURNO_NOMBRE_MAX, TURNOS_MAX } from '@portal/shared/domain';
import type { PlantaEdicionValues } from './usePlantaForm';

/**
 * The plant's shifts (issue 26): 1 to TURNOS_MAX rows of name and start; each ends when the next starts (the last one
 * crosses midnight). Typed in any order, saved in start order. The CIL points 'Cada turno' are due once per shift.
 */
export function TurnosCampos({ form }: { form: UseFormReturn<PlantaEdicionValues, unknown, unknown> }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'turnos' });
  const errores = form.formState.errors.turnos;
  const errorLista = errores?.root?.message ?? errores?.message;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1 }} aria-describedby="planta-turnos-ayuda">
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        Turnos
      </Typography>
      {fields.map((campo, i) => (
        <Box key={campo.id} sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 8.5rem auto', gap: 1, alignItems: 'start' }}>
          <TextField
            label={`Turno ${i + 1}`}
            required
            {...form.register(`turnos.${i}.nombre`)}
            error={!!errores?.[i]?.nombre}
            helperText={errores?.[i]?.nombre?.message}
            slotProps={{ htmlInput: { 'aria-required': true, maxLength: TURNO_NOMBRE_MAX, autoCapitalize: 'sentences' } }}
          />
          <TextField
            label={`Inicio del turno ${i + 1}`}
            type="time"
            required
            {...form.register(`turnos.${i}.inicio`)}
            error={!!errores?.[i]?.inicio}
            helperText={errores?.[i]?.inicio?.message}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-required': true, step: 60 } }}
          />
          <IconButton aria-label={`Quitar el turno ${i + 1}`} disabled={fields.length <= 1} onClick={() => remove(i)} sx={{ mt: 1 }}>
            <DeleteIcon />
          </IconButton>
        </Box>
      ))}
      <Box>
        <Button startIcon={<AddIcon />} disabled={fields.length >= TURNOS_MAX} onClick={() => append({ nombre: '', inicio: '' })} sx={{ minHeight: 44 }}>
          Agregar turno
        </Button>
      </Box>
      <Typography id="planta-turnos-ayuda" variant="caption" color={errorLista ? 'error' : 'text.secondary'} role={errorLista ? 'alert' : undefined}>
        {errorLista ??
          `De 1 a ${TURNOS_MAX}, con la hora en que empieza cada uno (HH:mm, hora de la planta); cada turno termina cuando empieza el siguiente. Los puntos CIL «Cada turno» se piden una vez por turno.`}
      </Typography>
    </Box>
  );
}
