import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { NIVELES_RIESGO } from '@portal/shared/domain';
import { HorizontalScroller } from '@portal/shared/ui';
import { COLOR_NIVEL, NOMBRE_NIVEL, PROBABILIDADES, SEVERIDADES, nivelDeRiesgo } from './matrizRiesgo';

export interface MatrizRiesgoDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The probability column stays in view while the severities scroll sideways on a phone. */
const fija = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' } as const;

/**
 * The risk image of 'Riesgo Inicial': a 5×5 probability × severity matrix with the NS…IN levels.
 * Full screen on a phone, where the matrix scrolls sideways inside the dialog with a hint.
 */
export function MatrizRiesgoDialog({ open, onClose }: MatrizRiesgoDialogProps) {
  const telefono = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullScreen={telefono} aria-labelledby="matriz-riesgo-titulo">
      <DialogTitle id="matriz-riesgo-titulo">Matriz de riesgo</DialogTitle>
      <DialogContent dividers={telefono} sx={{ px: { xs: 1.5, sm: 3 } }}>
        <HorizontalScroller label="Matriz de riesgo (desplazable)" hint="Deslice hacia los lados para ver todas las severidades">
          <Table size="small" aria-label="Matriz de riesgo probabilidad por severidad" sx={{ '& th, & td': { px: { xs: 1, sm: 2 } } }}>
            <TableHead>
              <TableRow>
                <TableCell sx={fija}>Probabilidad \ Severidad</TableCell>
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
                    <TableCell component="th" scope="row" sx={{ ...fija, whiteSpace: 'nowrap' }}>
                      {p}
                    </TableCell>
                    {SEVERIDADES.map((s, j) => {
                      const nivel = nivelDeRiesgo(probabilidad, j + 1);
                      return (
                        <TableCell
                          key={s}
                          align="center"
                          title={NOMBRE_NIVEL[nivel]}
                          sx={{ bgcolor: COLOR_NIVEL[nivel], fontWeight: 'bold', border: '1px solid #fff', minWidth: 56 }}
                        >
                          {nivel}
                        </TableCell>
                      );
                    })}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </HorizontalScroller>
        <Stack direction="row" sx={{ mt: 2, flexWrap: 'wrap', columnGap: 2, rowGap: 1 }} aria-label="Niveles de riesgo">
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
        <Button onClick={onClose} sx={{ minHeight: 44, minWidth: 88 }}>
          Cerrar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
