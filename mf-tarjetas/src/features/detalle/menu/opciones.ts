import { sePuedePlanificar, type Tarjeta } from '@portal/shared/domain';

export const OPCIONES = {
  cerrar: 'Cerrar tarjeta',
  qr: 'Mostrar QR',
  imagen: 'Adjuntar imagen',
  reemplazarImagen: 'Reemplazar foto',
  editar: 'Editar tarjeta',
  planificar: 'Planificar tarjeta',
  editarPlanificacion: 'Editar planificación',
  crearKaizen: 'Crear Quick Kaizen',
  eliminar: 'Eliminar tarjeta',
} as const;
export type Opcion = keyof typeof OPCIONES;

export interface Permisos {
  /** Jefe de area or Admin ('tarjetas.edit'): edit the card, replace its photo. */
  editar: boolean;
  /** Admin ('tarjetas.delete'). */
  eliminar: boolean;
  /** Admin ('kaizen.create'): a Quick Kaizen with the card as its source. */
  crearKaizen: boolean;
}

/**
 * The 'Opciones' menu entries for a card and the user's role (spec §2, Detail). Replacing a photo
 * needs the card-editing roles (as `POST /api/tarjetas/agregarimagen` decides); planning follows the
 * domain's `sePuedePlanificar` (only Abierta), the rule the server enforces.
 */
export function opcionesDisponibles(t: Pick<Tarjeta, 'estado' | 'imagenUrl' | 'planificacion'>, permisos: Permisos): Opcion[] {
  const abierta = t.estado === 'Abierta';
  const opciones: Opcion[] = [];
  if (abierta) opciones.push('cerrar');
  opciones.push('qr');
  if (!t.imagenUrl) opciones.push('imagen');
  else if (permisos.editar) opciones.push('reemplazarImagen');
  if (permisos.editar) opciones.push('editar');
  if (sePuedePlanificar(t.estado)) opciones.push(t.planificacion ? 'editarPlanificacion' : 'planificar');
  if (permisos.crearKaizen) opciones.push('crearKaizen');
  if (permisos.eliminar) opciones.push('eliminar');
  return opciones;
}
