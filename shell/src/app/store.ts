import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '@portal/shared/data-access';
import { authReducer } from '@portal/shared/auth';
import { LIVE_KEY, liveReducer } from '@portal/shared/live';

/** The single Redux store of the portal; remotes only add endpoints with `api.injectEndpoints`. */
export function createAppStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer, auth: authReducer, [LIVE_KEY]: liveReducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export const store = createAppStore();
// Queries that ask for it (the dashboard) refetch when the window regains focus or the network returns.
setupListeners(store.dispatch);

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
