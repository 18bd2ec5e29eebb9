import { comentariosPath, type Comentario, type ComentarioDestino, type SuccessResponse } from '@portal/shared/domain';
import { api } from './api';

/** A card's or Kaizen's thread (mf-tarjetas and mf-kaizen use the same calls, through `ComentariosPanel`). */
export interface ComentariosDe {
  destino: ComentarioDestino;
  id: string;
}

/** One tag per target: a comment added or deleted on a card refetches that card's thread only. */
export const comentariosTag = ({ destino, id }: ComentariosDe) => ({ type: 'Comentario' as const, id: `${destino}:${id}` });

export const comentariosApi = api.injectEndpoints({
  endpoints: (build) => ({
    getComentarios: build.query<Comentario[], ComentariosDe>({
      query: (de) => comentariosPath(de.destino, de.id),
      providesTags: (_r, _e, de) => [comentariosTag(de)],
    }),
    crearComentario: build.mutation<Comentario, ComentariosDe & { texto: string }>({
      query: ({ texto, ...de }) => ({ url: comentariosPath(de.destino, de.id), method: 'POST', body: { texto } }),
      invalidatesTags: (_r, _e, { destino, id }) => [comentariosTag({ destino, id })],
    }),
    eliminarComentario: build.mutation<SuccessResponse, ComentariosDe & { comentarioId: string }>({
      query: ({ comentarioId, ...de }) => ({ url: `${comentariosPath(de.destino, de.id)}/${encodeURIComponent(comentarioId)}`, method: 'DELETE' }),
      // A 404 (already deleted by someone else) also refreshes the thread.
      invalidatesTags: (_r, _e, { destino, id }) => [comentariosTag({ destino, id })],
    }),
  }),
});

export const { useGetComentariosQuery, useCrearComentarioMutation, useEliminarComentarioMutation } = comentariosApi;
