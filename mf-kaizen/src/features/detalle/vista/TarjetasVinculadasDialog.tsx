import { Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, useTheme } from '@mui/material';
import type { Kaizen } from '@portal/shared/domain';
import { TITULOS } from '../textos';
import { TablaTarjetas } from './TablaTarjetas';
import type { FilaTarjeta } from './TablaTarjetas';

/** The source cards, then the Hacer cards. */
export const filasVinculadas = (k: Pick<Kaizen, 'preTarjeta' | 'tarjetasHacer'>): FilaTarjeta[] => [
  ...k.preTarjeta.map((tarjeta) => ({ tarjeta, vinculo: 'Origen' })),
  ...k.tarjetasHacer.map((tarjeta) => ({ tarjeta, vinculo: 'Hacer' })),
];

/** The 'Tarjetas vinculadas' popup: a click on a number opens that card. */
export function TarjetasVinculadasDialog({ kaizen, open, onClose }: { kaizen: Kaizen; open: boolean; onClose: () => void }) {
  const telefono = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="vinculadas-titulo" fullScreen={telefono} fullWidth maxWidth="sm" scroll="paper">
      <DialogTitle id="vinculadas-titulo">{TITULOS.vinculadas(kaizen)}</DialogTitle>
      <DialogContent dividers sx={{ px: { xs: 1, sm: 3 } }}>
        <TablaTarjetas filas={filasVinculadas(kaizen)} label="Tarjetas vinculadas" conVinculo onNavegar={onClose} />
      </DialogContent>
      <DialogActions sx={{ '& .MuiButton-root': { minHeight: 44 } }}>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
