import { api } from '@portal/shared/data-access';
import type {
  DireccionOrden,
  EditarHorasInput,
  HoraEntrada,
  HorasEquipos,
  HorasMensuales,
  HorasOrdenEquipos,
  HorasOrdenUsuarios,
  HorasTodos,
  Mes,
  SuccessResponse,
  TipoHora,
} from '@portal/shared/domain';

export interface RangoQuery {
  desde: Mes;
  hasta: Mes;
  tipo?: TipoHora;
}
export type TodosQuery = RangoQuery & { orden: HorasOrdenUsuarios; dir: DireccionOrden };
export type EquiposQuery = RangoQuery & { orden: HorasOrdenEquipos; dir: DireccionOrden };

/** Query string of a tab's request (and of its Excel: the file holds the table on screen). */
export const horasQueryString = (q: object): string => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== '') params.set(k, String(v));
  const s = params.toString();
  return s ? `?${s}` : '';
};

const HORAS = { type: 'Hours' as const, id: 'LIST' };

/** `/api/users/hours`: every write refreshes every hours table (and the users, whose `hours` list changed). */
export const horasApi = api.injectEndpoints({
  endpoints: (build) => ({
    registrarHoras: build.mutation<HoraEntrada, EditarHorasInput & { _id: string }>({
      query: (body) => ({ url: '/users/hours', method: 'POST', body }),
      invalidatesTags: (r) => [HORAS, { type: 'User', id: 'LIST' }, ...(r ? [{ type: 'User' as const, id: r.userId }] : [])],
    }),
    editarHoras: build.mutation<HoraEntrada, EditarHorasInput & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/users/hours/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (r) => [HORAS, { type: 'User', id: 'LIST' }, ...(r ? [{ type: 'User' as const, id: r.userId }] : [])],
    }),
    eliminarHoras: build.mutation<SuccessResponse, { id: string; userId: string }>({
      query: ({ id }) => ({ url: `/users/hours/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, { userId }) => [HORAS, { type: 'User', id: 'LIST' }, { type: 'User', id: userId }],
    }),
    getHorasMensuales: build.query<HorasMensuales, { userId?: string; meses?: number }>({
      query: (q) => `/users/hours/mensual${horasQueryString(q)}`,
      providesTags: [HORAS],
    }),
    getHorasEntradas: build.query<HoraEntrada[], { userId?: string; mes?: Mes }>({
      query: (q) => `/users/hours/entradas${horasQueryString(q)}`,
      providesTags: [HORAS],
    }),
    getHorasTodos: build.query<HorasTodos, TodosQuery>({
      query: (q) => `/users/hours/todos${horasQueryString(q)}`,
      providesTags: [HORAS],
    }),
    getHorasEquipos: build.query<HorasEquipos, EquiposQuery>({
      query: (q) => `/users/hours/equipos${horasQueryString(q)}`,
      providesTags: [HORAS],
    }),
  }),
});

export const {
  useRegistrarHorasMutation,
  useEditarHorasMutation,
  useEliminarHorasMutation,
  useGetHorasMensualesQuery,
  useGetHorasEntradasQuery,
  useGetHorasTodosQuery,
  useGetHorasEquiposQuery,
} = horasApi;
