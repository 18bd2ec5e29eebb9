import { useCallback, useEffect, useState } from 'react';
import type { Area } from './disposicion';

/** The size of the element given to `ref`, kept up to date (ResizeObserver); null until measured or where none exists. */
export function useArea(): [Area | null, (el: HTMLElement | null) => void] {
  const [el, ref] = useState<HTMLElement | null>(null);
  const [area, setArea] = useState<Area | null>(null);
  useEffect(() => {
    if (!el || typeof ResizeObserver === 'undefined') return undefined;
    const medir = () => {
      const { width, height } = el.getBoundingClientRect();
      const ancho = Math.floor(width);
      const alto = Math.floor(height);
      setArea((a) => (a && a.ancho === ancho && a.alto === alto ? a : { ancho, alto }));
    };
    const observer = new ResizeObserver(medir);
    observer.observe(el);
    medir();
    return () => observer.disconnect();
  }, [el]);
  return [area, useCallback((nuevo: HTMLElement | null) => ref(nuevo), [])];
}
