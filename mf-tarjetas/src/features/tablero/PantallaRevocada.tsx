import { Box, Typography } from '@mui/material';
import { FONDO_TABLERO, TENUE, TEXTO } from './tableroTema';

/** Full screen: the pantalla was revoked (or never existed). The board stops asking; its token was dropped. */
export function PantallaRevocada() {
  return (
    <Box
      role="alert"
      sx={{
        minHeight: '100vh',
        bgcolor: FONDO_TABLERO,
        color: TEXTO,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        p: 4,
        textAlign: 'center',
      }}
    >
      <Typography component="h1" sx={{ fontSize: { xs: 28, md: 56 }, fontWeight: 800 }}>
        Pantalla revocada: pida a un Admin que la vincule de nuevo
      </Typography>
      <Typography sx={{ fontSize: { xs: 18, md: 30 }, color: TENUE }}>Al recargar la página mostrará un código para vincularla de nuevo.</Typography>
    </Box>
  );
}
