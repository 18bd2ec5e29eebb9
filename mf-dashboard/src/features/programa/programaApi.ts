import { api, pedir } from '@portal/shared/data-access';
import { programaAmContrato as P, type ConsultaEntrada, type CuerpoEntrada, type RespuestaDe } from '@portal/shared/domain';

/** The program's list and each team's page: any change of a team refetches both. */
const PROGRAMA = [{ type: 'ProgramaAm' as const }];

export const programaApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEquiposAm: build.query<RespuestaDe<typeof P.equipos>, void>({ query: () => pedir(P.equipos), providesTags: PROGRAMA }),
    getEquipoAm: build.query<RespuestaDe<typeof P.equipo>, string>({ query: (id) => pedir(P.equipo, { params: { id } }), providesTags: PROGRAMA }),
    iniciarEquipoAm: build.mutation<RespuestaDe<typeof P.iniciar>, { id: string; cuerpo: CuerpoEntrada<typeof P.iniciar> }>({
      query: ({ id, cuerpo }) => pedir(P.iniciar, { params: { id }, cuerpo }),
      invalidatesTags: PROGRAMA,
    }),
    editarEquipoAm: build.mutation<RespuestaDe<typeof P.editar>, { id: string; cuerpo: CuerpoEntrada<typeof P.editar> }>({
      query: ({ id, cuerpo }) => pedir(P.editar, { params: { id }, cuerpo }),
      invalidatesTags: PROGRAMA,
    }),
    cambiarPasoAm: build.mutation<RespuestaDe<typeof P.cambiarPaso>, { id: string; cuerpo: CuerpoEntrada<typeof P.cambiarPaso> }>({
      query: ({ id, cuerpo }) => pedir(P.cambiarPaso, { params: { id }, cuerpo }),
      invalidatesTags: PROGRAMA,
    }),
    proponerPasoAm: build.mutation<RespuestaDe<typeof P.proponer>, { id: string; cuerpo: CuerpoEntrada<typeof P.proponer> }>({
      query: ({ id, cuerpo }) => pedir(P.proponer, { params: { id }, cuerpo }),
      invalidatesTags: PROGRAMA,
    }),
    aprobarPropuestaAm: build.mutation<RespuestaDe<typeof P.aprobar>, { id: string; cuerpo: CuerpoEntrada<typeof P.aprobar> }>({
      query: ({ id, cuerpo }) => pedir(P.aprobar, { params: { id }, cuerpo }),
      invalidatesTags: PROGRAMA,
    }),
    rechazarPropuestaAm: build.mutation<RespuestaDe<typeof P.rechazar>, { id: string; cuerpo: CuerpoEntrada<typeof P.rechazar> }>({
      query: ({ id, cuerpo }) => pedir(P.rechazar, { params: { id }, cuerpo }),
      invalidatesTags: PROGRAMA,
    }),
    getCurvaAm: build.query<RespuestaDe<typeof P.curva>, ConsultaEntrada<typeof P.curva>>({
      query: (consulta) => pedir(P.curva, { consulta }),
      providesTags: PROGRAMA,
    }),
    getAjustesProgramaAm: build.query<RespuestaDe<typeof P.ajustes>, void>({ query: () => pedir(P.ajustes), providesTags: PROGRAMA }),
    editarAjustesProgramaAm: build.mutation<RespuestaDe<typeof P.editarAjustes>, CuerpoEntrada<typeof P.editarAjustes>>({
      query: (cuerpo) => pedir(P.editarAjustes, { cuerpo }),
      invalidatesTags: PROGRAMA,
    }),
  }),
});

export const {
  useGetEquiposAmQuery,
  useGetEquipoAmQuery,
  useIniciarEquipoAmMutation,
  useEditarEquipoAmMutation,
  useCambiarPasoAmMutation,
  useProponerPasoAmMutation,
  useAprobarPropuestaAmMutation,
  useRechazarPropuestaAmMutation,
  useGetAjustesProgramaAmQuery,
  useGetCurvaAmQuery,
  useEditarAjustesProgramaAmMutation,
} = programaApi;
