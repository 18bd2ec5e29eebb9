import { api } from '@portal/shared/data-access';
import { DATOS_DEMO_PATH, type DatosDemo, type DatosDemoBorrados } from '@portal/shared/domain';

/**
 * The demo seed's data on the import page (issue 21 §3). The count follows the cards ('Tarjeta': an import or a
 * delete elsewhere refetches it); removing them refreshes every view of cards, Kaizens, hours and the dashboard.
 */
export const datosDemoApi = api.injectEndpoints({
  endpoints: (build) => ({
    datosDemo: build.query<DatosDemo, void>({
      query: () => DATOS_DEMO_PATH,
      providesTags: ['Tarjeta'],
    }),
    borrarDatosDemo: build.mutation<DatosDemoBorrados, void>({
      query: () => ({ url: DATOS_DEMO_PATH, method: 'DELETE' }),
      invalidatesTags: ['Tarjeta', 'Kaizen', 'Hours', 'Dashboard'],
    }),
  }),
});

export const { useDatosDemoQuery, useBorrarDatosDemoMutation } = datosDemoApi;
