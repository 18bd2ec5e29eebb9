import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { crearAcumulador, VENTANA_INVALIDACION_MS } from './acumulador';
import { tagsDeEvento } from '@portal/shared/data-access';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('crearAcumulador', () => {
  it('100 events within 200 ms → one invalidation with each tag once', () => {
    const aplicar = vi.fn();
    const acc = crearAcumulador(aplicar);
    for (let i = 0; i < 100; i++) {
      acc.agregar(tagsDeEvento({ tipo: i % 2 ? 'tarjeta.creada' : 'tarjeta.cerrada', id: `t${i}` }));
      vi.advanceTimersByTime(2);
    }
    expect(aplicar).not.toHaveBeenCalled();
    vi.advanceTimersByTime(VENTANA_INVALIDACION_MS);
    expect(aplicar).toHaveBeenCalledTimes(1);
    const tags = aplicar.mock.calls[0][0] as unknown[];
    expect(tags.filter((t) => JSON.stringify(t) === JSON.stringify({ type: 'Tarjeta', id: 'LIST' }))).toHaveLength(1);
    // every closed card's own detail (even ids) is in the round
    expect(tags).toContainEqual({ type: 'Tarjeta', id: 't98' });
    expect(tags).not.toContainEqual({ type: 'Tarjeta', id: 't99' });
    expect(tags).toContain('Dashboard');
  });

  it('a fixed window from the first event: a steady stream still applies every window', () => {
    const aplicar = vi.fn();
    const acc = crearAcumulador(aplicar, 100);
    for (let i = 0; i < 50; i++) {
      acc.agregar(['Dashboard']);
      vi.advanceTimersByTime(10);
    }
    expect(aplicar).toHaveBeenCalledTimes(5);
  });

  it('nothing pending → nothing applied; vaciar applies at once; cerrar drops', () => {
    const aplicar = vi.fn();
    const acc = crearAcumulador(aplicar, 100);
    vi.advanceTimersByTime(1000);
    expect(aplicar).not.toHaveBeenCalled();
    acc.agregar(['Kaizen']);
    acc.vaciar();
    expect(aplicar).toHaveBeenCalledWith(['Kaizen']);
    acc.agregar(['Tarjeta']);
    acc.cerrar();
    vi.advanceTimersByTime(1000);
    expect(aplicar).toHaveBeenCalledTimes(1);
  });
});
