import { api, pedir } from '@portal/shared/data-access';
import { uploadsContrato, type RespuestaDe } from '@portal/shared/domain';

/** A requirement's evidence photo: `POST /api/uploads` answers its `secure_url`, then saved with the answer. */
export const fotoAuditoriaApi = api.injectEndpoints({
  endpoints: (build) => ({
    subirFotoAuditoriaAm: build.mutation<RespuestaDe<typeof uploadsContrato.subir>, Blob>({
      query: (foto) => {
        const cuerpo = new FormData();
        cuerpo.append('file', foto, 'foto.jpg');
        return pedir(uploadsContrato.subir, { cuerpo });
      },
    }),
  }),
});

export const { useSubirFotoAuditoriaAmMutation } = fotoAuditoriaApi;
