import { Box, Chip, TextField } from '@mui/material';
import { Controller } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { MATERIAL_NINGUNO } from '@portal/shared/domain';

/** 'Material utilizado' (required): typed, or 'Ninguno' in one tap when no material was used. */
export function MaterialUtilizadoField<T extends FieldValues>({ control, name, id }: { control: Control<T>; name: FieldPath<T>; id: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Box>
          <TextField
            id={id}
            label="Material utilizado"
            multiline
            fullWidth
            required
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
            slotProps={{ htmlInput: { 'aria-required': true, autoCapitalize: 'sentences' } }}
          />
          <Chip
            label={MATERIAL_NINGUNO}
            aria-controls={id}
            variant={field.value === MATERIAL_NINGUNO ? 'filled' : 'outlined'}
            color={field.value === MATERIAL_NINGUNO ? 'primary' : 'default'}
            onClick={() => field.onChange(MATERIAL_NINGUNO)}
            sx={{ mt: 1, minHeight: 44 }}
          />
        </Box>
      )}
    />
  );
}
