import { api, pedir } from '@portal/shared/data-access';
import { notificacionesContrato as N, type RespuestaDe } from '@portal/shared/domain';

/** 'Enviar reporte semanal ahora' (Admin): the weekly 'Reporte de avance' e-mail, sent at once. */
export const reporteApi = api.injectEndpoints({
  endpoints: (build) => ({
    enviarReporte: build.mutation<RespuestaDe<typeof N.enviarReporte>, void>({
      query: () => pedir(N.enviarReporte),
    }),
  }),
});

export const { useEnviarReporteMutation } = reporteApi;
