import { api, pedir } from '@portal/shared/data-access';
import { importarContrato as I, type RespuestaDe } from '@portal/shared/domain';

/**
 * The demo seed's data on the import page (issue 21 §3). The count follows the cards ('Tarjeta': an import or a
 * delete elsewhere refetches it); removing them refreshes every view of cards, Kaizens, hours and the dashboard.
 */
export const datosDemoApi = api.injectEndpoints({
  endpoints: (build) => ({
    datosDemo: build.query<RespuestaDe<typeof I.datosDemo>, void>({
      query: () => pedir(I.datosDemo),
      providesTags: ['Tarjeta'],
    }),
    borrarDatosDemo: build.mutation<RespuestaDe<typeof I.borrarDatosDemo>, void>({
      query: () => pedir(I.borrarDatosDemo),
      invalidatesTags: ['Tarjeta', 'Kaizen', 'Hours', 'Dashboard'],
    }),
  }),
});

export const { useDatosDemoQuery, useBorrarDatosDemoMutation } = datosDemoApi;
