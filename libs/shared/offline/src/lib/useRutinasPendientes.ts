import { useEffect, useState } from 'react';
import type { EjecucionCilPendiente } from './cola';
import { suscribirCambios } from './cola';
import { listarRutinasPendientes } from './colaCil';

/** The user's queued CIL routine runs, live (re-read after every change of the queue, in this tab or another). */
export function useRutinasPendientes(userId: string | null | undefined): EjecucionCilPendiente[] {
  const [rutinas, setRutinas] = useState<EjecucionCilPendiente[]>([]);
  useEffect(() => {
    if (!userId || typeof indexedDB === 'undefined') {
      setRutinas([]);
      return;
    }
    let vigente = true;
    let lectura = 0;
    const leer = () => {
      const esta = ++lectura;
      listarRutinasPendientes(userId).then(
        (lista) => vigente && esta === lectura && setRutinas(lista),
        (error: unknown) => console.warn('No se pudieron leer las rutinas pendientes de envío', error),
      );
    };
    leer();
    const desuscribir = suscribirCambios(leer);
    return () => {
      vigente = false;
      desuscribir();
    };
  }, [userId]);
  return rutinas;
}
