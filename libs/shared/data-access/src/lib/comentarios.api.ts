import { comentariosContrato as C, type ComentarioDestino, type CuerpoEntrada, type RespuestaDe } from '@portal/shared/domain';
import { api } from './api';
import { pedir } from './pedir';

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

/** One tag per target: a comment added or deleted on a card refetches that card's thread only. */
export const comentariosTag = ({ destino, id }: ComentariosDe) => ({ type: 'Comentario' as const, id: `${destino}:${id}` });

export const comentariosApi = api.injectEndpoints({
  endpoints: (build) => ({
    getComentarios: build.query<RespuestaDe<typeof C.deTarjeta>, ComentariosDe>({
      query: ({ destino, id }) => pedir(RUTAS[destino].listar, { params: { id } }),
      providesTags: (_r, _e, de) => [comentariosTag(de)],
    }),
    crearComentario: build.mutation<RespuestaDe<typeof C.comentarTarjeta>, ComentariosDe & CuerpoEntrada<typeof C.comentarTarjeta>>({
      query: ({ destino, id, texto }) => pedir(RUTAS[destino].crear, { params: { id }, cuerpo: { texto } }),
      invalidatesTags: (_r, _e, { destino, id }) => [comentariosTag({ destino, id })],
    }),
    eliminarComentario: build.mutation<RespuestaDe<typeof C.eliminarDeTarjeta>, ComentariosDe & { comentarioId: string }>({
      query: ({ destino, id, comentarioId }) => pedir(RUTAS[destino].eliminar, { params: { id, comentarioId } }),
      // A 404 (already deleted by someone else) also refreshes the thread.
      invalidatesTags: (_r, _e, { destino, id }) => [comentariosTag({ destino, id })],
    }),
  }),
});

export const { useGetComentariosQuery, useCrearComentarioMutation, useEliminarComentarioMutation } = comentariosApi;
