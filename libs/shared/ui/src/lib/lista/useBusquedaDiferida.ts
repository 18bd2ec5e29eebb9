import { useEffect, useRef, useState } from 'react';

export const BUSQUEDA_DEBOUNCE_MS = 400;

/**
 * A list's search box: what the user types shows at once; `aplicar` gets the trimmed text once the user stops
 * typing for `ms`, and only when it differs from `valor` (the applied search). A new `valor` from outside (back,
 * a link) shows in the box; the box's own write is not shown back, since the user may have typed on meanwhile
 * (a slow phone) and those keys must stay. `aplicar` should keep its identity between renders.
 */
export function useBusquedaDiferida(valor: string, aplicar: (q: string) => void, ms = BUSQUEDA_DEBOUNCE_MS) {
  const [busqueda, setBusqueda] = useState(valor);
  const escrito = useRef<string | null>(null);
  useEffect(() => {
    if (escrito.current === valor) {
      escrito.current = null;
      return;
    }
    setBusqueda((b) => (b.trim() === valor ? b : valor));
  }, [valor]);
  useEffect(() => {
    const q = busqueda.trim();
    if (q === valor) return;
    const id = setTimeout(() => {
      escrito.current = q;
      aplicar(q);
    }, ms);
    return () => clearTimeout(id);
  }, [busqueda, valor, aplicar, ms]);
  return [busqueda, setBusqueda] as const;
}
