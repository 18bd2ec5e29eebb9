import type { PGlite } from '@electric-sql/pglite';
import { AJUSTAR_SESION, ajustesDeSesion, alcanceActual } from './alcance-planta';

const CON_SESION = new Set<PropertyKey>(['query', 'sql', 'exec', 'transaction']);

/**
 * PGlite is one session shared by every request, so setting the plant alcance and running the query that needs
 * it must not interleave with another request's: each call (a whole transaction included) runs in turn, after
 * the session got the caller's settings when they differ from the last ones.
 */
export function pgliteConAlcance(client: PGlite): PGlite {
  let ajustesDeLaSesion = '';
  let cola: Promise<unknown> = Promise.resolve();
  const enTurno = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = cola.then(fn, fn);
    cola = run.catch(() => undefined);
    return run;
  };
  const ajustar = async (ajustes: string[]) => {
    const clave = ajustes.join('|');
    if (clave === ajustesDeLaSesion) return;
    await client.query(AJUSTAR_SESION, ajustes);
    ajustesDeLaSesion = clave;
  };
  return new Proxy(client, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      const bound = (value as (...args: unknown[]) => unknown).bind(target);
      if (!CON_SESION.has(prop)) return bound;
      return (...args: unknown[]) => {
        const ajustes = ajustesDeSesion(alcanceActual());
        return enTurno(async () => {
          await ajustar(ajustes);
          return bound(...args);
        });
      };
    },
  });
}
