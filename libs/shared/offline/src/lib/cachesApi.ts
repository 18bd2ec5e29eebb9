/**
 * Runtime caches of the service worker that hold API answers (the add form's reference data, the user):
 * their names start with this prefix (libs/tooling/build/rspack/pwa.mjs names them).
 */
export const API_CACHE_PREFIX = 'portal-api';

/** Deletes the API caches (logout on a shared plant PC): the next person never sees the previous one's data. */
export async function borrarCachesApi(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const nombres = await caches.keys();
    await Promise.all(nombres.filter((n) => n.startsWith(API_CACHE_PREFIX)).map((n) => caches.delete(n)));
  } catch (error) {
    console.warn('No se pudieron borrar las cachés de la API', error);
  }
}
