import { api } from '@portal/shared/data-access';
import type { CrearPantallaInput, Pantalla, PantallaCreada, SuccessResponse } from '@portal/shared/domain';

const PANTALLAS = [{ type: 'Pantalla' as const, id: 'LIST' }];

/** Admin → 'Pantallas (tablero)': the TV board's tokens. */
export const pantallasApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPantallas: build.query<Pantalla[], void>({
      query: () => '/pantallas',
      providesTags: PANTALLAS,
    }),
    crearPantalla: build.mutation<PantallaCreada, CrearPantallaInput>({
      query: (body) => ({ url: '/pantallas', method: 'POST', body }),
      invalidatesTags: PANTALLAS,
    }),
    revocarPantalla: build.mutation<SuccessResponse, string>({
      query: (id) => ({ url: `/pantallas/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: PANTALLAS,
    }),
  }),
});

export const { useGetPantallasQuery, useCrearPantallaMutation, useRevocarPantallaMutation } = pantallasApi;
