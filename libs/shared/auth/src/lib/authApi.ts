import type { AuthResponse, AvisosCuentaInput, CambiarPinInput, User } from '@portal/shared/domain';
import { api } from '@portal/shared/data-access';

/** Login sends the legajo as `email` and the pin as `password` (spec §3, User). */
export interface LoginRequest {
  email: string;
  password: string;
}

/** `GET /api/auth/config` (public). */
export interface AuthConfig {
  demoLogin: boolean;
  /** The plant's IANA zone (PLANT_TZ): every date is shown and typed in it (tiempo-planta). */
  zonaHoraria: string;
  /** A 'PC compartida' signs out after this many idle minutes (PC_COMPARTIDA_MINUTOS). */
  pcCompartidaMinutos: number;
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<AuthResponse, LoginRequest>({
      query: (body) => ({ url: '/auth', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(authApi.util.upsertQueryData('loadUser', undefined, data.user));
        } catch {
          /* the auth slice handles the failure */
        }
      },
    }),
    demoLogin: build.mutation<AuthResponse, void>({
      query: () => ({ url: '/auth/demo', method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(authApi.util.upsertQueryData('loadUser', undefined, data.user));
        } catch {
          /* the auth slice handles the failure */
        }
      },
    }),
    /** The own pin: the answer's token replaces the session's (the older ones stop working). */
    cambiarPin: build.mutation<AuthResponse, CambiarPinInput>({
      query: (body) => ({ url: '/auth/pin', method: 'POST', body }),
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
    cambiarAvisos: build.mutation<User, AvisosCuentaInput>({
      query: (body) => ({ url: '/auth/avisos', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(authApi.util.upsertQueryData('loadUser', undefined, data));
        } catch {
          /* the form shows the failure */
        }
      },
    }),
    getAuthConfig: build.query<AuthConfig, void>({
      query: () => '/auth/config',
    }),
    loadUser: build.query<User, void>({
      query: () => '/auth/user',
      providesTags: (user) => (user ? [{ type: 'User', id: user._id }] : []),
    }),
  }),
});

export const { useLoginMutation, useDemoLoginMutation, useCambiarPinMutation, useCambiarAvisosMutation, useGetAuthConfigQuery, useLoadUserQuery } = authApi;
