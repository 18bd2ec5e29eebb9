import { Box, Typography } from '@mui/material';
import { PANTALLA_COMPLETA } from './pantallaCompleta';
import { TENUE, TEXTO } from './tableroTema';

/** Full screen: the pantalla was revoked (or never existed). The board stops asking; its token was dropped. */
export function PantallaRevocada() {
  return (
    <Box role="alert" sx={{ ...PANTALLA_COMPLETA, color: TEXTO }}>
      <Typography component="h1" sx={{ fontSize: { xs: 28, md: 56 }, fontWeight: 800 }}>
        Pantalla revocada: pida a un Admin que la vincule de nuevo
      </Typography>
      <Typography sx={{ fontSize: { xs: 18, md: 30 }, color: TENUE }}>Al recargar la página mostrará un código para vincularla de nuevo.</Typography>
    </Box>
  );
}
