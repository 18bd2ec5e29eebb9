import { TextField } from '@mui/material';
import type { GridSortModel } from '@mui/x-data-grid';

export interface OpcionOrden {
  field: string;
  label: string;
}

const DIRECCIONES = [
  { sort: 'asc', texto: 'ascendente' },
  { sort: 'desc', texto: 'descendente' },
] as const;

/** The phone's 'Ordenar por' select: the grid's header sort as one native select (field and direction). */
export function OrdenMovil({ opciones, value, onChange }: { opciones: OpcionOrden[]; value: GridSortModel; onChange: (m: GridSortModel) => void }) {
  const actual = value[0]?.sort ? `${value[0].field}:${value[0].sort}` : '';
  return (
    <TextField
      label="Ordenar por"
      select
      size="small"
      fullWidth
      value={actual}
      onChange={(e) => {
        const [field, sort] = e.target.value.split(':');
        onChange(field ? [{ field, sort: sort as 'asc' | 'desc' }] : []);
      }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ '& .MuiInputBase-root': { minHeight: 44 } }}
    >
      {!actual && <option value="">Predeterminado</option>}
      {opciones.flatMap((o) =>
        DIRECCIONES.map((d) => (
          <option key={`${o.field}:${d.sort}`} value={`${o.field}:${d.sort}`}>
            {o.label} ({d.texto})
          </option>
        )),
      )}
    </TextField>
  );
}
