import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Typography, useMediaQuery, useTheme } from '@mui/material';
import { getErrorMessage } from '@portal/shared/data-access';
import type { User } from '@portal/shared/domain';
import { HorasForm } from '../horas/HorasForm';
import { useGetHorasMensualesQuery } from '../horas/horasApi';
import { MisEntradas } from '../horas/MisEntradas';
import { TablaHorasMes } from '../horas/TablaHorasMes';

/** Months of the Admin's 'Ver horas' table. */
const MESES_VER_HORAS = 12;

function HorasDeUsuario({ user }: { user: User }) {
  const { data, error, isLoading } = useGetHorasMensualesQuery({ userId: user._id, meses: MESES_VER_HORAS });
  return (
    <>
      {isLoading && <CircularProgress aria-label="Cargando horas" />}
      {error && <Alert severity="error">{getErrorMessage(error)}</Alert>}
      {data && <TablaHorasMes meses={data.meses} porTipo={data.porTipo} total={data.total} label={`Horas por mes de ${user.name}`} />}
      <MisEntradas userId={user._id} titulo="Registros del mes" />
      <Box component="section" aria-label="Agregar una corrección" sx={{ mt: 3 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          Agregar una corrección
        </Typography>
        <HorasForm userId={user._id} id="corregir-horas" submitLabel="Agregar corrección" ariaLabel={`Agregar horas a ${user.name}`} />
      </Box>
    </>
  );
}

/** The Admin's 'Ver horas': the user's month table (as on 'Mis horas'), the month's entries and a correction form. */
export function HoursDialog({ user, open, onClose }: { user: User | null; open: boolean; onClose: () => void }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog open={open && !!user} onClose={onClose} aria-labelledby="hours-dialog-title" fullWidth maxWidth="lg" fullScreen={phone} scroll="paper">
      <DialogTitle id="hours-dialog-title">Horas de {user?.name}</DialogTitle>
      <DialogContent dividers>{user && open && <HorasDeUsuario user={user} />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
