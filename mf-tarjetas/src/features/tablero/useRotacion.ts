import { useEffect, useRef, useState } from 'react';

/**
 * Which of `claves` (the Equipos on the board) is shown: the next one every `segundos`. The current one stays
 * while the list changes (a refetch); when it disappears, the first one is shown.
 */
export function useRotacion(claves: readonly string[], segundos: number): string | undefined {
  const [actual, setActual] = useState<string | undefined>(undefined);
  const vigente = actual !== undefined && claves.includes(actual) ? actual : claves[0];
  const estado = useRef({ claves, vigente });
  estado.current = { claves, vigente };

  useEffect(() => {
    if (claves.length < 2) return undefined;
    const id = setInterval(() => {
      const { claves: l, vigente: v } = estado.current;
      setActual(l[(l.indexOf(v as string) + 1) % l.length]);
    }, segundos * 1000);
    return () => clearInterval(id);
  }, [claves.length, segundos]);

  return vigente;
}
