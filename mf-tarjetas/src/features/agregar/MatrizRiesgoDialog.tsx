import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { NIVELES_RIESGO } from '@portal/shared/domain';
import { COLOR_NIVEL, NOMBRE_NIVEL, PROBABILIDADES, SEVERIDADES, nivelDeRiesgo } from './matrizRiesgo';

export interface MatrizRiesgoDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The risk image of 'Riesgo Inicial': a 5×5 probability × severity matrix with the NS…IN levels. */
export function MatrizRiesgoDialog({ open, onClose }: MatrizRiesgoDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" aria-labelledby="matriz-riesgo-titulo">
      <DialogTitle id="matriz-riesgo-titulo">Matriz de riesgo</DialogTitle>
      <DialogContent>
        <Table size="small" aria-label="Matriz de riesgo probabilidad por severidad">
          <TableHead>
            <TableRow>
              <TableCell>Probabilidad \ Severidad</TableCell>
              {SEVERIDADES.map((s) => (
                <TableCell key={s} align="center">
                  {s}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {PROBABILIDADES.map((p, i) => {
              const probabilidad = PROBABILIDADES.length - i;
              return (
                <TableRow key={p}>
                  <TableCell component="th" scope="row">
                    {p}
                  </TableCell>
                  {SEVERIDADES.map((s, j) => {
                    const nivel = nivelDeRiesgo(probabilidad, j + 1);
                    return (
                      <TableCell key={s} align="center" title={NOMBRE_NIVEL[nivel]} sx={{ bgcolor: COLOR_NIVEL[nivel], fontWeight: 'bold', border: '1px solid #fff' }}>
                        {nivel}
                      </TableCell>
                    );
                  })}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
        <Stack direction="row" spacing={2} sx={{ mt: 2, flexWrap: 'wrap' }} aria-label="Niveles de riesgo">
          {NIVELES_RIESGO.map((n) => (
            <Box key={n.prefijo} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <Box sx={{ width: 16, height: 16, bgcolor: COLOR_NIVEL[n.prefijo] }} />
              <Typography variant="body2">
                {n.prefijo}: {n.nombre}
              </Typography>
            </Box>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
