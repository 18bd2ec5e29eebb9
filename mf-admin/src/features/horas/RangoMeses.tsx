import { Box } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { mesesEntre, MSG, type Mes, type RangoMeses as Rango } from '@portal/shared/domain';

const aDayjs = (mes: Mes): Dayjs => dayjs(`${mes}-01`);
const aMes = (d: Dayjs | null): Mes | null => (d && d.isValid() && d.year() >= 1000 ? d.format('YYYY-MM') : null);

/** The spec's range error (the dashboard's) when 'Hasta' is before 'Desde'; null when valid. */
export const errorRango = ({ desde, hasta }: Rango): string | null => (mesesEntre(desde, hasta) < 1 ? MSG.rangoMesesInvalido : null);

/** 'Desde' / 'Hasta' month pickers (es), as on the dashboard (remotes do not share components). */
export function RangoMeses({ id, value, onChange, max }: { id: string; value: Rango; onChange: (r: Rango) => void; max: Mes }) {
  const error = errorRango(value);
  const comun = { views: ['year', 'month'] as ('year' | 'month')[], openTo: 'month' as const, format: 'MM/YYYY', maxDate: aDayjs(max) };
  const campo = (lado: 'desde' | 'hasta', label: string) => (
    <DatePicker
      {...comun}
      label={label}
      value={aDayjs(value[lado])}
      onChange={(d) => {
        const mes = aMes(d);
        if (mes) onChange({ ...value, [lado]: mes });
      }}
      slotProps={{ textField: { id: `${id}-${lado}`, size: 'small', sx: { width: { xs: '100%', sm: 170 } }, ...(lado === 'hasta' ? { error: !!error, helperText: error ?? undefined } : {}) } }}
    />
  );
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: { xs: '100%', sm: 'auto' } }}>
      {campo('desde', 'Desde')}
      {campo('hasta', 'Hasta')}
    </Box>
  );
}
