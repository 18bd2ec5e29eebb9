import { TextField, type TextFieldProps } from '@mui/material';
import { SELECCIONAR } from '@portal/shared/domain';

export type SelectFieldProps = Omit<TextFieldProps, 'select' | 'children'> & {
  options: readonly string[];
};

/** A native select whose first option, 'Seleccionar', has the empty value. */
export function SelectField({ options, slotProps, ...props }: SelectFieldProps) {
  return (
    <TextField select fullWidth {...props} slotProps={{ ...slotProps, select: { native: true }, inputLabel: { shrink: true } }}>
      <option value="">{SELECCIONAR}</option>
      {options.map((o) => (
        <option key={o} value={o}>
          {o}
        </option>
      ))}
    </TextField>
  );
}
