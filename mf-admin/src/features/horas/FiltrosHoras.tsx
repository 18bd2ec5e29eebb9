import type { ReactNode } from 'react';
import { Box, TextField } from '@mui/material';
import { TIPOS_HORA, type RangoMeses as Rango, type TipoHora } from '@portal/shared/domain';
import { RangoMeses } from '@portal/shared/ui';
import { useMesActual } from './useFiltrosHoras';

/** Range, type and the tab's export, in one row that wraps on a phone. */
export function FiltrosHoras({
  id,
  rango,
  onRango,
  tipo,
  onTipo,
  children,
}: {
  id: string;
  rango: Rango;
  onRango: (r: Rango) => void;
  tipo: TipoHora | '';
  onTipo: (t: TipoHora | '') => void;
  children?: ReactNode;
}) {
  const mesActual = useMesActual();
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', my: 2 }}>
      <RangoMeses id={id} value={rango} onChange={onRango} max={mesActual} />
      <TextField
        select
        id={`${id}-tipo`}
        label="Tipo de hora"
        size="small"
        value={tipo}
        onChange={(e) => onTipo(e.target.value as TipoHora | '')}
        sx={{ width: { xs: '100%', sm: 300 } }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">Todos los tipos</option>
        {TIPOS_HORA.map((t) => (
          <option key={t} value={t}>
            {t}
          </option>
        ))}
      </TextField>
      {children}
    </Box>
  );
}
