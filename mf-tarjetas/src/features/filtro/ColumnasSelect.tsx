import { Autocomplete, Checkbox, TextField } from '@mui/material';
import { COLUMNAS_EXPORTABLES } from '@portal/shared/domain';
import type { ColumnaExportable } from '@portal/shared/domain';
import { COLUMNA_LABEL } from './filtroSeleccion';

type Columna = (typeof COLUMNAS_EXPORTABLES)[number];

export interface ColumnasSelectProps {
  value: ColumnaExportable[];
  onChange: (columnas: ColumnaExportable[]) => void;
}

/** Multi-select of the 20 exportable columns; the table shows them in the chosen order. */
export function ColumnasSelect({ value, onChange }: ColumnasSelectProps) {
  const elegidas = value.map((key) => COLUMNAS_EXPORTABLES.find((c) => c.key === key)).filter((c): c is Columna => !!c);
  return (
    <Autocomplete<Columna, true>
      multiple
      disableCloseOnSelect
      options={COLUMNAS_EXPORTABLES}
      value={elegidas}
      onChange={(_e, columnas) => onChange(columnas.map((c) => c.key))}
      getOptionLabel={(c) => c.label}
      isOptionEqualToValue={(a, b) => a.key === b.key}
      renderOption={({ key, ...props }, c, { selected }) => (
        <li key={key} {...props}>
          <Checkbox size="small" checked={selected} sx={{ mr: 1 }} />
          {COLUMNA_LABEL[c.key]}
        </li>
      )}
      renderInput={(params) => <TextField {...params} label="Columnas" placeholder="Elegir columnas" />}
      sx={{ flex: '1 1 420px' }}
    />
  );
}
