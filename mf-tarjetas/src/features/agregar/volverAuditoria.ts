import { ROUTES } from '@portal/shared/domain';

/** Where a card raised from a step audit may send the user back to: an audit of this portal, nothing else. */
const PREFIJO = ROUTES.auditoriaAm.replace(':id', '');

/**
 * `?volver=` of the add form (a card raised from a step audit): the audit's path, read only when it is a path of this
 * same origin under `/programa/auditorias/` (anything else, an open redirect, is ignored).
 */
export function leerVolver(params: URLSearchParams): string | null {
  const volver = params.get('volver');
  if (!volver?.startsWith(PREFIJO)) return null;
  try {
    const origen = window.location.origin;
    const url = new URL(volver, origen);
    // '..' segments or a backslash could leave the prefix once resolved.
    if (url.origin !== origen || !url.pathname.startsWith(PREFIJO) || volver.includes('\\')) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** `?descripcion=` (a card raised from a step audit): the text to start the description with. */
export const leerDescripcion = (params: URLSearchParams): string => params.get('descripcion')?.trim() ?? '';
