import { Box, FormControl, FormHelperText, FormLabel } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import { get, useFormState, useWatch, type Control, type FieldPath, type FieldValues, type UseFormRegisterReturn } from 'react-hook-form';
import { separarRecientes } from './recientes';

/** Up to this many options a choice is one tap (chips); more go to a list (SelectField). */
export const MAX_OPCIONES_CHIPS = 8;

export interface ChipsFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  /** `register(name)`: the radios are the form's own inputs, focused in form order on an error. */
  registro: UseFormRegisterReturn;
  label: string;
  options: readonly string[];
  id: string;
  required?: boolean;
  /** A mark drawn before an option's text (e.g. the card colour's swatch), never the only cue. */
  adorno?: (opcion: string) => React.ReactNode;
  /** Options the user chose recently: first in the group, each marked with a clock; none is removed. */
  recientes?: readonly string[];
}

// The radio covers its chip, unseen: a tap anywhere on the chip is a tap on the radio itself.
const oculto = { position: 'absolute', inset: 0, width: '100%', height: '100%', opacity: 0, margin: 0, cursor: 'pointer' } as const;

/**
 * A required choice among a few options as one-tap chips: native radios (arrow keys, screen readers, the form's
 * focus on error) drawn as chips 48 px high, wrapping on a phone. The legend names the group. Recent options come
 * first, marked with a clock (`data-reciente`); the chip's name stays the option's text.
 */
export function ChipsField<T extends FieldValues>({ control, name, registro, label, options, id, required, adorno, recientes }: ChipsFieldProps<T>) {
  const valor = useWatch({ control, name });
  const { errors } = useFormState({ control, name });
  const legend = `${id}-label`;
  const ayuda = `${id}-ayuda`;
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
  const grupos = separarRecientes(options, recientes);
  const esReciente = new Set(grupos.recientes);
  return (
    <FormControl
      component="fieldset"
      id={id}
      role="radiogroup"
      aria-labelledby={legend}
      aria-required={required || undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? ayuda : undefined}
      error={!!error}
      required={required}
      sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
    >
      <FormLabel component="legend" id={legend} sx={{ mb: 1 }}>
        {label}
      </FormLabel>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {[...grupos.recientes, ...grupos.resto].map((opcion) => {
          const elegida = valor === opcion;
          const reciente = esReciente.has(opcion);
          return (
            <Box
              component="label"
              key={opcion}
              data-reciente={reciente || undefined}
              sx={{
                position: 'relative',
                display: 'inline-flex',
                alignItems: 'center',
                gap: 1,
                // 48 px with its border: the radio inside covers the 46 px within, a target ≥ 44 px.
                minHeight: 48,
                boxSizing: 'border-box',
                px: 2,
                borderRadius: 24,
                border: 1,
                borderColor: elegida ? 'primary.main' : error ? 'error.main' : 'divider',
                bgcolor: elegida ? 'primary.main' : 'background.paper',
                color: elegida ? 'primary.contrastText' : 'text.primary',
                fontWeight: elegida ? 600 : 400,
                cursor: 'pointer',
                userSelect: 'none',
                '&:has(input:focus-visible)': { outline: 2, outlineColor: 'primary.dark', outlineOffset: 2 },
              }}
            >
              <input type="radio" value={opcion} {...registro} style={oculto} />
              {reciente ? <HistoryIcon aria-hidden fontSize="small" sx={{ mr: -0.5, opacity: 0.8 }} /> : null}
              {adorno?.(opcion)}
              {opcion}
            </Box>
          );
        })}
      </Box>
      {error ? <FormHelperText id={ayuda}>{error}</FormHelperText> : null}
    </FormControl>
  );
}
