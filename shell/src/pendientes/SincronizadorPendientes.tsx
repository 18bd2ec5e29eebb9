import { useEffect, useRef } from 'react';
import { useAuth } from '@portal/shared/auth';
import { usePendientes, useRutinasPendientes } from '@portal/shared/offline';
import { useEnviarPendientes } from './useEnviarPendientes';

/** While cards wait, another try this often (the `online` event does not fire for a server that comes back). */
export const REINTENTO_MS = 30_000;

/**
 * Sends the queue when the session starts, when the network returns, when the window comes back to the
 * front, and every REINTENTO_MS while cards are pending. One run at a time in this tab.
 */
export function SincronizadorPendientes() {
  const { user } = useAuth();
  const count = usePendientes(user?._id).count + useRutinasPendientes(user?._id).length;
  const enviar = useEnviarPendientes();
  const corriendo = useRef(false);
  const intentar = useRef<() => void>(() => {});
  intentar.current = () => {
    if (corriendo.current || navigator.onLine === false) return;
    corriendo.current = true;
    enviar()
      .catch((error: unknown) => console.warn('No se pudieron enviar las tarjetas pendientes', error))
      .finally(() => {
        corriendo.current = false;
      });
  };

  const userId = user?._id;
  useEffect(() => {
    if (!userId) return;
    const alVolver = () => intentar.current();
    const alMostrarse = () => document.visibilityState === 'visible' && intentar.current();
    alVolver();
    window.addEventListener('online', alVolver);
    window.addEventListener('focus', alVolver);
    document.addEventListener('visibilitychange', alMostrarse);
    return () => {
      window.removeEventListener('online', alVolver);
      window.removeEventListener('focus', alVolver);
      document.removeEventListener('visibilitychange', alMostrarse);
    };
  }, [userId]);

  useEffect(() => {
    if (!count) return;
    const id = setInterval(() => intentar.current(), REINTENTO_MS);
    return () => clearInterval(id);
  }, [count]);

  return null;
}
