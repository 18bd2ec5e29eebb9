import { Autocomplete, TextField } from '@mui/material';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { User } from '@portal/shared/domain';
import { useGetUsuariosPlantaAmQuery } from './usuariosPlantaApi';

type Opcion = Pick<User, '_id' | 'name'> & { role: string };

const AUDITORES_AYUDA = 'Sin auditores nombrados, auditan los jefes de área (y los administradores siempre)';

/** 'Auditores de la planta' (Admin): several of the plant's users, kept as their ids. */
export function AuditoresField<T extends FieldValues>({ control, name }: { control: Control<T>; name: Path<T> }) {
  const { data, error } = useGetUsuariosPlantaAmQuery();
  const usuarios = data && [...data].sort((a, b) => a.name.localeCompare(b.name, 'es'));
  const porId = new Map(usuarios?.map((u) => [u._id, u]));
  // A named auditor not (or not yet) in the list keeps its place, so saving does not drop it unseen.
  const opcionDe = (id: string): Opcion => porId.get(id) ?? { _id: id, name: usuarios ? 'Usuario que ya no está' : 'Cargando…', role: '' };
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const ids = (field.value as string[] | undefined) ?? [];
        return (
          <Autocomplete<Opcion, true>
            id="ajustes-programa-auditores"
            multiple
            disableCloseOnSelect
            loading={!usuarios && !error}
            loadingText="Cargando usuarios…"
            noOptionsText="Ningún usuario"
            options={usuarios ?? []}
            value={ids.map(opcionDe)}
            onChange={(_e, elegidos) => field.onChange(elegidos.map((u) => u._id))}
            isOptionEqualToValue={(a, b) => a._id === b._id}
            getOptionLabel={(u) => u.name}
            getOptionKey={(u) => u._id}
            renderOption={({ key, ...props }, u) => (
              <li key={key} {...props}>
                {u.role ? `${u.name} · ${u.role}` : u.name}
              </li>
            )}
            renderInput={(params) => (
              <TextField
                {...params}
                label="Auditores de la planta"
                inputRef={field.ref}
                onBlur={field.onBlur}
                error={!!fieldState.error || !!error}
                helperText={fieldState.error?.message ?? (error ? 'No se pudo cargar la lista de usuarios' : AUDITORES_AYUDA)}
              />
            )}
          />
        );
      }}
    />
  );
}
