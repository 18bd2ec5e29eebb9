import { api } from '@portal/shared/data-access';
import { IMPORTAR_ANALIZAR_PATH, IMPORTAR_PATH, type ImportAnalisis, type ImportOpciones, type ImportResultado } from '@portal/shared/domain';

/** The file the browser keeps and the options of the current dry run: both calls send the same pair. */
export interface ImportEnvio {
  archivo: File;
  opciones: ImportOpciones;
}

/** multipart: `archivo` (the file) and `opciones` (JSON of ImportOpciones). */
export function importBody({ archivo, opciones }: ImportEnvio): FormData {
  const body = new FormData();
  body.append('archivo', archivo, archivo.name);
  body.append('opciones', JSON.stringify(opciones));
  return body;
}

/**
 * Admin > Importar tarjetas (issue 13). Both are mutations: the dry run answers for one file the browser holds (no
 * cache to keep); the import creates cards and may add campos, so the lists, the dashboard and the campos refetch.
 */
export const importarApi = api.injectEndpoints({
  endpoints: (build) => ({
    analizarImportacion: build.mutation<ImportAnalisis, ImportEnvio>({
      query: (envio) => ({ url: IMPORTAR_ANALIZAR_PATH, method: 'POST', body: importBody(envio) }),
    }),
    importarTarjetas: build.mutation<ImportResultado, ImportEnvio>({
      query: (envio) => ({ url: IMPORTAR_PATH, method: 'POST', body: importBody(envio) }),
      invalidatesTags: ['Tarjeta', 'Dashboard', 'Campo'],
    }),
  }),
});

export const { useAnalizarImportacionMutation, useImportarTarjetasMutation } = importarApi;
