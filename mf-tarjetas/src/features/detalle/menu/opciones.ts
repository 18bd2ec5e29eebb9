import type { Tarjeta } from '@portal/shared/domain';

export const OPCIONES = {
  cerrar: 'Cerrar tarjeta',
  qr: 'Mostrar QR',
  imagen: 'Adjuntar imagen',
  editar: 'Editar tarjeta',
  planificar: 'Planificar tarjeta',
  eliminar: 'Eliminar tarjeta',
} as const;
export type Opcion = keyof typeof OPCIONES;

export interface Permisos {
  /** Jefe de area or Admin ('tarjetas.edit'). */
  editar: boolean;
  /** Admin ('tarjetas.delete'). */
  eliminar: boolean;
}

/** The 'Opciones' menu entries for a card and the user's role (spec §2, Detail). */
export function opcionesDisponibles(t: Pick<Tarjeta, 'estado' | 'imagenUrl' | 'planificacion'>, permisos: Permisos): Opcion[] {
  const opciones: Opcion[] = [];
  if (t.estado === 'Abierta') opciones.push('cerrar');
  opciones.push('qr');
  if (!t.imagenUrl) opciones.push('imagen');
  if (permisos.editar) opciones.push('editar');
  if (!t.planificacion) opciones.push('planificar');
  if (permisos.eliminar) opciones.push('eliminar');
  return opciones;
}
