import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import type { User } from '@portal/shared/domain';
import { sessionExpired } from '@portal/shared/data-access';
import { authApi } from './authApi';

export const TOKEN_STORAGE_KEY = 'token';

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

function initialState(): AuthState {
  const token = readToken();
  return { token, user: null, status: token ? 'idle' : 'anonymous' };
}

const loggedOut = (state: AuthState) => {
  writeToken(null);
  state.token = null;
  state.user = null;
  state.status = 'anonymous';
};

const { login, demoLogin, cambiarPin, loadUser } = authApi.endpoints;

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
      .addMatcher(isAnyOf(login.matchFulfilled, demoLogin.matchFulfilled), (state, { payload }) => {
        writeToken(payload.token);
        delete state.expired;
        state.token = payload.token;
        state.user = payload.user;
        state.status = 'authenticated';
      })
      .addMatcher(cambiarPin.matchFulfilled, (state, { payload }) => {
        if (!state.token) return;
        writeToken(payload.token);
        state.token = payload.token;
        state.user = payload.user;
      })
      .addMatcher(isAnyOf(login.matchRejected, demoLogin.matchRejected), loggedOut)
      .addMatcher(loadUser.matchPending, (state) => {
        if (state.token && state.status !== 'authenticated') state.status = 'loading';
      })
      .addMatcher(loadUser.matchFulfilled, (state, { payload }) => {
        if (!state.token) return;
        state.user = payload;
        state.status = 'authenticated';
      })
      .addMatcher(loadUser.matchRejected, (state, action) => {
        // A skipped/deduplicated request is not a failure; a real one is an auth error (spec §4, §8).
        if (action.meta.condition) return;
        loggedOut(state);
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
