import { comentariosContrato as C, type ComentarioDestino, type CuerpoEntrada, type RespuestaDe } from '@portal/shared/domain';
import { api } from './api';
import { pedir } from './pedir';
import { comentariosTag, tagsDeEvento } from './tagsDeEvento';

/** A card's or Kaizen's thread (mf-tarjetas and mf-kaizen use the same calls, through `ComentariosPanel`). */
export interface ComentariosDe {
  destino: ComentarioDestino;
  id: string;
}

/** The routes of each target's thread (same answers, each with its own access). */
const RUTAS = {
  tarjeta: { listar: C.deTarjeta, crear: C.comentarTarjeta, eliminar: C.eliminarDeTarjeta },
  kaizen: { listar: C.deKaizen, crear: C.comentarKaizen, eliminar: C.eliminarDeKaizen },
} as const;

/** The event of the thread's target: a new comment names it, a deleted one announces it changed. */
const agregado = (comentarioId: string, { destino, id }: ComentariosDe) =>
  tagsDeEvento({ tipo: 'comentario.agregado', id: comentarioId, ...(destino === 'tarjeta' ? { tarjetaId: id } : { kaizenId: id }) });
const eliminado = ({ destino, id }: ComentariosDe) => tagsDeEvento({ tipo: destino === 'tarjeta' ? 'tarjeta.actualizada' : 'kaizen.actualizado', id });

export const comentariosApi = api.injectEndpoints({
  endpoints: (build) => ({
    getComentarios: build.query<RespuestaDe<typeof C.deTarjeta>, ComentariosDe>({
      query: ({ destino, id }) => pedir(RUTAS[destino].listar, { params: { id } }),
      providesTags: (_r, _e, de) => [comentariosTag(de)],
    }),
    crearComentario: build.mutation<RespuestaDe<typeof C.comentarTarjeta>, ComentariosDe & CuerpoEntrada<typeof C.comentarTarjeta>>({
      query: ({ destino, id, texto }) => pedir(RUTAS[destino].crear, { params: { id }, cuerpo: { texto } }),
      invalidatesTags: (r, error, de) => (error ? [comentariosTag(de)] : agregado(r?._id ?? '', de)),
    }),
    eliminarComentario: build.mutation<RespuestaDe<typeof C.eliminarDeTarjeta>, ComentariosDe & { comentarioId: string }>({
      query: ({ destino, id, comentarioId }) => pedir(RUTAS[destino].eliminar, { params: { id, comentarioId } }),
      // A 404 (already deleted by someone else) also refreshes the thread, which is no event's.
      invalidatesTags: (_r, error, de) => [comentariosTag(de), ...(error ? [] : eliminado(de))],
    }),
  }),
});

export const { useGetComentariosQuery, useCrearComentarioMutation, useEliminarComentarioMutation } = comentariosApi;
