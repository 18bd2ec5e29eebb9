import { Box } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { mesesEntre, MSG, type Mes, type RangoMeses as Rango } from '@portal/shared/domain';

const aDayjs = (mes: Mes): Dayjs => dayjs(`${mes}-01`);
/** A month once its year has four digits: while '2026' is being typed, '0202' is not asked for. */
const aMes = (d: Dayjs | null): Mes | null => (d && d.isValid() && d.year() >= 1000 ? d.format('YYYY-MM') : null);

/** The spec's chart error when the end month is before the start month; null when the range is valid. */
export const errorRango = ({ desde, hasta }: Rango): string | null => (mesesEntre(desde, hasta) < 1 ? MSG.rangoMesesInvalido : null);

export interface RangoMesesProps {
  id: string;
  value: Rango;
  onChange: (rango: Rango) => void;
  /** Latest month offered (the current month). */
  max?: Mes;
}

/** 'Desde' / 'Hasta' month pickers (es): a reversed range shows the spec's message under 'Hasta'. */
export function RangoMeses({ id, value, onChange, max }: RangoMesesProps) {
  const error = errorRango(value);
  const comun = { views: ['year', 'month'] as ('year' | 'month')[], openTo: 'month' as const, format: 'MM/YYYY', maxDate: max ? aDayjs(max) : undefined };
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <DatePicker
        {...comun}
        label="Desde"
        value={aDayjs(value.desde)}
        onChange={(d) => {
          const mes = aMes(d);
          if (mes) onChange({ ...value, desde: mes });
        }}
        slotProps={{ textField: { id: `${id}-desde`, size: 'small', sx: { width: 170 } } }}
      />
      <DatePicker
        {...comun}
        label="Hasta"
        value={aDayjs(value.hasta)}
        onChange={(d) => {
          const mes = aMes(d);
          if (mes) onChange({ ...value, hasta: mes });
        }}
        slotProps={{ textField: { id: `${id}-hasta`, size: 'small', sx: { width: 170 }, error: !!error, helperText: error ?? undefined } }}
      />
    </Box>
  );
}
