import { useEffect, useRef, useState } from 'react';

export interface Turno {
  /** The Equipo shown (undefined while there is none), and its page (0-based). */
  clave: string | undefined;
  pagina: number;
}

/**
 * What the board shows: every `segundos` the next page of the current Equipo, after its last page the next Equipo
 * (`claves`), page 0. `paginas(clave)` says how many pages an Equipo takes on this screen. The current Equipo stays
 * while the list changes (a refetch); when it disappears, the first one is shown; a page past the end is page 0.
 */
export function useRotacion(claves: readonly string[], segundos: number, paginas: (clave: string) => number): Turno {
  const [turno, setTurno] = useState<Turno>({ clave: undefined, pagina: 0 });
  const clave = turno.clave !== undefined && claves.includes(turno.clave) ? turno.clave : claves[0];
  const total = clave === undefined ? 1 : Math.max(1, paginas(clave));
  const vigente: Turno = { clave, pagina: clave === turno.clave && turno.pagina < total ? turno.pagina : 0 };
  const estado = useRef({ claves, vigente, total });
  estado.current = { claves, vigente, total };
  const rota = claves.length > 1 || total > 1;

  useEffect(() => {
    if (!rota) return undefined;
    const id = setInterval(() => {
      const { claves: l, vigente: v, total: n } = estado.current;
      if (v.pagina + 1 < n) setTurno({ clave: v.clave, pagina: v.pagina + 1 });
      else setTurno({ clave: l[(l.indexOf(v.clave as string) + 1) % l.length], pagina: 0 });
    }, segundos * 1000);
    return () => clearInterval(id);
  }, [rota, segundos]);

  return vigente;
}
