import {
  DASHBOARD_API,
  type AntiguedadQuery,
  type AntiguedadRespuesta,
  type AutonomiaQuery,
  type AutonomiaRespuesta,
  type DashboardMeses,
  type EvolucionQuery,
  type EvolucionRespuesta,
  type MttrQuery,
  type MttrRespuesta,
  type ParetoQuery,
  type ParetoRespuesta,
  type RiesgoQuery,
  type RiesgoRespuesta,
} from '@portal/shared/domain';
import { api } from '@portal/shared/data-access';

/** Any dashboard query: a card created, closed, edited or deleted anywhere invalidates them all (tag 'Dashboard'). */
const DASHBOARD = [{ type: 'Dashboard' as const }];

type Parametros = Record<string, string | number | readonly string[] | undefined>;

/**
 * A query string with repeated keys for multi-selects (`equipo=A&equipo=B`), as the API reads them;
 * empty values and empty lists are left out. fetchBaseQuery's `params` would join lists with commas.
 */
export function dashboardQueryString(query: Parametros): string {
  const qs = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '') continue;
    if (Array.isArray(value)) value.forEach((v: string) => qs.append(key, v));
    else qs.append(key, String(value));
  }
  const s = qs.toString();
  return s ? `?${s}` : '';
}

const get = (path: string, query: Parametros = {}) => `${path}${dashboardQueryString(query)}`;

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboardMeses: build.query<DashboardMeses, void>({ query: () => DASHBOARD_API.meses, providesTags: DASHBOARD }),
    getEvolucion: build.query<EvolucionRespuesta, EvolucionQuery>({ query: (q) => get(DASHBOARD_API.evolucion, q), providesTags: DASHBOARD }),
    getAutonomia: build.query<AutonomiaRespuesta, AutonomiaQuery>({ query: (q) => get(DASHBOARD_API.autonomia, q), providesTags: DASHBOARD }),
    getRiesgo: build.query<RiesgoRespuesta, RiesgoQuery>({ query: (q) => get(DASHBOARD_API.riesgo, q), providesTags: DASHBOARD }),
    getPareto: build.query<ParetoRespuesta, ParetoQuery>({ query: (q) => get(DASHBOARD_API.pareto, q), providesTags: DASHBOARD }),
    getAntiguedad: build.query<AntiguedadRespuesta, AntiguedadQuery>({ query: (q) => get(DASHBOARD_API.antiguedad, q), providesTags: DASHBOARD }),
    getMttr: build.query<MttrRespuesta, MttrQuery>({ query: (q) => get(DASHBOARD_API.mttr, q), providesTags: DASHBOARD }),
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
