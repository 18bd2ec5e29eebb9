import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Tarjeta } from '@portal/shared/domain';

/** The attached image, when there is one. */
export function ImagenTarjeta({ tarjeta }: { tarjeta: Tarjeta }) {
  if (!tarjeta.imagenUrl) return null;
  const titulo = `Imagen de la tarjeta ${tarjeta.color} N°${tarjeta.numero}`;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="imagen-titulo">
      <Typography id="imagen-titulo" variant="h6" component="h2" gutterBottom>
        Imagen
      </Typography>
      <Box component="img" src={tarjeta.imagenUrl} alt={titulo} sx={{ maxWidth: '100%', maxHeight: 480, display: 'block' }} />
    </Paper>
  );
}
