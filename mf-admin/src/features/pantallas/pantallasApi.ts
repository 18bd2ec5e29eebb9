import { api } from '@portal/shared/data-access';
import type { Pantalla, PantallaAjustesInput, SuccessResponse, VincularPantallaInput } from '@portal/shared/domain';

const PANTALLAS = [{ type: 'Pantalla' as const, id: 'LIST' }];

/** Admin → 'Pantallas (tablero)': the TVs showing the board, paired by code (issue 22 §3). */
export const pantallasApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPantallas: build.query<Pantalla[], void>({
      query: () => '/pantallas',
      providesTags: PANTALLAS,
    }),
    vincularPantalla: build.mutation<Pantalla, VincularPantallaInput>({
      query: (body) => ({ url: '/pantallas/vincular', method: 'POST', body }),
      invalidatesTags: PANTALLAS,
    }),
    editarPantalla: build.mutation<Pantalla, PantallaAjustesInput & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/pantallas/${encodeURIComponent(id)}`, method: 'PATCH', body }),
      invalidatesTags: PANTALLAS,
    }),
    revocarPantalla: build.mutation<SuccessResponse, string>({
      query: (id) => ({ url: `/pantallas/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: PANTALLAS,
    }),
  }),
});

export const { useGetPantallasQuery, useVincularPantallaMutation, useEditarPantallaMutation, useRevocarPantallaMutation } = pantallasApi;
