import type { ESTADOS_KAIZEN } from '@portal/shared/domain';
import { api } from '@portal/shared/data-access';

/** The Kaizen fields the list reads (spec §3); the full type comes with the Kaizen screens. */
export interface KaizenResumen {
  _id: string;
  numero: number;
  codigo: string;
  maquina: string;
  fecha: string;
  tema: string;
  estado: (typeof ESTADOS_KAIZEN)[number] | 'Abierta';
  lider: string;
}

/** mf_kaizen's calls, injected into the portal's single api. */
export const kaizenApi = api.injectEndpoints({
  endpoints: (build) => ({
    getKaizens: build.query<KaizenResumen[], void>({
      query: () => '/tarjetaskaizen',
      providesTags: [{ type: 'Kaizen', id: 'LIST' }],
    }),
  }),
});

export const { useGetKaizensQuery } = kaizenApi;
