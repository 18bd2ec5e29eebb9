import { FormControl, InputLabel, MenuItem, Select } from '@mui/material';

export const textoUltimosMeses = (n: number) => (n === 1 ? 'Último mes' : `Últimos ${n} meses`);

export interface MesesSelectorProps {
  id: string;
  /** Months chosen. */
  value: number;
  /** 1 … months since the first card (`DashboardMeses.disponibles`): never an impossible window. */
  disponibles: number;
  onChange: (meses: number) => void;
}

/** 'Últimos N meses' (spec §2: default 12, options 1 … months available). */
export function MesesSelector({ id, value, disponibles, onChange }: MesesSelectorProps) {
  const opciones = Array.from({ length: Math.max(1, disponibles) }, (_, i) => i + 1);
  const labelId = `${id}-label`;
  return (
    <FormControl size="small" sx={{ minWidth: 200, width: { xs: '100%', sm: 'auto' } }}>
      <InputLabel id={labelId}>Meses</InputLabel>
      <Select labelId={labelId} id={id} label="Meses" value={Math.min(value, opciones.length)} onChange={(e) => onChange(Number(e.target.value))}>
        {opciones.map((n) => (
          <MenuItem key={n} value={n}>
            {textoUltimosMeses(n)}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
