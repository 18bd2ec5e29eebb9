/**
 * Org chart (/chart): positions (puestos) in a tree, each with a role title and optionally a person — a
 * portal user or a free name. Read by any logged-in user, changed by Admin ('organigrama.edit').
 */

/** Most positions a chart may hold (a plant's chart is a few dozen; this keeps a page readable and printable). */
export const ORGANIGRAMA_MAX_NODOS = 500;
/** Longest role title and free name. */
export const ORGANIGRAMA_TEXTO_MAX = 100;

/** `GET /api/organigrama`: every position, siblings in their order. */
export interface NodoOrganigrama {
  _id: string;
  /** The position it reports to; null for a top position. */
  parentId: string | null;
  titulo: string;
  /** 0-based place among its siblings. */
  orden: number;
  /** The portal user holding it (null when none or when that user was deleted). */
  usuario: { _id: string; name: string } | null;
  /** A free name when the person is not a portal user. */
  nombre: string | null;
}

/** A position with its reporting positions, in order. */
export interface RamaOrganigrama extends NodoOrganigrama {
  hijos: RamaOrganigrama[];
}

/** The person shown for a position: the user's name, the free name, or null (vacant). */
export const personaOrganigrama = (n: Pick<NodoOrganigrama, 'usuario' | 'nombre'>): string | null => n.usuario?.name ?? n.nombre ?? null;

export const PUESTO_VACANTE = 'Sin asignar';

const porOrden = (a: NodoOrganigrama, b: NodoOrganigrama) => a.orden - b.orden || a.titulo.localeCompare(b.titulo, 'es');

/**
 * The flat list as a forest (top positions first, siblings by `orden`). A node whose parent is missing
 * from the list is shown as a top position, so nothing stored is ever hidden.
 */
export function arbolOrganigrama(nodos: readonly NodoOrganigrama[]): RamaOrganigrama[] {
  const ids = new Set(nodos.map((n) => n._id));
  const hijos = new Map<string | null, NodoOrganigrama[]>();
  for (const n of nodos) {
    const padre = n.parentId !== null && ids.has(n.parentId) ? n.parentId : null;
    hijos.set(padre, [...(hijos.get(padre) ?? []), n]);
  }
  const visitados = new Set<string>();
  const rama = (n: NodoOrganigrama): RamaOrganigrama => {
    visitados.add(n._id);
    const propios = (hijos.get(n._id) ?? []).filter((h) => !visitados.has(h._id)).sort(porOrden);
    return { ...n, hijos: propios.map(rama) };
  };
  return (hijos.get(null) ?? []).slice().sort(porOrden).map(rama);
}

/** The ids of every position under `id` (not `id` itself). */
export function descendientesOrganigrama(nodos: readonly NodoOrganigrama[], id: string): Set<string> {
  const out = new Set<string>();
  const pendientes = [id];
  while (pendientes.length) {
    const actual = pendientes.pop() as string;
    for (const n of nodos) {
      if (n.parentId === actual && !out.has(n._id) && n._id !== id) {
        out.add(n._id);
        pendientes.push(n._id);
      }
    }
  }
  return out;
}

/** The positions a node may be moved under: every one except itself and its descendants (which would make a cycle). */
export function superioresPosibles(nodos: readonly NodoOrganigrama[], id: string | null): NodoOrganigrama[] {
  if (id === null) return [...nodos];
  const excluidos = descendientesOrganigrama(nodos, id).add(id);
  return nodos.filter((n) => !excluidos.has(n._id));
}
