import { authContrato as A, ssoContrato as S, type CuerpoEntrada, type RespuestaDe } from '@portal/shared/domain';
import { api, pedir } from '@portal/shared/data-access';

/** Login sends the legajo as `email` and the pin as `password` (spec §3, User). */
export type LoginRequest = CuerpoEntrada<typeof A.login>;

/** `GET /api/auth/config` (public). */
export type AuthConfig = RespuestaDe<typeof A.config>;

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<RespuestaDe<typeof A.login>, LoginRequest>({
      query: (cuerpo) => pedir(A.login, { cuerpo }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(authApi.util.upsertQueryData('loadUser', undefined, data.user));
        } catch {
          /* the auth slice handles the failure */
        }
      },
    }),
    demoLogin: build.mutation<RespuestaDe<typeof A.demo>, void>({
      query: () => pedir(A.demo),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(authApi.util.upsertQueryData('loadUser', undefined, data.user));
        } catch {
          /* the auth slice handles the failure */
        }
      },
    }),
    /** Single sign-on's one-time code (the return's page) traded for the session, as a login. */
    canjeSso: build.mutation<RespuestaDe<typeof S.canje>, CuerpoEntrada<typeof S.canje>>({
      query: (cuerpo) => pedir(S.canje, { cuerpo }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(authApi.util.upsertQueryData('loadUser', undefined, data.user));
        } catch {
          /* the page shows the failure */
        }
      },
    }),
    /** The own pin: the answer's token replaces the session's (the older ones stop working). */
    cambiarPin: build.mutation<RespuestaDe<typeof A.pin>, CuerpoEntrada<typeof A.pin>>({
      query: (cuerpo) => pedir(A.pin, { cuerpo }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(authApi.util.upsertQueryData('loadUser', undefined, data.user));
        } catch {
          /* the form shows the failure */
        }
      },
    }),
    /** The own e-mail and e-mail notices ('Mi cuenta'): the answer is the updated session user. */
    cambiarAvisos: build.mutation<RespuestaDe<typeof A.avisos>, CuerpoEntrada<typeof A.avisos>>({
      query: (cuerpo) => pedir(A.avisos, { cuerpo }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(authApi.util.upsertQueryData('loadUser', undefined, data));
        } catch {
          /* the form shows the failure */
        }
      },
    }),
    /** The plants of the session's person (the navbar's switcher shows itself with two or more). */
    misPlantas: build.query<RespuestaDe<typeof A.plantas>, void>({
      query: () => pedir(A.plantas),
    }),
    /** Another plant of the person: the answer's token and user replace the session's (`useCambiarPlanta` reloads). */
    cambiarPlanta: build.mutation<RespuestaDe<typeof A.cambiarPlanta>, CuerpoEntrada<typeof A.cambiarPlanta>>({
      query: (cuerpo) => pedir(A.cambiarPlanta, { cuerpo }),
    }),
    getAuthConfig: build.query<AuthConfig, void>({
      query: () => pedir(A.config),
    }),
    loadUser: build.query<RespuestaDe<typeof A.usuario>, void>({
      query: () => pedir(A.usuario),
      providesTags: (user) => (user ? [{ type: 'User', id: user._id }] : []),
    }),
  }),
});

export const {
  useLoginMutation,
  useDemoLoginMutation,
  useCanjeSsoMutation,
  useCambiarPinMutation,
  useCambiarAvisosMutation,
  useGetAuthConfigQuery,
  useLoadUserQuery,
  useMisPlantasQuery,
  useCambiarPlantaMutation,
} = authApi;
