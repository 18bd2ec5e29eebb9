import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { EstadoEventos } from './conectarEventos';

/** What can be deleted under an open detail. */
export type Eliminable = 'tarjeta' | 'kaizen';

export interface LiveState {
  /** The tab's live stream; null while none runs (no session). */
  estado: EstadoEventos | null;
  /**
   * Ids deleted by someone else while this tab was open (the details show a notice instead of a 404). This tab's own
   * deletions never arrive: the BFF does not send a tab the events of its own changes.
   */
  eliminados: Record<Eliminable, string[]>;
}

/** Reducer key in the shell's store (and the standalone and test stores). */
export const LIVE_KEY = 'live';
/** Ids kept per kind: a long-open tab forgets the oldest. */
export const ELIMINADOS_MAX = 200;

const initialState: LiveState = { estado: null, eliminados: { tarjeta: [], kaizen: [] } };

const agregar = (lista: string[], id: string) => {
  if (lista.includes(id)) return;
  lista.push(id);
  if (lista.length > ELIMINADOS_MAX) lista.splice(0, lista.length - ELIMINADOS_MAX);
};

export const liveSlice = createSlice({
  name: LIVE_KEY,
  initialState,
  reducers: {
    estadoEventos(state, { payload }: PayloadAction<EstadoEventos | null>) {
      state.estado = payload;
    },
    /** A deletion event from the stream. */
    eliminadoRemoto(state, { payload }: PayloadAction<{ tipo: Eliminable; id: string }>) {
      agregar(state.eliminados[payload.tipo], payload.id);
    },
  },
});

export const { estadoEventos, eliminadoRemoto } = liveSlice.actions;
export const liveReducer = liveSlice.reducer;

/** Tolerates a store without the slice (a remote's old host): nothing is known deleted, no stream. */
interface RootWithLive {
  [LIVE_KEY]?: LiveState;
}
export const selectEstadoEventos = (state: RootWithLive) => state[LIVE_KEY]?.estado ?? null;
export const selectEliminadoPorOtro = (state: RootWithLive, tipo: Eliminable, id: string) => state[LIVE_KEY]?.eliminados[tipo].includes(id) ?? false;
