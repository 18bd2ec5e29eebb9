import { CAMPOS_RIESGO, compararRiesgo, type Campo, type CrearCampoInput, type ParteMaquinaInput } from '@portal/shared/domain';

/** What a client sends to `POST /api/campos/equipoMaquina` ('' = none). */
export interface EquipoMaquinaBody {
  _id: string;
  equipo: string;
}
import { api } from './api';

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
    getCampos: build.query<Campo[], void>({
      query: () => '/campos',
      transformResponse: ordenarRiesgos,
      providesTags: (result) => (result ? [...result.map((c) => ({ type: 'Campo' as const, id: c._id })), LIST] : [LIST]),
    }),
    addCampo: build.mutation<Campo, CrearCampoInput>({
      query: (body) => ({ url: '/campos', method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    deleteCampo: build.mutation<unknown, string>({
      query: (id) => ({ url: `/campos/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, id) => [{ type: 'Campo', id }, LIST],
    }),
    addParteMaquina: build.mutation<Campo, ParteMaquinaInput>({
      query: (body) => ({ url: '/campos/parteMaquina', method: 'POST', body }),
      invalidatesTags: (_r, _e, { _id }) => [{ type: 'Campo', id: _id }, LIST],
    }),
    deleteParteMaquina: build.mutation<Campo, ParteMaquinaInput>({
      query: (body) => ({ url: '/campos/parteMaquinaDelete', method: 'POST', body }),
      invalidatesTags: (_r, _e, { _id }) => [{ type: 'Campo', id: _id }, LIST],
    }),
    setEquipoMaquina: build.mutation<Campo, EquipoMaquinaBody>({
      query: (body) => ({ url: '/campos/equipoMaquina', method: 'POST', body }),
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
