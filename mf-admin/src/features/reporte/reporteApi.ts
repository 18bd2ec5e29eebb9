import { api } from '@portal/shared/data-access';
import type { ReporteEnviado } from '@portal/shared/domain';

/** 'Enviar reporte semanal ahora' (Admin): the weekly 'Reporte de avance' e-mail, sent at once. */
export const reporteApi = api.injectEndpoints({
  endpoints: (build) => ({
    enviarReporte: build.mutation<ReporteEnviado, void>({
      query: () => ({ url: '/reporte/enviar', method: 'POST' }),
    }),
  }),
});

export const { useEnviarReporteMutation } = reporteApi;
