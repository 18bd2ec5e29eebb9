import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import type { User } from '@portal/shared/domain';
import { sessionExpired } from '@portal/shared/data-access';
import { marcarSesionSso } from './sesionSso';
import { authApi } from './authApi';

export const TOKEN_STORAGE_KEY = 'token';
/** The session's last known user, saved with its token: a start without network (the PWA offline) still has it. */
export const USER_STORAGE_KEY = 'usuario';

export type AuthStatus = 'idle' | 'loading' | 'authenticated' | 'anonymous';

export interface AuthState {
  token: string | null;
  user: User | null;
  status: AuthStatus;
  /** True after a call answered 401 mid-session: the login page says 'Su sesión expiró'. */
  expired?: boolean;
}

function readToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(TOKEN_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

function writeToken(token: string | null): void {
  try {
    if (token) globalThis.localStorage?.setItem(TOKEN_STORAGE_KEY, token);
    else globalThis.localStorage?.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    /* storage unavailable (private mode): the session lives in memory only */
  }
}

function writeUser(token: string | null, user: User | null): void {
  try {
    if (token && user) globalThis.localStorage?.setItem(USER_STORAGE_KEY, JSON.stringify({ token, user }));
    else globalThis.localStorage?.removeItem(USER_STORAGE_KEY);
  } catch {
    /* storage unavailable: an offline start will need the login */
  }
}

/** The user saved for this very token, if any. */
function readUser(token: string): User | null {
  try {
    const saved = JSON.parse(globalThis.localStorage?.getItem(USER_STORAGE_KEY) ?? 'null') as { token?: unknown; user?: User } | null;
    return saved?.token === token && saved.user ? saved.user : null;
  } catch {
    return null;
  }
}

/** No answer, or not the server's own (offline, a proxy's 5xx): says nothing about the session. */
function sinRespuesta(payload: unknown): boolean {
  const status = (payload as { status?: unknown } | undefined)?.status;
  return typeof status === 'string' || (typeof status === 'number' && status >= 500);
}

function initialState(): AuthState {
  const token = readToken();
  return { token, user: null, status: token ? 'idle' : 'anonymous' };
}

const loggedOut = (state: AuthState) => {
  writeToken(null);
  writeUser(null, null);
  state.token = null;
  state.user = null;
  state.status = 'anonymous';
};

const { login, demoLogin, canjeSso, cambiarPin, cambiarPlanta, cambiarAvisos, loadUser } = authApi.endpoints;

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    /** Drops the session (token, user); `useLogout` also clears the API cache and reloads. */
    logout: loggedOut,
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionExpired, (state) => {
        // Only a held token expires: a 401 to an anonymous call is no expiry.
        if (state.token) state.expired = true;
        loggedOut(state);
      })
      .addMatcher(isAnyOf(login.matchFulfilled, demoLogin.matchFulfilled, canjeSso.matchFulfilled), (state, action) => {
        const { payload } = action;
        marcarSesionSso(canjeSso.matchFulfilled(action));
        writeToken(payload.token);
        writeUser(payload.token, payload.user);
        delete state.expired;
        state.token = payload.token;
        state.user = payload.user;
        state.status = 'authenticated';
      })
      .addMatcher(isAnyOf(cambiarPin.matchFulfilled, cambiarPlanta.matchFulfilled), (state, { payload }) => {
        if (!state.token) return;
        writeToken(payload.token);
        writeUser(payload.token, payload.user);
        state.token = payload.token;
        state.user = payload.user;
      })
      .addMatcher(cambiarAvisos.matchFulfilled, (state, { payload }) => {
        if (!state.token) return;
        writeUser(state.token, payload);
        state.user = payload;
      })
      .addMatcher(isAnyOf(login.matchRejected, demoLogin.matchRejected), loggedOut)
      .addMatcher(loadUser.matchPending, (state) => {
        if (state.token && state.status !== 'authenticated') state.status = 'loading';
      })
      .addMatcher(loadUser.matchFulfilled, (state, { payload }) => {
        if (!state.token) return;
        writeUser(state.token, payload);
        state.user = payload;
        state.status = 'authenticated';
      })
      .addMatcher(loadUser.matchRejected, (state, action) => {
        // A skipped/deduplicated request is not a failure; a refusal is an auth error (spec §4, §8).
        if (action.meta.condition) return;
        // Without an answer (offline on the floor) the session stands on the user saved with its token.
        const guardado = state.token && sinRespuesta(action.payload) ? readUser(state.token) : null;
        if (!guardado) return loggedOut(state);
        state.user = state.user ?? guardado;
        state.status = 'authenticated';
      });
  },
});

export const { logout } = authSlice.actions;
export const authReducer = authSlice.reducer;

interface RootWithAuth {
  auth: AuthState;
}
export const selectAuth = (state: RootWithAuth) => state.auth;
export const selectToken = (state: RootWithAuth) => state.auth.token;
export const selectUser = (state: RootWithAuth) => state.auth.user;
export const selectAuthStatus = (state: RootWithAuth) => state.auth.status;
export const selectSessionExpired = (state: RootWithAuth) => state.auth.expired === true;
