import { api } from '@portal/shared/data-access';
import type { AuditoriaFiltrosInput, AuditoriaPagina, AuditoriaQuery } from '@portal/shared/domain';

/** Query-string of the filters: empty ones are left out. */
export function auditoriaParams(query: AuditoriaQuery | AuditoriaFiltrosInput): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params[key] = String(value);
  }
  return params;
}

/** Admin > Auditoría: one page of the audit trail (newest first). Records only grow: no cache to keep. */
export const auditoriaApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAuditoria: build.query<AuditoriaPagina, AuditoriaQuery>({
      query: (query) => ({ url: '/auditoria', params: auditoriaParams(query) }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetAuditoriaQuery } = auditoriaApi;
