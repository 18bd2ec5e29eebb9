import type { DetalleTipoResponse } from '@portal/shared/domain';
import { api } from './api';

/** Whether `/tarjeta/:id` is a card or a Kaizen: the shell loads the matching remote's detail page. */
export const detalleApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDetalleTipo: build.query<DetalleTipoResponse, string>({
      query: (id) => `/detalle/${encodeURIComponent(id)}`,
      // Asked afresh on every visit (a record may have been deleted meanwhile), and never refetched
      // while its page is on screen: deleting the record must not re-ask for it before leaving.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetDetalleTipoQuery } = detalleApi;
