import { camposContrato as C, CAMPOS_RIESGO, compararRiesgo, type Campo, type CuerpoEntrada, type RespuestaDe } from '@portal/shared/domain';
import { api } from './api';
import { pedir } from './pedir';

/** What a client sends to `POST /api/campos/equipoMaquina` ('' or null = none). */
export type EquipoMaquinaBody = CuerpoEntrada<typeof C.equipoMaquina>;

const LIST = { type: 'Campo' as const, id: 'LIST' };

const esRiesgo = (c: Campo) => (CAMPOS_RIESGO as readonly string[]).includes(c.name);

/** Every select lists the risk options by severity (NS → IN); the other fields keep the server's order. */
export function ordenarRiesgos(campos: Campo[]): Campo[] {
  const riesgos = campos.filter(esRiesgo).sort((a, b) => compararRiesgo(a.value, b.value));
  return [...campos.filter((c) => !esRiesgo(c)), ...riesgos];
}

/** Field options (maquina, tipo, equipo, riesgos) used by several remotes. */
export const camposApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCampos: build.query<RespuestaDe<typeof C.listar>, void>({
      query: () => pedir(C.listar),
      transformResponse: ordenarRiesgos,
      providesTags: (result) => (result ? [...result.map((c) => ({ type: 'Campo' as const, id: c._id })), LIST] : [LIST]),
    }),
    addCampo: build.mutation<RespuestaDe<typeof C.crear>, CuerpoEntrada<typeof C.crear>>({
      query: (cuerpo) => pedir(C.crear, { cuerpo }),
      invalidatesTags: [LIST],
    }),
    deleteCampo: build.mutation<RespuestaDe<typeof C.eliminar>, string>({
      query: (id) => pedir(C.eliminar, { params: { id } }),
      invalidatesTags: (_r, _e, id) => [{ type: 'Campo', id }, LIST],
    }),
    addParteMaquina: build.mutation<RespuestaDe<typeof C.agregarParte>, CuerpoEntrada<typeof C.agregarParte>>({
      query: (cuerpo) => pedir(C.agregarParte, { cuerpo }),
      invalidatesTags: (_r, _e, { _id }) => [{ type: 'Campo', id: _id }, LIST],
    }),
    deleteParteMaquina: build.mutation<RespuestaDe<typeof C.quitarParte>, CuerpoEntrada<typeof C.quitarParte>>({
      query: (cuerpo) => pedir(C.quitarParte, { cuerpo }),
      invalidatesTags: (_r, _e, { _id }) => [{ type: 'Campo', id: _id }, LIST],
    }),
    setEquipoMaquina: build.mutation<RespuestaDe<typeof C.equipoMaquina>, EquipoMaquinaBody>({
      query: (cuerpo) => pedir(C.equipoMaquina, { cuerpo }),
      invalidatesTags: (_r, _e, { _id }) => [{ type: 'Campo', id: _id }, LIST],
    }),
  }),
});

export const {
  useGetCamposQuery,
  useAddCampoMutation,
  useDeleteCampoMutation,
  useAddParteMaquinaMutation,
  useDeleteParteMaquinaMutation,
  useSetEquipoMaquinaMutation,
} = camposApi;
