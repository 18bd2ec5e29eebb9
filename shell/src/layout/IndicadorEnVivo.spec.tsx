import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { estadoEventos } from '@portal/shared/live';
import { renderWithShell } from '../test/renderApp';
import { INDICADOR_DEMORA_MS, IndicadorEnVivo, SIN_CONEXION_EN_VIVO } from './IndicadorEnVivo';

const icono = () => screen.queryByRole('img', { name: SIN_CONEXION_EN_VIVO });

afterEach(() => vi.useRealTimers());

describe('IndicadorEnVivo', () => {
  it('shows nothing while no stream runs, while it connects and while it works', () => {
    const { store } = renderWithShell(<IndicadorEnVivo />);
    expect(icono()).not.toBeInTheDocument();
    for (const estado of ['conectando', 'conectado'] as const) {
      act(() => {
        store.dispatch(estadoEventos(estado));
      });
      expect(icono()).not.toBeInTheDocument();
    }
  });

  it('a short reconnection (a stream ended on purpose) does not blink; a longer one shows, and goes once back', () => {
    vi.useFakeTimers();
    const { store } = renderWithShell(<IndicadorEnVivo />);
    act(() => {
      store.dispatch(estadoEventos('reconectando'));
    });
    act(() => vi.advanceTimersByTime(INDICADOR_DEMORA_MS - 1));
    expect(icono()).not.toBeInTheDocument();
    act(() => {
      store.dispatch(estadoEventos('conectado'));
    });
    act(() => vi.advanceTimersByTime(INDICADOR_DEMORA_MS));
    expect(icono()).not.toBeInTheDocument();

    act(() => {
      store.dispatch(estadoEventos('reconectando'));
    });
    act(() => vi.advanceTimersByTime(INDICADOR_DEMORA_MS));
    expect(icono()).toBeInTheDocument();
    expect(screen.getByRole('status')).toContainElement(icono());
    act(() => {
      store.dispatch(estadoEventos('conectado'));
    });
    expect(icono()).not.toBeInTheDocument();
  });

  it('a refused stream shows at once; the icon is focusable and has a tooltip', async () => {
    const { store } = renderWithShell(<IndicadorEnVivo />);
    act(() => {
      store.dispatch(estadoEventos('terminado'));
    });
    const el = screen.getByRole('img', { name: SIN_CONEXION_EN_VIVO });
    const usuario = userEvent.setup();
    await usuario.tab();
    expect(el).toHaveFocus();
    await usuario.hover(el);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(SIN_CONEXION_EN_VIVO);
  });
});
