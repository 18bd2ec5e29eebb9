import type { Color, EstadoTarjeta, Prioridad } from '@portal/shared/domain';
import { api } from '@portal/shared/data-access';

/** The card fields the list screens read (spec §3); the full card type comes with the card screens. */
export interface TarjetaResumen {
  _id: string;
  numero: number;
  color: Color;
  estado: EstadoTarjeta;
  fecha: string;
  prioridad: Prioridad;
  equipo: string;
  descripcion: string;
}

/** mf_tarjetas' calls, injected into the portal's single api (the shell's store serves them). */
export const tarjetasApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTarjetas: build.query<TarjetaResumen[], void>({
      query: () => '/tarjetas',
      providesTags: [{ type: 'Tarjeta', id: 'LIST' }],
    }),
  }),
});

export const { useGetTarjetasQuery } = tarjetasApi;
