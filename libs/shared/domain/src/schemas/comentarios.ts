import { z } from 'zod';
import { COMENTARIO_MAX } from '../lib/comentarios';
import { MSG } from '../lib/messages';
import { textoSchema } from './text';

/** `POST …/comentarios`: the text only (the author and the date are the server's). */
export const crearComentarioSchema = z.object({
  texto: textoSchema(MSG.comentarioRequerido).trim().min(1, { error: MSG.comentarioRequerido }).max(COMENTARIO_MAX, { error: MSG.comentarioDemasiadoLargo }),
});
export type CrearComentarioInput = z.infer<typeof crearComentarioSchema>;
