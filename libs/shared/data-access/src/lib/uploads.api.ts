import { uploadsContrato as U, type RespuestaDe } from '@portal/shared/domain';
import { api } from './api';
import { pedir } from './pedir';

/** An image for a card, a Kaizen or an audit answer: `POST /api/uploads` answers its URL, then attached by the caller. */
export const uploadsApi = api.injectEndpoints({
  endpoints: (build) => ({
    subirImagen: build.mutation<RespuestaDe<typeof U.subir>, File | Blob>({
      query: (archivo) => {
        const cuerpo = new FormData();
        cuerpo.append('file', archivo);
        return pedir(U.subir, { cuerpo });
      },
    }),
  }),
});

export const { useSubirImagenMutation } = uploadsApi;
