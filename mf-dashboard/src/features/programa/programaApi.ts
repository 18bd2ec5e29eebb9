import { api, pedir } from '@portal/shared/data-access';
import {
  kaizenContrato,
  programaAmContrato as P,
  tarjetasContrato,
  type ConsultaEntrada,
  type CuerpoEntrada,
  type KaizensPagina,
  type RespuestaDe,
  type TarjetasPagina,
} from '@portal/shared/domain';

/** The program's list and each team's page: any change of a team refetches both. */
const PROGRAMA = [{ type: 'ProgramaAm' as const }];

/** Every audit mutation answers the audit: its page shows it at once, without waiting for the refetch. */
async function guardarAuditoria(
  id: string,
  { dispatch, queryFulfilled }: { dispatch: (a: unknown) => unknown; queryFulfilled: Promise<{ data: RespuestaDe<typeof P.auditoria> }> },
): Promise<void> {
  const r = await queryFulfilled.catch(() => null);
  if (r) dispatch(programaApi.util.upsertQueryData('getAuditoriaAm', id, r.data));
}

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
    /** The team page's open tags of the equipo, oldest first (a page: the list's total and its first rows). */
    getTarjetasEquipoAm: build.query<TarjetasPagina, string>({
      query: (equipo) => pedir(tarjetasContrato.listar, { consulta: { equipo, estado: 'Abierta', sort: 'fecha', order: 'asc', pageSize: 5 } }),
      transformResponse: (r: RespuestaDe<typeof tarjetasContrato.listar>) =>
        Array.isArray(r) ? { items: r, total: r.length, page: 0, pageSize: r.length } : r,
      // A card raised, planned or closed anywhere (here or by a live event) refreshes it, as it does the card list.
      providesTags: [{ type: 'Tarjeta', id: 'LIST' }],
    }),
    /** Its Quick Kaizen (on its machines), newest first, each with its state. */
    getKaizenEquipoAm: build.query<KaizensPagina, string>({
      query: (equipo) => pedir(kaizenContrato.listar, { consulta: { equipo, sort: 'fecha', order: 'desc', pageSize: 5 } }),
      transformResponse: (r: RespuestaDe<typeof kaizenContrato.listar>) => (Array.isArray(r) ? { items: r, total: r.length, page: 0, pageSize: r.length } : r),
      providesTags: [{ type: 'Kaizen', id: 'LIST' }],
    }),
    getAuditoriasAm: build.query<RespuestaDe<typeof P.auditorias>, ConsultaEntrada<typeof P.auditorias>>({
      query: (consulta) => pedir(P.auditorias, { consulta }),
      providesTags: PROGRAMA,
    }),
    getAuditoriaAm: build.query<RespuestaDe<typeof P.auditoria>, string>({ query: (id) => pedir(P.auditoria, { params: { id } }), providesTags: PROGRAMA }),
    solicitarAuditoriaAm: build.mutation<RespuestaDe<typeof P.solicitarAuditoria>, { id: string; cuerpo: CuerpoEntrada<typeof P.solicitarAuditoria> }>({
      query: ({ id, cuerpo }) => pedir(P.solicitarAuditoria, { params: { id }, cuerpo }),
      invalidatesTags: PROGRAMA,
    }),
    iniciarAuditoriaAm: build.mutation<RespuestaDe<typeof P.iniciarAuditoria>, string>({
      query: (id) => pedir(P.iniciarAuditoria, { params: { id } }),
      onQueryStarted: (id, api) => guardarAuditoria(id, api),
      invalidatesTags: PROGRAMA,
    }),
    /** One answer saved as it is given: the audit's cache takes the server's answer, no list refetch per tap. */
    responderAuditoriaAm: build.mutation<
      RespuestaDe<typeof P.responderAuditoria>,
      { id: string; requisito: string; cuerpo: CuerpoEntrada<typeof P.responderAuditoria> }
    >({
      query: ({ id, requisito, cuerpo }) => pedir(P.responderAuditoria, { params: { id, requisito }, cuerpo }),
      onQueryStarted: ({ id }, api) => guardarAuditoria(id, api),
    }),
    firmarAuditoriaAm: build.mutation<RespuestaDe<typeof P.firmarAuditoria>, { id: string; cuerpo: CuerpoEntrada<typeof P.firmarAuditoria> }>({
      query: ({ id, cuerpo }) => pedir(P.firmarAuditoria, { params: { id }, cuerpo }),
      onQueryStarted: ({ id }, api) => guardarAuditoria(id, api),
      invalidatesTags: PROGRAMA,
    }),
    anularAuditoriaAm: build.mutation<RespuestaDe<typeof P.anularAuditoria>, { id: string; cuerpo: CuerpoEntrada<typeof P.anularAuditoria> }>({
      query: ({ id, cuerpo }) => pedir(P.anularAuditoria, { params: { id }, cuerpo }),
      onQueryStarted: ({ id }, api) => guardarAuditoria(id, api),
      invalidatesTags: PROGRAMA,
    }),
    getPlantillasAm: build.query<RespuestaDe<typeof P.plantillas>, void>({ query: () => pedir(P.plantillas), providesTags: PROGRAMA }),
    editarPlantillaAm: build.mutation<RespuestaDe<typeof P.editarPlantilla>, { paso: number; cuerpo: CuerpoEntrada<typeof P.editarPlantilla> }>({
      query: ({ paso, cuerpo }) => pedir(P.editarPlantilla, { params: { paso: String(paso) }, cuerpo }),
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
  useGetTarjetasEquipoAmQuery,
  useGetKaizenEquipoAmQuery,
  useGetAuditoriasAmQuery,
  useGetAuditoriaAmQuery,
  useSolicitarAuditoriaAmMutation,
  useIniciarAuditoriaAmMutation,
  useResponderAuditoriaAmMutation,
  useFirmarAuditoriaAmMutation,
  useAnularAuditoriaAmMutation,
  useGetPlantillasAmQuery,
  useEditarPlantillaAmMutation,
} = programaApi;
