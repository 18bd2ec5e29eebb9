import { configureStore } from '@reduxjs/toolkit';
import { api } from '@portal/shared/data-access';
import { authReducer } from '@portal/shared/auth';

/** The single Redux store of the portal; remotes only add endpoints with `api.injectEndpoints`. */
export function createAppStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer, auth: authReducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export const store = createAppStore();

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
