import { api, pedir } from '@portal/shared/data-access';
import { auditoriaContrato as A, type AuditoriaQuery, type RespuestaDe } from '@portal/shared/domain';

/** Admin > Auditoría: one page of the audit trail (newest first). Records only grow: no cache to keep. */
export const auditoriaApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAuditoria: build.query<RespuestaDe<typeof A.listar>, AuditoriaQuery>({
      query: (consulta) => pedir(A.listar, { consulta }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetAuditoriaQuery } = auditoriaApi;
