import { Box } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { errorRangoMeses, type Mes, type RangoMeses as Rango } from '@portal/shared/domain';
import { usePlantaTiempo } from '../tiempo/PlantaTiempoProvider';
import './valorFecha';

const aDayjs = (mes: Mes, zona: string): Dayjs => dayjs.tz(`${mes}-01`, zona);
/** A month once its year has four digits: while '2026' is being typed, '0202' is not asked for. */
const aMes = (d: Dayjs | null): Mes | null => (d && d.isValid() && d.year() >= 1000 ? d.format('YYYY-MM') : null);

export interface RangoMesesProps {
  id: string;
  value: Rango;
  onChange: (rango: Rango) => void;
  /** Latest month offered (the plant's current month). */
  max?: Mes;
}

/**
 * 'Desde' / 'Hasta' month pickers (es) in the plant's zone: the month marked as the current one is the plant's,
 * not the browser's. A range the API would refuse (reversed, too long) says why under 'Hasta'. Full width on a phone.
 */
export function RangoMeses({ id, value, onChange, max }: RangoMesesProps) {
  const { zona } = usePlantaTiempo();
  const error = errorRangoMeses(value);
  const campo = (lado: 'desde' | 'hasta', label: string) => (
    <DatePicker
      views={['year', 'month']}
      openTo="month"
      format="MM/YYYY"
      timezone={zona}
      maxDate={max ? aDayjs(max, zona) : undefined}
      label={label}
      value={aDayjs(value[lado], zona)}
      onChange={(d) => {
        const mes = aMes(d);
        if (mes) onChange({ ...value, [lado]: mes });
      }}
      slotProps={{
        textField: {
          id: `${id}-${lado}`,
          size: 'small',
          sx: { width: { xs: '100%', sm: 170 } },
          ...(lado === 'hasta' ? { error: !!error, helperText: error ?? undefined } : {}),
        },
      }}
    />
  );
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: { xs: '100%', sm: 'auto' } }}>
      {campo('desde', 'Desde')}
      {campo('hasta', 'Hasta')}
    </Box>
  );
}
