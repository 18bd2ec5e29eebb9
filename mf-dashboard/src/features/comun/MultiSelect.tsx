import { Autocomplete, Checkbox, TextField } from '@mui/material';

export interface MultiSelectProps {
  id: string;
  label: string;
  opciones: readonly string[];
  value: string[];
  onChange: (valores: string[]) => void;
  /** Text of the empty field, e.g. 'Todos'. */
  placeholder?: string;
  width?: number | string;
}

/** A dashboard filter: several values of one column; none chosen means every value. */
export function MultiSelect({ id, label, opciones, value, onChange, placeholder = 'Todos', width = 280 }: MultiSelectProps) {
  return (
    <Autocomplete<string, true>
      id={id}
      multiple
      disableCloseOnSelect
      limitTags={2}
      size="small"
      options={opciones as string[]}
      value={value}
      onChange={(_e, elegidos) => onChange(elegidos)}
      renderOption={({ key, ...props }, v, { selected }) => (
        <li key={key} {...props}>
          <Checkbox size="small" checked={selected} sx={{ mr: 1 }} />
          {v}
        </li>
      )}
      renderInput={(params) => <TextField {...params} label={label} placeholder={value.length ? undefined : placeholder} />}
      // One line while not being edited: the chips shrink (ellipsis) instead of wrapping to a second row.
      sx={{
        width: { xs: '100%', sm: width },
        '&:not(.Mui-focused) .MuiAutocomplete-inputRoot': { flexWrap: 'nowrap' },
        '& .MuiAutocomplete-tag': { minWidth: 0, flexShrink: 1 },
      }}
    />
  );
}
