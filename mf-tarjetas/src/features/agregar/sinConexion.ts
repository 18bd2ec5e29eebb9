import type { EnvioTarjeta } from '@portal/shared/data-access';
import { encolarTarjeta, obtenerPendiente, quitarPendiente as quitarDeLaCola } from '@portal/shared/offline';

/** Keeps a card that could not be sent (no connection) in the device's queue; false when it could not be kept. */
export async function guardarSinConexion(envio: EnvioTarjeta, userId: string): Promise<boolean> {
  try {
    await encolarTarjeta(envio, userId);
    return true;
  } catch {
    // No IndexedDB (private mode, full disk): the form says the card was not kept.
    return false;
  }
}

/** The queued card `/agregartarjeta?pendiente=<key>` opens, if it is still on the device. */
export async function cargarPendiente(key: string): Promise<EnvioTarjeta | undefined> {
  try {
    return await obtenerPendiente(key);
  } catch {
    return undefined;
  }
}

/** Drops a queued card once it is sent. */
export async function quitarPendiente(key: string): Promise<void> {
  await quitarDeLaCola(key);
}
