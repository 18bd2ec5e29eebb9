import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { TIPOS_HORA } from '@portal/shared/domain';
import type { User } from '@portal/shared/domain';
import { formatNumero } from '@portal/shared/ui';
import { formatMonth, groupHoursByMonth } from './hours';

/** A user's logged hours, summed per month and type. */
export function HoursDialog({ user, open, onClose }: { user: User | null; open: boolean; onClose: () => void }) {
  const months = groupHoursByMonth(user?.hours);
  return (
    <Dialog open={open && !!user} onClose={onClose} aria-labelledby="hours-dialog-title" fullWidth maxWidth="md">
      <DialogTitle id="hours-dialog-title">Horas de {user?.name}</DialogTitle>
      <DialogContent>
        {months.length === 0 ? (
          <Typography>Este usuario no tiene horas registradas.</Typography>
        ) : (
          // The table scrolls on its own on a phone, the page does not.
          <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={`Tabla de horas de ${user?.name}`}>
            <Table size="small" aria-label={`Horas por mes de ${user?.name}`}>
              <TableHead>
                <TableRow>
                  <TableCell>Mes</TableCell>
                  {TIPOS_HORA.map((tipo) => (
                    <TableCell key={tipo} align="right">
                      {tipo}
                    </TableCell>
                  ))}
                  <TableCell align="right">Total</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {months.map((m) => (
                  <TableRow key={m.month}>
                    <TableCell component="th" scope="row">
                      {formatMonth(m.month)}
                    </TableCell>
                    {TIPOS_HORA.map((tipo) => (
                      <TableCell key={tipo} align="right">
                        {formatNumero(m.byType[tipo])}
                      </TableCell>
                    ))}
                    <TableCell align="right">{formatNumero(m.total)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
