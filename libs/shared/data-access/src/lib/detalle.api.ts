import type { DetalleTipoResponse } from '@portal/shared/domain';
import { api } from './api';

/** Whether `/tarjeta/:id` is a card or a Kaizen: the shell loads the matching remote's detail page. */
export const detalleApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDetalleTipo: build.query<DetalleTipoResponse, string>({
      query: (id) => `/detalle/${encodeURIComponent(id)}`,
      // Deleting or creating that card or Kaizen (tagged by id) asks again.
      providesTags: (_r, _e, id) => [
        { type: 'Tarjeta', id },
        { type: 'Kaizen', id },
      ],
    }),
  }),
});

export const { useGetDetalleTipoQuery } = detalleApi;
