import { TextField } from '@mui/material';
import type { TextFieldProps } from '@mui/material';
import { SELECCIONAR } from '@portal/shared/domain';

export type SelectFieldProps = Omit<TextFieldProps, 'select' | 'children'> & {
  options: readonly string[];
  /** Adds the 'Seleccionar' placeholder option first (default true). */
  conSeleccionar?: boolean;
  /** The placeholder's value: 'Seleccionar' itself (default), or '' where an empty field means none chosen. */
  valorSeleccionar?: string;
};

/** A native select (a real <select>, easy to drive from tests and phones) over string options. */
export function SelectField({ options, conSeleccionar = true, valorSeleccionar = SELECCIONAR, slotProps, ...props }: SelectFieldProps) {
  return (
    <TextField select fullWidth {...props} slotProps={{ ...slotProps, select: { native: true }, inputLabel: { shrink: true } }}>
      {conSeleccionar && <option value={valorSeleccionar}>{SELECCIONAR}</option>}
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </TextField>
  );
}
