import { detalleContrato as D, type RespuestaDe } from '@portal/shared/domain';
import { api } from './api';
import { pedir } from './pedir';

/** Whether `/tarjeta/:id` is a card or a Kaizen: the shell loads the matching remote's detail page. */
export const detalleApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDetalleTipo: build.query<RespuestaDe<typeof D.tipo>, string>({
      query: (id) => pedir(D.tipo, { params: { id } }),
      // Asked afresh on every visit (a record may have been deleted meanwhile), and never refetched
      // while its page is on screen: deleting the record must not re-ask for it before leaving.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetDetalleTipoQuery } = detalleApi;
