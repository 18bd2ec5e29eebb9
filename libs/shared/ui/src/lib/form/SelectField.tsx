import { TextField } from '@mui/material';
import type { TextFieldProps } from '@mui/material';
import { SELECCIONAR } from '@portal/shared/domain';
import { GRUPO_OTRAS, GRUPO_RECIENTES, separarRecientes } from './recientes';

export type SelectFieldProps = Omit<TextFieldProps, 'select' | 'children'> & {
  options: readonly string[];
  /** Adds the 'Seleccionar' placeholder option first (default true). */
  conSeleccionar?: boolean;
  /** The placeholder's value: 'Seleccionar' itself (default), or '' where an empty field means none chosen. */
  valorSeleccionar?: string;
  /** Options the user chose recently: first, under a 'Recientes' group (the others under 'Otras'); none is removed. */
  recientes?: readonly string[];
};

const opcion = (option: string) => (
  <option key={option} value={option}>
    {option}
  </option>
);

/** A native select (a real <select>, easy to drive from tests and phones) over string options. */
export function SelectField({ options, conSeleccionar = true, valorSeleccionar = SELECCIONAR, recientes, slotProps, ...props }: SelectFieldProps) {
  const grupos = separarRecientes(options, recientes);
  return (
    <TextField select fullWidth {...props} slotProps={{ ...slotProps, select: { native: true }, inputLabel: { shrink: true } }}>
      {conSeleccionar && <option value={valorSeleccionar}>{SELECCIONAR}</option>}
      {grupos.recientes.length ? (
        <>
          <optgroup label={GRUPO_RECIENTES}>{grupos.recientes.map(opcion)}</optgroup>
          {grupos.resto.length ? <optgroup label={GRUPO_OTRAS}>{grupos.resto.map(opcion)}</optgroup> : null}
        </>
      ) : (
        options.map(opcion)
      )}
    </TextField>
  );
}
