import { useEffect, useState } from 'react';
import { listarPendientes, suscribirCambios, type TarjetaPendiente } from './cola';

export interface UsePendientes {
  pendientes: TarjetaPendiente[];
  count: number;
}

/** The user's queued cards, live: re-read after every change of the queue, in this tab or another. */
export function usePendientes(userId: string | null | undefined): UsePendientes {
  const [pendientes, setPendientes] = useState<TarjetaPendiente[]>([]);
  useEffect(() => {
    if (!userId || typeof indexedDB === 'undefined') {
      setPendientes([]);
      return;
    }
    let vigente = true;
    // Reads can overlap: only the latest one may set the list.
    let lectura = 0;
    const leer = () => {
      const esta = ++lectura;
      listarPendientes(userId).then(
        (lista) => vigente && esta === lectura && setPendientes(lista),
        (error: unknown) => console.warn('No se pudo leer Pendientes de envío', error),
      );
    };
    leer();
    const desuscribir = suscribirCambios(leer);
    return () => {
      vigente = false;
      desuscribir();
    };
  }, [userId]);
  return { pendientes, count: pendientes.length };
}
