import { FONDO_TABLERO } from './tableroTema';

/** The TV's full-screen messages (pair this TV, pantalla revoked): centred in a column on the board's background. */
export const PANTALLA_COMPLETA = {
  minHeight: '100vh',
  bgcolor: FONDO_TABLERO,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 3,
  p: 4,
  textAlign: 'center',
} as const;
