import { configureStore } from '@reduxjs/toolkit';
import { api } from '@portal/shared/data-access';
import { authReducer } from '@portal/shared/auth';
import { LIVE_KEY, liveReducer } from '@portal/shared/live';

/** Same shape as the shell's store, for running one remote alone. */
export function createStandaloneStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer, auth: authReducer, [LIVE_KEY]: liveReducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}
