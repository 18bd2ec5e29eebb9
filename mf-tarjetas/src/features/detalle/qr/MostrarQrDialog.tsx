import { Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import type { Tarjeta } from '@portal/shared/domain';
import { imprimirEtiqueta } from './imprimirEtiqueta';
import { urlTarjeta } from './qrUrl';
import { useQrDataUrl } from './useQrDataUrl';

/** 'Mostrar QR': the card's link as a QR, with a button that prints just the label. */
export function MostrarQrDialog({ tarjeta, open, onClose }: { tarjeta: Tarjeta; open: boolean; onClose: () => void }) {
  const titulo = `Tarjeta ${tarjeta.color} N°${tarjeta.numero}`;
  const url = urlTarjeta(tarjeta._id);
  const qr = useQrDataUrl(open ? url : null);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="qr-titulo" maxWidth="xs" fullWidth>
      <DialogTitle id="qr-titulo">{titulo}</DialogTitle>
      <DialogContent sx={{ textAlign: 'center' }}>
        {qr ? (
          <Box component="img" src={qr} alt={`QR de la ${titulo}`} data-qr-text={url} sx={{ width: 256, height: 256 }} />
        ) : (
          <CircularProgress aria-label="Generando QR" />
        )}
        <Typography variant="caption" component="p" sx={{ wordBreak: 'break-all' }}>
          {url}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
        <Button variant="contained" startIcon={<PrintIcon />} disabled={!qr} onClick={() => qr && imprimirEtiqueta(titulo, qr)}>
          Imprimir
        </Button>
      </DialogActions>
    </Dialog>
  );
}
