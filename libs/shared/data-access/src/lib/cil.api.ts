import { cilContrato as C, type ConsultaEntrada, type CuerpoEntrada, type RespuestaDe } from '@portal/shared/domain';
import { api } from './api';
import { pedir } from './pedir';

/** Every list of machines with due points (the inbox, /cil): a point's change or a run refetches them. */
const LIST = { type: 'Cil' as const, id: 'LIST' };
/** The compliance figures and a point's history. */
const CONSULTA = { type: 'Cil' as const, id: 'CONSULTA' };
const HISTORIAL = { type: 'Cil' as const, id: 'HISTORIAL' };
const maquina = (id: string) => ({ type: 'Cil' as const, id });

export type CumplimientoCilArgs = ConsultaEntrada<typeof C.cumplimiento>;

/** The CIL standards and routines (issue 26 §1). Runs are sent by the offline queue (`enviarEjecucionCil`), not here. */
export const cilApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRutinaCil: build.query<RespuestaDe<typeof C.rutina>, string>({
      query: (id) => pedir(C.rutina, { params: { id } }),
      providesTags: (_r, _e, id) => [maquina(id)],
    }),
    getPendientesCil: build.query<RespuestaDe<typeof C.pendientes>, string | void>({
      query: (equipo) => pedir(C.pendientes, { consulta: equipo ? { equipo } : {} }),
      providesTags: [LIST],
    }),
    getCumplimientoCil: build.query<RespuestaDe<typeof C.cumplimiento>, CumplimientoCilArgs>({
      query: (consulta) => pedir(C.cumplimiento, { consulta }),
      providesTags: [CONSULTA],
    }),
    getHistorialPuntoCil: build.query<RespuestaDe<typeof C.historial>, string>({
      query: (id) => pedir(C.historial, { params: { id } }),
      providesTags: [HISTORIAL],
    }),
    getEjecucionCil: build.query<RespuestaDe<typeof C.ejecucion>, string>({
      query: (id) => pedir(C.ejecucion, { params: { id } }),
      providesTags: [HISTORIAL],
    }),
    crearPuntoCil: build.mutation<RespuestaDe<typeof C.crearPunto>, { maquinaId: string; cuerpo: CuerpoEntrada<typeof C.crearPunto> }>({
      query: ({ maquinaId, cuerpo }) => pedir(C.crearPunto, { params: { id: maquinaId }, cuerpo }),
      invalidatesTags: (_r, _e, { maquinaId }) => [maquina(maquinaId), LIST, CONSULTA],
    }),
    editarPuntoCil: build.mutation<RespuestaDe<typeof C.editarPunto>, { id: string; maquinaId: string; cuerpo: CuerpoEntrada<typeof C.editarPunto> }>({
      query: ({ id, cuerpo }) => pedir(C.editarPunto, { params: { id }, cuerpo }),
      invalidatesTags: (_r, _e, { maquinaId }) => [maquina(maquinaId), LIST, CONSULTA, HISTORIAL],
    }),
    quitarPuntoCil: build.mutation<RespuestaDe<typeof C.quitarPunto>, { id: string; maquinaId: string }>({
      query: ({ id }) => pedir(C.quitarPunto, { params: { id } }),
      invalidatesTags: (_r, _e, { maquinaId }) => [maquina(maquinaId), LIST, CONSULTA],
    }),
    imagenCil: build.mutation<RespuestaDe<typeof C.imagen>, { maquinaId: string; imagen: string | null }>({
      query: ({ maquinaId, imagen }) => pedir(C.imagen, { params: { id: maquinaId }, cuerpo: { imagen } }),
      invalidatesTags: (_r, _e, { maquinaId }) => [maquina(maquinaId)],
    }),
  }),
});

export const {
  useGetRutinaCilQuery,
  useGetPendientesCilQuery,
  useGetCumplimientoCilQuery,
  useGetHistorialPuntoCilQuery,
  useGetEjecucionCilQuery,
  useCrearPuntoCilMutation,
  useEditarPuntoCilMutation,
  useQuitarPuntoCilMutation,
  useImagenCilMutation,
} = cilApi;

/** After runs reach the server (from the queue): the machine, the lists and the figures are read again. */
export const tagsTrasEjecucionCil = (maquinaIds: readonly string[]) => [...maquinaIds.map(maquina), LIST, CONSULTA, HISTORIAL];
