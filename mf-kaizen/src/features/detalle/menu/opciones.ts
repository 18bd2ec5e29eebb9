import type { Kaizen } from '@portal/shared/domain';
import type { LadoImagen } from '../../imagenes/KaizenImagenes';

export const OPCIONES = {
  cerrar: 'Implementar / Cerrar Kaizen',
  editar: 'Editar Kaizen',
  imagenAntes: 'Adjuntar imagen del antes',
  reemplazarAntes: 'Reemplazar imagen del antes',
  imagenDespues: 'Adjuntar imagen del después',
  reemplazarDespues: 'Reemplazar imagen del después',
  eliminar: 'Eliminar Kaizen',
} as const;
export type Opcion = keyof typeof OPCIONES;

export interface Permisos {
  /** Jefe de area or Admin ('kaizen.edit'): edit the Kaizen, replace its images. */
  editar: boolean;
  /** Admin ('kaizen.delete'). */
  eliminar: boolean;
}

/** The image side an option attaches, or null for the other options. */
export function ladoDeOpcion(opcion: Opcion | null): LadoImagen | null {
  if (opcion === 'imagenAntes' || opcion === 'reemplazarAntes') return 'antes';
  if (opcion === 'imagenDespues' || opcion === 'reemplazarDespues') return 'despues';
  return null;
}

/**
 * The 'Opciones' entries for a Kaizen and the user's role (spec §2, Detail): implement/close while not
 * Cerrada (any user); each image while missing (any user), replaceable by Jefe de area/Admin.
 */
export function opcionesDisponibles(k: Pick<Kaizen, 'estado' | 'imagenFrontUrl' | 'imagenBackUrl'>, permisos: Permisos): Opcion[] {
  const opciones: Opcion[] = [];
  if (k.estado !== 'Cerrada') opciones.push('cerrar');
  if (permisos.editar) opciones.push('editar');
  if (!k.imagenFrontUrl) opciones.push('imagenAntes');
  else if (permisos.editar) opciones.push('reemplazarAntes');
  if (!k.imagenBackUrl) opciones.push('imagenDespues');
  else if (permisos.editar) opciones.push('reemplazarDespues');
  if (permisos.eliminar) opciones.push('eliminar');
  return opciones;
}
