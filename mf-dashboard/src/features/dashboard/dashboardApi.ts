import {
  dashboardContrato as D,
  type AntiguedadQuery,
  type AutonomiaQuery,
  type ComparacionQuery,
  type EvolucionQuery,
  type MttrQuery,
  type ParetoQuery,
  type RespuestaDe,
  type RiesgoQuery,
} from '@portal/shared/domain';
import { api, pedir } from '@portal/shared/data-access';

/** Any dashboard query: a card created, closed, edited or deleted anywhere invalidates them all (tag 'Dashboard'). */
const DASHBOARD = [{ type: 'Dashboard' as const }];

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboardMeses: build.query<RespuestaDe<typeof D.meses>, void>({ query: () => pedir(D.meses), providesTags: DASHBOARD }),
    getEvolucion: build.query<RespuestaDe<typeof D.evolucion>, EvolucionQuery>({
      query: (consulta) => pedir(D.evolucion, { consulta }),
      providesTags: DASHBOARD,
    }),
    getAutonomia: build.query<RespuestaDe<typeof D.autonomia>, AutonomiaQuery>({
      query: (consulta) => pedir(D.autonomia, { consulta }),
      providesTags: DASHBOARD,
    }),
    getRiesgo: build.query<RespuestaDe<typeof D.riesgo>, RiesgoQuery>({ query: (consulta) => pedir(D.riesgo, { consulta }), providesTags: DASHBOARD }),
    getPareto: build.query<RespuestaDe<typeof D.pareto>, ParetoQuery>({ query: (consulta) => pedir(D.pareto, { consulta }), providesTags: DASHBOARD }),
    getAntiguedad: build.query<RespuestaDe<typeof D.antiguedad>, AntiguedadQuery>({
      query: (consulta) => pedir(D.antiguedad, { consulta }),
      providesTags: DASHBOARD,
    }),
    getMttr: build.query<RespuestaDe<typeof D.mttr>, MttrQuery>({ query: (consulta) => pedir(D.mttr, { consulta }), providesTags: DASHBOARD }),
    getComparacion: build.query<RespuestaDe<typeof D.plantas>, ComparacionQuery>({
      query: (consulta) => pedir(D.plantas, { consulta }),
      providesTags: DASHBOARD,
    }),
  }),
});

/**
 * The dashboard is looked at while others work: each query refetches when the tab regains focus or the
 * network returns (the shell's store runs `setupListeners`), and on the 'Dashboard' tag.
 */
const VIVO = { refetchOnFocus: true, refetchOnReconnect: true } as const;

export const useDashboardMeses = () => dashboardApi.useGetDashboardMesesQuery(undefined, VIVO);
export const useEvolucion = (q: EvolucionQuery, skip = false) => dashboardApi.useGetEvolucionQuery(q, { ...VIVO, skip });
export const useAutonomia = (q: AutonomiaQuery, skip = false) => dashboardApi.useGetAutonomiaQuery(q, { ...VIVO, skip });
export const useRiesgo = (q: RiesgoQuery, skip = false) => dashboardApi.useGetRiesgoQuery(q, { ...VIVO, skip });
export const usePareto = (q: ParetoQuery, skip = false) => dashboardApi.useGetParetoQuery(q, { ...VIVO, skip });
export const useAntiguedad = (q: AntiguedadQuery, skip = false) => dashboardApi.useGetAntiguedadQuery(q, { ...VIVO, skip });
export const useMttr = (q: MttrQuery, skip = false) => dashboardApi.useGetMttrQuery(q, { ...VIVO, skip });
export const useComparacion = (q: ComparacionQuery, skip = false) => dashboardApi.useGetComparacionQuery(q, { ...VIVO, skip });
