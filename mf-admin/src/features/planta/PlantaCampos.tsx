import { TextField } from '@mui/material';
import type { UseFormReturn } from 'react-hook-form';
import { PLANTA_CODIGO_MAX, PLANTA_CODIGO_MIN, PLANTA_NOMBRE_MAX } from '@portal/shared/domain';
import type { PlantaFormValues } from './usePlantaForm';

/** A plant's name and code, as 'Editar planta' and 'Nueva planta' ask them. */
export function PlantaCampos({ form }: { form: UseFormReturn<PlantaFormValues, unknown, PlantaFormValues> }) {
  const { errors } = form.formState;
  return (
    <>
      <TextField
        label="Nombre"
        required
        autoFocus
        {...form.register('nombre')}
        error={!!errors.nombre}
        helperText={errors.nombre?.message ?? 'Por ejemplo: Planta Pilar'}
        slotProps={{ htmlInput: { 'aria-required': true, autoCapitalize: 'sentences', enterKeyHint: 'next', maxLength: PLANTA_NOMBRE_MAX } }}
      />
      <TextField
        label="Código"
        required
        {...form.register('codigo')}
        error={!!errors.codigo}
        helperText={errors.codigo?.message ?? `De ${PLANTA_CODIGO_MIN} a ${PLANTA_CODIGO_MAX} letras o números, por ejemplo PP`}
        slotProps={{
          htmlInput: {
            'aria-required': true,
            autoCapitalize: 'characters',
            autoComplete: 'off',
            spellCheck: false,
            enterKeyHint: 'done',
            maxLength: PLANTA_CODIGO_MAX,
            sx: { fontFamily: 'monospace', letterSpacing: '0.1em', textTransform: 'uppercase' },
          },
        }}
      />
    </>
  );
}
