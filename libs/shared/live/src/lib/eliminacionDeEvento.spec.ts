import { describe, expect, it } from 'vitest';
import { eliminacionDeEvento } from './eliminacionDeEvento';

describe('eliminacionDeEvento', () => {
  it('names deleted cards and Kaizens only', () => {
    expect(eliminacionDeEvento({ tipo: 'tarjeta.eliminada', id: 't1' })).toEqual({ tipo: 'tarjeta', id: 't1' });
    expect(eliminacionDeEvento({ tipo: 'kaizen.eliminado', id: 'k1' })).toEqual({ tipo: 'kaizen', id: 'k1' });
    expect(eliminacionDeEvento({ tipo: 'tarjeta.cerrada', id: 't1' })).toBeNull();
  });
});
