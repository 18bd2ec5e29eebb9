import { Alert, Box, Paper, Typography } from '@mui/material';
import { getErrorMessage } from '@portal/shared/data-access';
import { HorasForm } from './HorasForm';
import { useGetHorasMensualesQuery } from './horasApi';
import { MisEntradas } from './MisEntradas';
import { TablaHorasMes } from './TablaHorasMes';

/** Months of the 'Mis horas' table (the current one and the 5 before). */
export const MESES_MIS_HORAS = 6;

/** 'Mis horas': the form, my monthly table and my entries of the month. */
export function MisHorasTab({ userId }: { userId: string }) {
  const { data, error } = useGetHorasMensualesQuery({ meses: MESES_MIS_HORAS });
  return (
    <Box>
      <Paper sx={{ p: { xs: 2, sm: 3 }, my: 2 }}>
        <HorasForm userId={userId} id="mis-horas" />
      </Paper>
      <Typography variant="h6" component="h2">
        Horas por mes
      </Typography>
      {error && <Alert severity="error">{getErrorMessage(error)}</Alert>}
      {data && <TablaHorasMes meses={data.meses} porTipo={data.porTipo} total={data.total} label="Mis horas por mes" />}
      <MisEntradas />
    </Box>
  );
}
