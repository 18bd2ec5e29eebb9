import type { DetalleTipo } from './detalle';
import { can, type Role } from './roles';

/** What a comment hangs on: a card or a Kaizen (the thread of its detail). */
export type ComentarioDestino = DetalleTipo;

/** Longest comment, in characters (after trimming). */
export const COMENTARIO_MAX = 2000;

/**
 * One comment of a card's or Kaizen's 'Comentarios' thread. The author is the logged-in user who wrote it
 * and the date is the server's; the name is the one the author had then, kept if the user is deleted
 * (`autor._id` becomes null).
 */
export interface Comentario {
  _id: string;
  autor: { _id: string | null; nombre: string };
  texto: string;
  /** ISO date-time, set by the server. */
  fecha: string;
}

/** The author deletes their own comments; an Admin (`comentarios.moderate`) deletes any. */
export function puedeEliminarComentario(usuario: { _id: string; role: Role } | null | undefined, comentario: Pick<Comentario, 'autor'>): boolean {
  if (!usuario) return false;
  return (comentario.autor._id !== null && comentario.autor._id === usuario._id) || can(usuario.role, 'comentarios.moderate');
}
