import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Which plants the database session may touch (issue 24). Every business table has a `planta_id` and
 * PostgreSQL row-level-security policies (migration 0054) that read the session's settings, so a query that forgets
 * its plant filter still sees and writes only the plants of its alcance:
 * - `lectura`: the plants whose rows are visible (a user's plant; several for Corporativo or a lookup across plants);
 * - `escritura`: the plant whose rows may be inserted, updated or deleted (none for Corporativo). A new row takes it
 *   by default (`portal_planta_actual()`).
 * One plant read and written runs as ROL_PLANTA, whose policies are an equality on `planta_id` (the planner then
 * walks a plant-led index in order: a page of 50 reads 50 rows); several plants read only run as ROL_LECTOR, granted
 * SELECT only on a plant's tables. Outside any alcance nothing of a plant is visible nor writable. `propietario` runs as
 * the tables' owner, which the policies do not restrict (migrations, backup and restore, storage-wide maintenance).
 */
export interface AlcancePlanta {
  readonly lectura: readonly number[];
  readonly escritura: readonly number[];
  readonly propietario?: boolean;
}

/** The roles the portal's sessions run as: not a superuser nor the tables' owner, so the policies apply. */
export const ROL_PLANTA = 'portal_app';
export const ROL_LECTOR = 'portal_lector';

const NINGUNA: AlcancePlanta = { lectura: [], escritura: [] };
const actual = new AsyncLocalStorage<AlcancePlanta>();
let porDefecto: AlcancePlanta = NINGUNA;

export const alcanceActual = (): AlcancePlanta => actual.getStore() ?? porDefecto;

/**
 * Runs fn in `alcance` and awaits its result there: a Drizzle query is sent when awaited, not when built, so
 * `conAlcance(a, () => db.select()…)` must await inside the alcance.
 */
export function conAlcance<T>(alcance: AlcancePlanta, fn: () => T | PromiseLike<T>): Promise<T> {
  return actual.run(alcance, async () => await fn());
}

/** Calls fn in `alcance` without awaiting (fn binds what it starts, e.g. Nest's handler). */
export function correrEnAlcance<T>(alcance: AlcancePlanta, fn: () => T): T {
  return actual.run(alcance, fn);
}

/** Reads and writes one plant: a request of a plant member, a job's work for that plant. */
export const enPlanta = <T>(planta: number, fn: () => T | PromiseLike<T>): Promise<T> => conAlcance({ lectura: [planta], escritura: [planta] }, fn);

/** Reads one plant and writes none: Corporativo's look at a plant (the plants comparison, a plant's report). */
export const leyendoPlanta = <T>(planta: number, fn: () => T | PromiseLike<T>): Promise<T> => conAlcance({ lectura: [planta], escritura: [] }, fn);

/** As the owner of the tables: migrations, backup and restore, storage-wide maintenance only. */
export const comoPropietario = <T>(fn: () => T | PromiseLike<T>): Promise<T> => conAlcance({ lectura: [], escritura: [], propietario: true }, fn);

/**
 * Tests only: the alcance of code that runs outside any (a spec's own inserts). Production keeps NINGUNA, so a
 * job that forgot to choose its plants reads nothing instead of someone else's rows.
 */
export function fijarAlcancePorDefecto(alcance: AlcancePlanta): void {
  porDefecto = alcance;
}

/** The session settings of an alcance, in the order `AJUSTAR_SESION` takes them. */
export function ajustesDeSesion(alcance: AlcancePlanta): [rol: string, planta: string, lectura: string] {
  const { lectura, escritura, propietario } = alcance;
  if (escritura.length > 1) throw new Error('An alcance writes one plant at most (storage-wide work runs as the owner)');
  const planta = escritura.length ? String(escritura[0]) : '';
  if (propietario) return ['none', planta, lectura.join(',')];
  if (planta) {
    if (lectura.some((p) => p !== escritura[0])) throw new Error('A plant session reads its own plant only');
    return [ROL_PLANTA, planta, ''];
  }
  return lectura.length ? [ROL_LECTOR, '', lectura.join(',')] : [ROL_PLANTA, '', ''];
}

/** Applies an alcance to a session; kept until the next one (each checkout of a pooled connection sets its own). */
/**
 * Also turns off PostgreSQL's JIT for the connection: the portal's aggregates run in milliseconds over indexed or
 * counted rows, and a plan whose estimate crosses jit_above_cost spent a second compiling before answering
 * (bench/cil.mjs: the plant-year CIL compliance, 1.3 s with JIT, 0.3 s without).
 */
export const AJUSTAR_SESION =
  "select set_config('role', $1, false), set_config('portal.planta', $2, false), set_config('portal.lectura', $3, false), set_config('jit', 'off', false)";

/** A key that tells alcances apart: what an in-memory cache of query answers must prefix its keys with. */
export function claveDeAlcance(alcance: AlcancePlanta = alcanceActual()): string {
  return `${alcance.propietario ? 'P' : ''}${alcance.lectura.join(',')}|${alcance.escritura.join(',')}`;
}

/**
 * An async iterable whose every step runs in `alcance` (by default the caller's now). A stream's reads happen
 * when its consumer asks for more, in the consumer's async context, not in the request's that created it.
 */
export function fijarAlcance<T>(iterable: AsyncIterable<T>, alcance: AlcancePlanta = alcanceActual()): AsyncIterable<T> {
  return {
    [Symbol.asyncIterator]() {
      const it = iterable[Symbol.asyncIterator]();
      return {
        next: (...args: [] | [unknown]) => correrEnAlcance(alcance, () => it.next(...args)),
        return: (value?: unknown) => correrEnAlcance(alcance, () => it.return?.(value) ?? Promise.resolve({ done: true as const, value: value as T })),
        throw: (err?: unknown) => correrEnAlcance(alcance, () => it.throw?.(err) ?? Promise.reject(err)),
      };
    },
  };
}
