import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUSQUEDA_DEBOUNCE_MS, useBusquedaDiferida } from './useBusquedaDiferida';

/** A box over an applied search `q` that a test can also change from outside (a link, back). */
function Caja({ inicial = '', onAplicar }: { inicial?: string; onAplicar: (q: string) => void }) {
  const [q, setQ] = useState(inicial);
  const [busqueda, setBusqueda] = useBusquedaDiferida(q, (texto) => {
    onAplicar(texto);
    setQ(texto);
  });
  return (
    <>
      <input aria-label="Buscar" value={busqueda} onChange={(e) => setBusqueda(e.target.value)} />
      <output aria-label="q">{q}</output>
      <button onClick={() => setQ('desde un enlace')}>Enlace</button>
    </>
  );
}

const caja = () => screen.getByRole('textbox', { name: 'Buscar' });
const escribir = (texto: string) => fireEvent.change(caja(), { target: { value: texto } });
const esperar = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useBusquedaDiferida', () => {
  it('shows each key at once and applies the trimmed text once the user stops typing', () => {
    const aplicar = vi.fn();
    render(<Caja onAplicar={aplicar} />);
    escribir('ace');
    esperar(BUSQUEDA_DEBOUNCE_MS - 100);
    escribir(' aceite ');
    esperar(BUSQUEDA_DEBOUNCE_MS - 1);
    expect(caja()).toHaveValue(' aceite ');
    expect(aplicar).not.toHaveBeenCalled();
    esperar(1);
    expect(aplicar).toHaveBeenCalledExactlyOnceWith('aceite');
    expect(screen.getByRole('status', { name: 'q' })).toHaveTextContent('aceite');
  });

  it('applies nothing on mount or when the text only gains spaces', () => {
    const aplicar = vi.fn();
    render(<Caja inicial="aceite" onAplicar={aplicar} />);
    expect(caja()).toHaveValue('aceite');
    esperar(BUSQUEDA_DEBOUNCE_MS * 2);
    escribir('aceite  ');
    esperar(BUSQUEDA_DEBOUNCE_MS * 2);
    expect(aplicar).not.toHaveBeenCalled();
  });

  it('shows a search applied from outside in the box', () => {
    render(<Caja inicial="aceite" onAplicar={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Enlace' }));
    expect(caja()).toHaveValue('desde un enlace');
  });

  it('keeps a key typed while its own search is being applied', () => {
    const aplicar = vi.fn();
    render(<Caja inicial="aceite" onAplicar={aplicar} />);
    escribir('');
    act(() => {
      vi.advanceTimersByTime(BUSQUEDA_DEBOUNCE_MS);
      fireEvent.change(caja(), { target: { value: 'r' } });
    });
    expect(aplicar).toHaveBeenLastCalledWith('');
    expect(caja()).toHaveValue('r');
    esperar(BUSQUEDA_DEBOUNCE_MS);
    expect(aplicar).toHaveBeenLastCalledWith('r');
    expect(caja()).toHaveValue('r');
  });
});
