import { unirTags, type Tag } from '@portal/shared/data-access';

/** Events arriving within this window of the first one are applied together (one refetch round). */
export const VENTANA_INVALIDACION_MS = 250;

export interface Acumulador {
  agregar(tags: readonly Tag[]): void;
  /** Applies what is pending now. */
  vaciar(): void;
  /** Drops what is pending (logout, unmount). */
  cerrar(): void;
}

/**
 * Coalesces bursts: the first tags start a window of `ms`; everything added until it ends is applied in one
 * call (each tag once). A fixed window, not a debounce: a steady stream of events still refreshes every `ms`.
 */
export function crearAcumulador(
  aplicar: (tags: Tag[]) => void,
  ms = VENTANA_INVALIDACION_MS,
  timers: { setTimeout: (fn: () => void, ms: number) => unknown; clearTimeout: (h: unknown) => void } = {
    setTimeout: (fn, t) => globalThis.setTimeout(fn, t),
    clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
  },
): Acumulador {
  let pendientes: (readonly Tag[])[] = [];
  let timer: unknown;
  const vaciar = () => {
    timers.clearTimeout(timer);
    timer = undefined;
    if (!pendientes.length) return;
    const tags = unirTags(pendientes);
    pendientes = [];
    if (tags.length) aplicar(tags);
  };
  return {
    agregar(tags) {
      pendientes.push(tags);
      if (timer === undefined) timer = timers.setTimeout(vaciar, ms);
    },
    vaciar,
    cerrar() {
      timers.clearTimeout(timer);
      timer = undefined;
      pendientes = [];
    },
  };
}
