import { TextField } from '@mui/material';
import type { FieldErrors, UseFormRegister, UseFormReturn } from 'react-hook-form';
import { PLANTA_CODIGO_MAX, PLANTA_CODIGO_MIN, PLANTA_NOMBRE_MAX } from '@portal/shared/domain';
import type { PlantaFormValues } from './usePlantaForm';

/** A plant's name and code, as 'Editar planta' and 'Nueva planta' ask them (each form holds at least these two). */
export function PlantaCampos<T extends PlantaFormValues>({ form }: { form: Pick<UseFormReturn<T, unknown, unknown>, 'register' | 'formState'> }) {
  const register = form.register as unknown as UseFormRegister<PlantaFormValues>;
  const errors = form.formState.errors as FieldErrors<PlantaFormValues>;
  return (
    <>
      <TextField
        label="Nombre"
        required
        autoFocus
        {...register('nombre')}
        error={!!errors.nombre}
        helperText={errors.nombre?.message ?? 'Por ejemplo: Planta Pilar'}
        slotProps={{ htmlInput: { 'aria-required': true, autoCapitalize: 'sentences', enterKeyHint: 'next', maxLength: PLANTA_NOMBRE_MAX } }}
      />
      <TextField
        label="Código"
        required
        {...register('codigo')}
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
