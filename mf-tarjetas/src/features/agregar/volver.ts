import { ROUTES } from '@portal/shared/domain';

/** Where a card raised elsewhere may send the user back to: a step audit or a CIL routine of this portal, nothing else. */
const PREFIJOS = [ROUTES.auditoriaAm.replace(':id', ''), ROUTES.rutinaCil.replace(':id', '')];

/**
 * `?volver=` of the add form (a card raised from a step audit or from a CIL routine's No OK point): the page's path,
 * read only when it is a path of this same origin under one of those pages (anything else, an open redirect, is ignored).
 */
export function leerVolver(params: URLSearchParams): string | null {
  const volver = params.get('volver');
  const prefijo = PREFIJOS.find((p) => volver?.startsWith(p));
  if (!volver || !prefijo) return null;
  try {
    const origen = window.location.origin;
    const url = new URL(volver, origen);
    // '..' segments or a backslash could leave the prefix once resolved.
    if (url.origin !== origen || !url.pathname.startsWith(prefijo) || volver.includes('\\')) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** `?descripcion=` (a card raised from a step audit or a routine): the text to start the description with. */
export const leerDescripcion = (params: URLSearchParams): string => params.get('descripcion')?.trim() ?? '';

/** `?cil=<point id>` with `?maquina=`: the card is raised from that point of the routine under way on this device. */
export function leerOrigenCil(params: URLSearchParams): { maquinaId: string; punto: string } | null {
  const punto = params.get('cil')?.trim();
  const maquinaId = params.get('maquina')?.trim();
  return punto && maquinaId && punto.length <= 100 && maquinaId.length <= 100 ? { maquinaId, punto } : null;
}
