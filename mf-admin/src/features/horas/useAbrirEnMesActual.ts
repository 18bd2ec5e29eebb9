import { useLayoutEffect, useRef } from 'react';
import { useMesActual } from './useFiltrosHoras';

/** The current month's column header: bold, and `aria-current="date"` for assistive technology. */
export const estiloMesActual = { fontWeight: 700, color: 'primary.main' } as const;

/**
 * A month table opens on the current plant month (the configured zone's, never the browser's): where the table is
 * wider than its box (a phone), the box scrolls so that month is the first column beside the row names.
 * Answers the month and the ref for its header cell.
 */
export function useAbrirEnMesActual(meses: readonly string[]) {
  const mesActual = useMesActual();
  const celda = useRef<HTMLTableCellElement>(null);
  const clave = meses.join();
  useLayoutEffect(() => {
    const th = celda.current;
    const caja = th?.closest<HTMLElement>('[role="region"]');
    const nombres = th?.parentElement?.firstElementChild;
    if (!th || !caja || !nombres) return;
    caja.scrollLeft += th.getBoundingClientRect().left - nombres.getBoundingClientRect().right;
  }, [mesActual, clave]);
  return { mesActual, celda };
}
