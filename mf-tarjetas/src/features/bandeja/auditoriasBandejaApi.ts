import { api, pedir } from '@portal/shared/data-access';
import { programaAmContrato as P, type RespuestaDe } from '@portal/shared/domain';

/** Refreshed by any change of the program (mf-dashboard's mutations invalidate the whole type). */
const PROGRAMA = [{ type: 'ProgramaAm' as const }];

/**
 * The inbox's step audits (issue 25 §2): those waiting for an auditor, and the plant's named auditors. Endpoints of
 * their own (not mf-dashboard's): remotes import only libs, and share one api.
 */
export const auditoriasBandejaApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAuditoriasAmPendientes: build.query<RespuestaDe<typeof P.auditorias>, void>({
      query: () => pedir(P.auditorias, { consulta: { vista: 'pendientes' } }),
      providesTags: PROGRAMA,
    }),
    getAuditoresAm: build.query<string[], void>({
      query: () => pedir(P.ajustes),
      transformResponse: (ajustes: RespuestaDe<typeof P.ajustes>) => ajustes.auditores ?? [],
      providesTags: PROGRAMA,
    }),
  }),
});

export const { useGetAuditoriasAmPendientesQuery, useGetAuditoresAmQuery } = auditoriasBandejaApi;
