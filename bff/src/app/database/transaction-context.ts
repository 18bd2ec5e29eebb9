import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './database.types';

const current = new AsyncLocalStorage<Db>();

/**
 * The `DB` every repository injects: inside a transaction begun through it, each call goes to that
 * transaction (found through AsyncLocalStorage), elsewhere to the pool. So a service can wrap several
 * repository calls in one transaction (e.g. the audited writes) without threading a `tx` through their
 * signatures, and a transaction begun inside another one is a savepoint of it. On PGlite this also
 * prevents a deadlock: a query sent to the base client while its transaction is open would wait forever.
 */
export function contextualDb(base: Db): Db {
  return new Proxy(base, {
    get(target, prop) {
      const db = current.getStore() ?? target;
      if (prop === 'transaction') {
        const begin: Db['transaction'] = (fn, config) => db.transaction((tx) => current.run(tx as unknown as Db, () => fn(tx)), config);
        return begin;
      }
      const value: unknown = Reflect.get(db, prop, db);
      return typeof value === 'function' ? value.bind(db) : value;
    },
  });
}

/** Whether the caller runs inside a transaction begun through a contextual `DB`. */
export const inTransaction = (): boolean => current.getStore() !== undefined;
