import { Box, Button, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { COLORES } from '@portal/shared/domain';
import type { UseFormReturn } from 'react-hook-form';
import type { BuscarInput } from './buscarSchema';

export interface BuscarFormProps {
  form: UseFormReturn<BuscarInput>;
  onSubmit: () => void;
}

/** Colour and number filters of /buscar with the 'Buscar' button. */
export function BuscarForm({ form, onSubmit }: BuscarFormProps) {
  const {
    register,
    formState: { errors },
  } = form;
  const field = (name: keyof BuscarInput) => {
    const { ref, ...rest } = register(name);
    return { ...rest, inputRef: ref };
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label="Buscar tarjeta"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 2, '& .MuiInputBase-root': { minHeight: { xs: 44, sm: 'auto' } } }}
    >
      <TextField
        id="buscar-color"
        label="Color"
        select
        size="small"
        sx={{ minWidth: 180 }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        {...field('color')}
      >
        <option value="">Seleccionar</option>
        {COLORES.map((color) => (
          <option key={color} value={color}>
            {color}
          </option>
        ))}
      </TextField>
      <TextField
        id="buscar-numero"
        label="Número"
        size="small"
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        error={!!errors.numero}
        helperText={errors.numero?.message}
        {...field('numero')}
      />
      <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ minHeight: { xs: 44, sm: 40 } }}>
        Buscar
      </Button>
    </Box>
  );
}
