import { useEffect, useState } from 'react';
import { suscribirCambios } from './cola';

/** A list of the user's queue, live: re-read after every change of the queue, in this tab or another. */
export function useColaViva<T>(userId: string | null | undefined, listar: (userId: string) => Promise<T[]>, que: string): T[] {
  const [lista, setLista] = useState<T[]>([]);
  useEffect(() => {
    if (!userId || typeof indexedDB === 'undefined') {
      setLista([]);
      return;
    }
    let vigente = true;
    // Reads can overlap: only the latest one may set the list.
    let lectura = 0;
    const leer = () => {
      const esta = ++lectura;
      listar(userId).then(
        (l) => vigente && esta === lectura && setLista(l),
        (error: unknown) => console.warn(`No se pudo leer ${que}`, error),
      );
    };
    leer();
    const desuscribir = suscribirCambios(leer);
    return () => {
      vigente = false;
      desuscribir();
    };
  }, [userId, listar, que]);
  return lista;
}
