import { Box, FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { textoUltimosMeses } from '@portal/shared/domain';
import { RangoMeses } from '@portal/shared/ui';
import type { PeriodoTab } from './usePeriodo';

export interface PeriodoSelectorProps {
  id: string;
  periodo: PeriodoTab;
}

const TODO = 'todo';
const RANGO = 'rango';

/**
 * A tab's period: 'Últimos N meses' (spec §2: default 12, options 1 … months available), 'Todo el historial', or
 * any range in the Desde/Hasta pickers (which always show the months on screen; editing them makes it 'Personalizado').
 */
export function PeriodoSelector({ id, periodo: p }: PeriodoSelectorProps) {
  if (!p.rango) return null;
  const opciones = Array.from({ length: Math.max(1, p.disponibles) }, (_, i) => i + 1);
  const labelId = `${id}-label`;
  const valor = p.periodo.tipo === 'ultimos' ? String(Math.min(p.periodo.meses, opciones.length)) : p.periodo.tipo;
  const rango = p.rango;
  const elegir = (v: string) => {
    if (v === TODO) p.setPeriodo({ tipo: 'todo' });
    else if (v === RANGO) p.setPeriodo({ tipo: 'rango', rango });
    else p.setPeriodo({ tipo: 'ultimos', meses: Number(v) });
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, width: { xs: '100%', sm: 'auto' } }}>
      <FormControl size="small" sx={{ minWidth: 200, width: { xs: '100%', sm: 'auto' } }}>
        <InputLabel id={labelId}>Período</InputLabel>
        <Select labelId={labelId} id={id} label="Período" value={valor} onChange={(e) => elegir(e.target.value)}>
          {opciones.map((n) => (
            <MenuItem key={n} value={String(n)}>
              {textoUltimosMeses(n)}
            </MenuItem>
          ))}
          <MenuItem value={TODO} disabled={!p.todo}>
            Todo el historial
          </MenuItem>
          <MenuItem value={RANGO}>Personalizado</MenuItem>
        </Select>
      </FormControl>
      <RangoMeses id={`${id}-rango`} value={rango} onChange={(r) => p.setPeriodo({ tipo: 'rango', rango: r })} max={p.mesActual} />
    </Box>
  );
}
