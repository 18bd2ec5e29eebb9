import type { EnvioTarjeta } from '@portal/shared/data-access';

/*
 * The seam to the offline queue (libs/shared/offline, built apart): until it is plugged in, nothing is kept
 * on the device, so a card without connection is reported as not sent.
 */

/** Keeps a card that could not be sent (no connection) to send it later; false when it could not be kept. */
export async function guardarSinConexion(envio: EnvioTarjeta): Promise<boolean> {
  void envio;
  return false;
}

/** The queued card `/agregartarjeta?pendiente=<key>` opens, if it is still on the device. */
export async function cargarPendiente(key: string): Promise<EnvioTarjeta | undefined> {
  void key;
  return undefined;
}

/** Drops a queued card once it is sent. */
export async function quitarPendiente(key: string): Promise<void> {
  void key;
}
