import { describe, expect, it } from 'vitest';
import { ELIMINADOS_MAX, eliminadoRemoto, estadoEventos, liveReducer, selectEliminadoPorOtro, selectEstadoEventos, type LiveState } from './liveSlice';

const inicial = () => liveReducer(undefined, { type: '@@init' });
const root = (live: LiveState) => ({ live });

describe('liveSlice', () => {
  it('records a deletion by someone else per kind', () => {
    const s = liveReducer(inicial(), eliminadoRemoto({ tipo: 'tarjeta', id: 't1' }));
    expect(selectEliminadoPorOtro(root(s), 'tarjeta', 't1')).toBe(true);
    expect(selectEliminadoPorOtro(root(s), 'kaizen', 't1')).toBe(false);
    expect(selectEliminadoPorOtro(root(s), 'tarjeta', 't2')).toBe(false);
  });

  it('keeps each id once and at most ELIMINADOS_MAX per kind, forgetting the oldest', () => {
    let s = inicial();
    for (let i = 0; i <= ELIMINADOS_MAX; i++) s = liveReducer(s, eliminadoRemoto({ tipo: 'tarjeta', id: `t${i}` }));
    s = liveReducer(s, eliminadoRemoto({ tipo: 'tarjeta', id: `t${ELIMINADOS_MAX}` }));
    expect(s.eliminados.tarjeta).toHaveLength(ELIMINADOS_MAX);
    expect(selectEliminadoPorOtro(root(s), 'tarjeta', 't0')).toBe(false);
    expect(selectEliminadoPorOtro(root(s), 'tarjeta', 't1')).toBe(true);
  });

  it("holds the stream's state", () => {
    expect(selectEstadoEventos(root(inicial()))).toBeNull();
    const s = liveReducer(inicial(), estadoEventos('reconectando'));
    expect(selectEstadoEventos(root(s))).toBe('reconectando');
  });

  it('selectors tolerate a store without the slice', () => {
    expect(selectEstadoEventos({})).toBeNull();
    expect(selectEliminadoPorOtro({}, 'tarjeta', 't1')).toBe(false);
  });
});
