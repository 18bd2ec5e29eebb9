import { Autocomplete, createFilterOptions, Checkbox, TextField } from '@mui/material';
import { getErrorMessage } from '@portal/shared/data-access';
import type { ColumnaExportable } from '@portal/shared/domain';
import { useGetValoresColumnaQuery } from '../tarjetas/tarjetasApi';
import { COLUMNA_LABEL } from './filtroSeleccion';

/** Free-text columns (descripción…) can have thousands of distinct values: the list shows the first matches. */
const filtrarOpciones = createFilterOptions<string>({ limit: 200 });

export interface ColumnaFiltroProps {
  columna: ColumnaExportable;
  value: string[];
  onChange: (columna: ColumnaExportable, valores: string[]) => void;
}

/** Dropdown filter of one chosen column: its options are the column's distinct values. */
export function ColumnaFiltro({ columna, value, onChange }: ColumnaFiltroProps) {
  const { data: valores = [], isFetching, error } = useGetValoresColumnaQuery(columna);
  const label = COLUMNA_LABEL[columna];
  return (
    <Autocomplete<string, true>
      multiple
      disableCloseOnSelect
      size="small"
      options={valores}
      value={value}
      loading={isFetching}
      filterOptions={filtrarOpciones}
      onChange={(_e, elegidos) => onChange(columna, elegidos)}
      renderOption={({ key, ...props }, v, { selected }) => (
        <li key={key} {...props}>
          <Checkbox size="small" checked={selected} sx={{ mr: 1 }} />
          {v}
        </li>
      )}
      renderInput={(params) => <TextField {...params} label={label} error={!!error} helperText={error ? getErrorMessage(error) : undefined} />}
      sx={{ width: 260 }}
    />
  );
}
