import { sePuedePlanificar, type Tarjeta } from '@portal/shared/domain';

export const OPCIONES = {
  cerrar: 'Cerrar tarjeta',
  qr: 'Mostrar QR',
  imagen: 'Adjuntar imagen',
  reemplazarImagen: 'Reemplazar foto',
  imagenDespues: 'Adjuntar imagen del después',
  reemplazarImagenDespues: 'Reemplazar imagen del después',
  editar: 'Editar tarjeta',
  planificar: 'Planificar tarjeta',
  editarPlanificacion: 'Editar planificación',
  crearKaizen: 'Crear Quick Kaizen',
  eliminar: 'Eliminar tarjeta',
} as const;
export type Opcion = keyof typeof OPCIONES;

export interface Permisos {
  /** Jefe de area or Admin ('tarjetas.edit'): edit the card, replace its photos. */
  editar: boolean;
  /** Admin ('tarjetas.delete'). */
  eliminar: boolean;
  /** Admin ('kaizen.create'): a Quick Kaizen with the card as its source. */
  crearKaizen: boolean;
}

type TarjetaOpciones = Pick<Tarjeta, 'estado' | 'imagenUrl' | 'imagenDespuesUrl' | 'planificacion'>;

/**
 * Every action the card and the user's role allow (spec §2, Detail). Replacing a photo needs the card-editing
 * roles (as `POST /api/tarjetas/agregarimagen*` decides); planning follows the domain's `sePuedePlanificar` (only
 * Abierta), the rule the server enforces. The card's own photo is its 'antes'; the 'después' is offered once closed.
 */
export function opcionesDisponibles(t: TarjetaOpciones, permisos: Permisos): Opcion[] {
  const abierta = t.estado === 'Abierta';
  const opciones: Opcion[] = [];
  if (sePuedePlanificar(t.estado)) opciones.push(t.planificacion ? 'editarPlanificacion' : 'planificar');
  if (abierta) opciones.push('cerrar');
  if (permisos.editar) opciones.push('editar');
  opciones.push('qr');
  if (!t.imagenUrl) opciones.push('imagen');
  else if (permisos.editar) opciones.push('reemplazarImagen');
  if (!t.imagenDespuesUrl) {
    if (!abierta) opciones.push('imagenDespues');
  } else if (permisos.editar) opciones.push('reemplazarImagenDespues');
  if (permisos.crearKaizen) opciones.push('crearKaizen');
  if (permisos.eliminar) opciones.push('eliminar');
  return opciones;
}

/** The everyday actions, shown as buttons in the header (issue 22); the rest stay in 'Opciones'. */
const VISIBLES: readonly Opcion[] = ['planificar', 'editarPlanificacion', 'cerrar', 'editar'];

/**
 * Splits the available actions: the header's buttons (in `opcionesDisponibles`' order: the card's next step first)
 * and the 'Opciones' menu (QR, photos, Quick Kaizen, delete).
 */
export function separarOpciones(opciones: readonly Opcion[]): { visibles: Opcion[]; menu: Opcion[] } {
  return { visibles: opciones.filter((o) => VISIBLES.includes(o)), menu: opciones.filter((o) => !VISIBLES.includes(o)) };
}

/** The button drawn filled: the card's next step (plan an unplanned open card, else close it). */
export function accionPrincipal(t: Pick<Tarjeta, 'estado' | 'planificacion'>, visibles: readonly Opcion[]): Opcion | undefined {
  const siguiente: Opcion = t.estado === 'Abierta' && !t.planificacion ? 'planificar' : 'cerrar';
  return visibles.includes(siguiente) ? siguiente : undefined;
}
