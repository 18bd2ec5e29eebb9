import { useState } from 'react';
import { Box, ButtonBase, Dialog, DialogTitle, IconButton, Paper, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import type { Tarjeta } from '@portal/shared/domain';

/** The attached image, when there is one; a tap (or Enter) shows it full size. */
export function ImagenTarjeta({ tarjeta }: { tarjeta: Tarjeta }) {
  const [ampliada, setAmpliada] = useState(false);
  if (!tarjeta.imagenUrl) return null;
  const titulo = `Imagen de la tarjeta ${tarjeta.color} N°${tarjeta.numero}`;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }} component="section" aria-labelledby="imagen-titulo">
      <Typography id="imagen-titulo" variant="h6" component="h2" gutterBottom>
        Imagen
      </Typography>
      <ButtonBase
        onClick={() => setAmpliada(true)}
        aria-label="Ampliar la imagen"
        aria-haspopup="dialog"
        sx={{ position: 'relative', display: 'inline-block', maxWidth: '100%', borderRadius: 1, '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' } }}
      >
        <Box component="img" src={tarjeta.imagenUrl} alt={titulo} sx={{ maxWidth: '100%', maxHeight: 480, display: 'block' }} />
        <ZoomInIcon aria-hidden sx={{ position: 'absolute', right: 8, bottom: 8, color: 'common.white', bgcolor: 'rgba(0,0,0,0.6)', borderRadius: '50%', p: 0.5, fontSize: 36 }} />
      </ButtonBase>
      <Dialog open={ampliada} onClose={() => setAmpliada(false)} fullScreen aria-labelledby="imagen-ampliada-titulo">
        <DialogTitle id="imagen-ampliada-titulo" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          {titulo}
          <IconButton onClick={() => setAmpliada(false)} aria-label="Cerrar" sx={{ width: 48, height: 48 }}>
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <Box sx={{ flex: 1, minHeight: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 1, bgcolor: 'grey.900' }}>
          <Box component="img" src={tarjeta.imagenUrl} alt={titulo} sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
        </Box>
      </Dialog>
    </Paper>
  );
}
