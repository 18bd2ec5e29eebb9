import type { ReactNode } from 'react';
import { TextField, type SxProps, type Theme } from '@mui/material';

export interface SelectNativoProps {
  label: string;
  value: string;
  onChange: (valor: string) => void;
  /** The `<option>`s. */
  children: ReactNode;
  sx?: SxProps<Theme>;
}

/** A compact native select: on a phone it opens the phone's own picker, and its label never overlaps the value. */
export function SelectNativo({ label, value, onChange, children, sx }: SelectNativoProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={sx}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {children}
    </TextField>
  );
}
