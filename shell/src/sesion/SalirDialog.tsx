import { useState, type ReactElement } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useAuth, useLogout } from '@portal/shared/auth';
import { plural } from '@portal/shared/domain';
import { usePendientes } from '@portal/shared/offline';
import { BusyButton } from '@portal/shared/ui';
import { useEnviarPendientes } from '../pendientes/useEnviarPendientes';

export const SALIR_PENDIENTES_TITULO = 'Tarjetas sin enviar';
export const pendientesTexto = (n: number) =>
  `Hay ${plural(n, 'tarjeta guardada', 'tarjetas guardadas')} en este dispositivo sin enviar. Puede enviarlas ahora o salir y conservarlas: se enviarán cuando usted vuelva a entrar aquí.`;

/**
 * 'Salir' (issue 22): with cards of this user still queued on the device it asks first — send them and leave,
 * leave keeping them, or stay. Without any it signs out at once.
 */
export function useSalir(): { salir: () => void; dialogo: ReactElement } {
  const { user } = useAuth();
  const { count } = usePendientes(user?._id);
  const logout = useLogout();
  const enviar = useEnviarPendientes();
  const [abierto, setAbierto] = useState(false);
  const [enviando, setEnviando] = useState(false);
  const enviarYSalir = async () => {
    setEnviando(true);
    const r = await enviar();
    setEnviando(false);
    // Refused or unsent cards stay: the count shows what is left, the user chooses again.
    if (r && r.rechazadas === 0 && r.enviadas.length >= count) logout();
  };
  const dialogo = (
    <Dialog open={abierto} onClose={() => setAbierto(false)} aria-labelledby="salir-pendientes-titulo">
      <DialogTitle id="salir-pendientes-titulo">{SALIR_PENDIENTES_TITULO}</DialogTitle>
      <DialogContent>
        <DialogContentText>{pendientesTexto(count)}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => setAbierto(false)}>Cancelar</Button>
        <Button onClick={logout}>Salir y conservarlas</Button>
        <BusyButton busy={enviando} variant="contained" onClick={() => void enviarYSalir()}>
          Enviar y salir
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
  return { salir: () => (count > 0 ? setAbierto(true) : logout()), dialogo };
}
