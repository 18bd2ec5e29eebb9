import { Box, Stack, TextField, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { PUNTAJE_AUDITORIA_AM_MAX, textoReglaAuditoriaAm } from '@portal/shared/domain';
import type { PlantillaAmForm } from './usePlantillaAmForm';

const CAMPOS = [
  { name: 'promedioMin', label: 'Promedio mínimo (%)', max: 100, ayuda: 'Del puntaje máximo, sobre todos los requisitos' },
  { name: 'minimoRequisito', label: 'Puntaje mínimo por requisito', max: PUNTAJE_AUDITORIA_AM_MAX, ayuda: 'De 0 a 4; 0: sin mínimo' },
] as const;

/** The pass rule: two whole numbers, and the rule in words as the auditor will read it. */
export function ReglaCampos({ form }: { form: PlantillaAmForm }) {
  const regla = useWatch({ control: form.control, name: 'regla' });
  const completa = Number.isInteger(regla.promedioMin) && Number.isInteger(regla.minimoRequisito);
  return (
    <Box component="section" aria-labelledby="plantilla-regla-titulo">
      <Typography variant="h6" component="h3" id="plantilla-regla-titulo">
        Regla de aprobación
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1 }}>
        {CAMPOS.map((c) => {
          const { ref, ...rest } = form.register(`regla.${c.name}`, { valueAsNumber: true });
          const error = form.formState.errors.regla?.[c.name]?.message;
          return (
            <TextField
              key={c.name}
              id={`plantilla-regla-${c.name}`}
              label={c.label}
              type="number"
              required
              {...rest}
              inputRef={ref}
              error={!!error}
              helperText={error ?? c.ayuda}
              slotProps={{ htmlInput: { min: 0, max: c.max, step: 1, 'aria-required': true } }}
            />
          );
        })}
      </Stack>
      <Typography sx={{ mt: 1 }} aria-live="polite">
        {completa ? `Se aprueba con ${textoReglaAuditoriaAm(regla)}.` : 'Complete los dos números de la regla.'}
      </Typography>
    </Box>
  );
}
