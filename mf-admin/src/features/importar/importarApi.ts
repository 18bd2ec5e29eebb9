import { api, pedir, tagsDeEvento } from '@portal/shared/data-access';
import { importarContrato as I, type ImportOpciones, type RespuestaDe } from '@portal/shared/domain';

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
    analizarImportacion: build.mutation<RespuestaDe<typeof I.analizar>, ImportEnvio>({
      query: (envio) => pedir(I.analizar, { cuerpo: importBody(envio) }),
    }),
    importarTarjetas: build.mutation<RespuestaDe<typeof I.importar>, ImportEnvio>({
      query: (envio) => pedir(I.importar, { cuerpo: importBody(envio) }),
      // What every other tab does on the import's events (a resync when many), plus the campos it may add.
      invalidatesTags: (_r, error) => (error ? [] : [...tagsDeEvento({ tipo: 'resync', id: '', entidad: 'tarjeta' }), 'Campo']),
    }),
  }),
});

export const { useAnalizarImportacionMutation, useImportarTarjetasMutation } = importarApi;
