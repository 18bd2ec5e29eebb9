import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Typography } from '@mui/material';
import { loginPathWithNext, mostrarCodigoPantalla, PANTALLA_CODIGO_VIGENCIA_MS, ROUTES, urlVincularPantalla } from '@portal/shared/domain';
import { useQrDataUrl } from '../detalle/qr/useQrDataUrl';
import { PANTALLA_COMPLETA } from './pantallaCompleta';
import { useVinculacion } from './useVinculacion';

/**
 * A TV with no pantalla yet (issue 22 §3): a short code in large letters for an Admin to enter in Admin › Pantallas,
 * and a QR of that page with the code filled, to pair it with a phone; the board starts by itself when they do. A
 * logged-in user can still preview the board.
 */
export function VincularPantalla({ onToken }: { onToken: (token: string) => void }) {
  const { codigo, sinConexion } = useVinculacion(onToken);
  const qr = useQrDataUrl(codigo ? urlVincularPantalla(window.location.origin, codigo) : null);
  return (
    <Box sx={{ ...PANTALLA_COMPLETA, color: '#fff' }}>
      <Typography component="h1" sx={{ fontSize: { xs: 24, md: 44 }, fontWeight: 700 }}>
        Vincular esta pantalla al tablero
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap', gap: { xs: 3, md: 8 } }}>
        <Box
          data-testid="codigo-vinculacion"
          aria-label={codigo ? `Código de vinculación ${codigo.split('').join(' ')}` : 'Pidiendo un código'}
          role="status"
          sx={{ fontSize: { xs: 56, md: 140 }, fontWeight: 800, letterSpacing: '0.12em', fontFamily: 'monospace', lineHeight: 1 }}
        >
          {codigo ? mostrarCodigoPantalla(codigo) : '··· ···'}
        </Box>
        {qr && (
          <Box
            component="img"
            src={qr}
            alt="Código QR para vincular esta pantalla desde un teléfono"
            data-testid="qr-vinculacion"
            sx={{ width: { xs: 160, md: 260 }, height: { xs: 160, md: 260 }, bgcolor: '#fff', borderRadius: 1 }}
          />
        )}
      </Box>
      <Typography sx={{ fontSize: { xs: 18, md: 30 }, maxWidth: 1100 }}>
        Un Admin escanea el código QR con el teléfono, o ingresa este código en el portal, en Admin › Pantallas › Vincular TV. El tablero se mostrará solo.
      </Typography>
      <Typography sx={{ fontSize: { xs: 14, md: 22 }, color: '#aab4c0' }}>
        {sinConexion ? 'Sin conexión — reintentando' : `El código vence a los ${PANTALLA_CODIGO_VIGENCIA_MS / 60_000} minutos y se renueva solo.`}
      </Typography>
      <Button variant="outlined" color="inherit" component={RouterLink} to={loginPathWithNext(ROUTES.tablero)}>
        Iniciar sesión
      </Button>
    </Box>
  );
}
