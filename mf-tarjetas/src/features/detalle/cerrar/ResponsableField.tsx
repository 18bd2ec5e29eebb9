import { useMemo, useState } from 'react';
import { Autocomplete, createFilterOptions, TextField } from '@mui/material';
import { Controller } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useGetNombresUsuariosQuery } from '@portal/shared/data-access';

const filtrar = createFilterOptions<string>();

/**
 * 'Responsable' of a close: a plant user's name picked from the list (`GET /api/users/nombres`), or any name typed
 * (a contractor is not a portal user). What is typed is the value; the list only helps. Without the list (offline,
 * a failure) the field is a plain required text.
 */
export function ResponsableField<T extends FieldValues>({ control, name, id }: { control: Control<T>; name: FieldPath<T>; id: string }) {
  const { data } = useGetNombresUsuariosQuery();
  // Two users may share a name: the field holds the name, so it is offered once.
  const nombres = useMemo(() => [...new Set((data ?? []).map((u) => u.nombre))], [data]);
  // Open only while some name matches: an open list with nothing to show would swallow Escape, which then
  // would not reach the dialog (the 'discard changes?' question).
  const [abierto, setAbierto] = useState(false);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Autocomplete
          freeSolo
          id={id}
          options={nombres}
          filterOptions={filtrar}
          open={abierto && filtrar(nombres, { inputValue: field.value, getOptionLabel: String }).length > 0}
          onOpen={() => setAbierto(true)}
          onClose={() => setAbierto(false)}
          value={field.value}
          inputValue={field.value}
          onInputChange={(_e, texto) => field.onChange(texto)}
          onChange={(_e, elegido) => field.onChange(elegido ?? '')}
          renderInput={(params) => (
            <TextField
              {...params}
              label="Responsable"
              required
              inputRef={field.ref}
              onBlur={field.onBlur}
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
              slotProps={{
                ...params.slotProps,
                htmlInput: { ...params.slotProps.htmlInput, 'aria-required': true, autoCapitalize: 'words', enterKeyHint: 'next' },
              }}
            />
          )}
        />
      )}
    />
  );
}
