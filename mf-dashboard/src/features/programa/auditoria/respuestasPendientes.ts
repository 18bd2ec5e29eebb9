import { PUNTAJES_AUDITORIA_AM, type RespuestaAuditoriaAm } from '@portal/shared/domain';

/** Answers given on this phone and not yet confirmed by the server, by requirement id. */
export type Pendientes = Record<string, RespuestaAuditoriaAm>;

const VERSION = 1;

/** Per user and audit: another person on a shared phone never sends someone else's answers. */
export const clavePendientes = (userId: string, auditoriaId: string) => `auditoria-am:${userId}:${auditoriaId}`;

const esRespuesta = (v: unknown): v is RespuestaAuditoriaAm => {
  if (typeof v !== 'object' || v === null) return false;
  const r = v as Record<string, unknown>;
  return (
    (r['puntaje'] === null || (PUNTAJES_AUDITORIA_AM as readonly unknown[]).includes(r['puntaje'])) &&
    typeof r['comentario'] === 'string' &&
    (r['foto'] === null || typeof r['foto'] === 'string') &&
    typeof r['accion'] === 'string'
  );
};

/** What is stored for `clave`; a corrupt or foreign entry is dropped rather than sent. */
export function leerPendientes(clave: string): Pendientes {
  try {
    const crudo = localStorage.getItem(clave);
    if (!crudo) return {};
    const { v, respuestas } = JSON.parse(crudo) as { v?: unknown; respuestas?: unknown };
    if (v !== VERSION || typeof respuestas !== 'object' || respuestas === null) return {};
    return Object.fromEntries(Object.entries(respuestas).filter(([, r]) => esRespuesta(r))) as Pendientes;
  } catch {
    return {};
  }
}

export function escribirPendientes(clave: string, pendientes: Pendientes): void {
  try {
    if (Object.keys(pendientes).length) localStorage.setItem(clave, JSON.stringify({ v: VERSION, respuestas: pendientes }));
    else localStorage.removeItem(clave);
  } catch {
    /* storage full or disabled: the answers still go to the server while online */
  }
}

export const mismaRespuesta = (a: RespuestaAuditoriaAm | undefined, b: RespuestaAuditoriaAm | undefined): boolean =>
  !!a && !!b && a.puntaje === b.puntaje && a.comentario === b.comentario && a.foto === b.foto && a.accion === b.accion;
