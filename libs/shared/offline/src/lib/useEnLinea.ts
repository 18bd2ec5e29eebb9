import { useSyncExternalStore } from 'react';

function suscribir(avisar: () => void): () => void {
  window.addEventListener('online', avisar);
  window.addEventListener('offline', avisar);
  return () => {
    window.removeEventListener('online', avisar);
    window.removeEventListener('offline', avisar);
  };
}

// Only a browser that says it is offline is: without `navigator.onLine` the portal assumes a connection.
const enLinea = () => navigator.onLine !== false;

/** Whether the device has a network (`navigator.onLine`), live through the `online` / `offline` events. */
export function useEnLinea(): boolean {
  return useSyncExternalStore(suscribir, enLinea, () => true);
}
