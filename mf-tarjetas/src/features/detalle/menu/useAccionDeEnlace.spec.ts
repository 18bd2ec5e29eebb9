import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeTarjeta } from '../../test/makeTarjeta';
import type { Opcion } from './opciones';
import { useAccionDeEnlace } from './useAccionDeEnlace';

// An address whose '?accion=' has not been dropped yet (the router applies the change after this render).
const setParams = vi.fn();
vi.mock('react-router-dom', () => ({ useSearchParams: () => [new URLSearchParams('accion=planificar'), setParams] }));

describe('useAccionDeEnlace', () => {
  it("opens the link's dialog once per card: the saved plan does not reopen as 'Editar planificación'", () => {
    const abrir = vi.fn();
    const sinPlan = makeTarjeta({ estado: 'Abierta', planificacion: false });
    const { rerender } = renderHook(({ t, o }: { t: typeof sinPlan; o: Opcion[] }) => useAccionDeEnlace(t, o, abrir), {
      initialProps: { t: sinPlan, o: ['planificar'] },
    });
    expect(abrir.mock.calls).toEqual([['planificar']]);
    rerender({ t: { ...sinPlan, planificacion: true }, o: ['editarPlanificacion'] });
    expect(abrir.mock.calls).toEqual([['planificar']]);
    // The parameter is still dropped.
    expect(setParams).toHaveBeenCalledTimes(2);
    // Another card's link is its own.
    rerender({ t: makeTarjeta({ _id: 'otra', estado: 'Abierta' }), o: ['cerrar', 'planificar'] });
    expect(abrir.mock.calls).toEqual([['planificar'], ['planificar']]);
  });
});
