import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { PASOS_AM_MAX, PASOS_AM_MIN, PLANTA_DIAS_ALERTA_MAX, PRIORIDADES } from '@portal/shared/domain';
import type { PlantaEdicionValues } from './usePlantaForm';

/** Every IANA zone the browser knows (the server checks the one chosen against its own list). */
const ZONAS: readonly string[] = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];

/** A plant's time zone and alert days, as 'Editar planta' asks them (`zonaInstalacion`: PLANT_TZ when known). */
export function PlantaAjustesCampos({ form, zonaInstalacion }: { form: UseFormReturn<PlantaEdicionValues, unknown, unknown>; zonaInstalacion?: string }) {
  const { errors } = form.formState;
  const errorDias = errors.diasAlerta?.Alta?.message ?? errors.diasAlerta?.Media?.message ?? errors.diasAlerta?.Baja?.message ?? errors.diasAlerta?.message;
  return (
    <>
      <Controller
        control={form.control}
        name="zona"
        render={({ field, fieldState }) => (
          <Autocomplete
            options={ZONAS}
            value={typeof field.value === 'string' && field.value ? field.value : null}
            onChange={(_e, v) => field.onChange(v ?? '')}
            autoHighlight
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={field.ref}
                onBlur={field.onBlur}
                label="Zona horaria"
                error={!!fieldState.error}
                helperText={
                  fieldState.error?.message ??
                  `Vacía: la de la instalación${zonaInstalacion ? ` (${zonaInstalacion})` : ''}. Fechas, días y meses de la planta se cuentan en ella.`
                }
              />
            )}
          />
        )}
      />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1 }} aria-describedby="planta-dias-ayuda">
        <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
          Días de alerta por prioridad
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1 }}>
          {PRIORIDADES.map((p) => (
            <TextField
              key={p}
              label={p}
              type="number"
              required
              {...form.register(`diasAlerta.${p}`, { valueAsNumber: true })}
              error={!!errors.diasAlerta?.[p] || (p === 'Baja' && !!errors.diasAlerta?.message)}
              slotProps={{ htmlInput: { min: 1, max: PLANTA_DIAS_ALERTA_MAX, inputMode: 'numeric', 'aria-required': true } }}
            />
          ))}
        </Box>
        <Typography id="planta-dias-ayuda" variant="caption" color={errorDias ? 'error' : 'text.secondary'} role={errorDias ? 'alert' : undefined}>
          {errorDias ?? `Una tarjeta abierta pasa a vencida después de estos días (de 1 a ${PLANTA_DIAS_ALERTA_MAX}, Alta < Media < Baja).`}
        </Typography>
      </Box>
      <TextField
        label="Destinatarios del reporte semanal"
        multiline
        minRows={1}
        autoComplete="off"
        {...form.register('destinatariosReporte')}
        error={!!errors.destinatariosReporte}
        helperText={
          errors.destinatariosReporte?.message ??
          'E-mails separados por comas: reciben el Reporte de avance de esta planta cada semana. Vacío: los de la instalación.'
        }
        slotProps={{ htmlInput: { inputMode: 'email' } }}
      />
      <TextField
        label="Pasos del programa de mantenimiento autónomo"
        multiline
        minRows={3}
        autoComplete="off"
        {...form.register('pasosAm')}
        error={!!errors.pasosAm}
        helperText={errors.pasosAm?.message ?? `Uno por línea, en orden (de ${PASOS_AM_MIN} a ${PASOS_AM_MAX}). Cada equipo autónomo avanza por ellos.`}
      />
    </>
  );
}
