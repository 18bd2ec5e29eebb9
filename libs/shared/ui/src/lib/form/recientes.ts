/**
 * The options split for "recent choices first": `recientes` are those of `recientes` that `options` offers, in the
 * order given (a recent value no longer offered is left out), at most half the options (of Alta/Media/Baja only the
 * most used moves: when every option is recent none stands out, and a short scale keeps its order); `resto` the
 * others in their own order. Nothing is removed: `[...recientes, ...resto]` holds every option once.
 */
export function separarRecientes(options: readonly string[], recientes: readonly string[] = []): { recientes: string[]; resto: string[] } {
  const ofrecidas = new Set(options);
  const primero = [...new Set(recientes)].filter((r) => ofrecidas.has(r)).slice(0, Math.floor(options.length / 2));
  const elegidas = new Set(primero);
  return { recientes: primero, resto: options.filter((o) => !elegidas.has(o)) };
}

/** The select's group of recent options and the group of the others. */
export const GRUPO_RECIENTES = 'Recientes';
export const GRUPO_OTRAS = 'Otras';
