export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the shell's service worker (production builds write /sw.js). The portal works the same
 * without it: a browser without service workers, or a failed registration, only loses the offline mode.
 */
export async function registrarServiceWorker(container: ServiceWorkerContainer | undefined = globalThis.navigator?.serviceWorker): Promise<boolean> {
  if (!container) return false;
  try {
    await container.register(SERVICE_WORKER_URL, { scope: '/' });
    return true;
  } catch (error) {
    console.warn('No se pudo registrar el service worker: el portal funciona, sin modo sin conexión', error);
    return false;
  }
}
