import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { estadoEventos } from '@portal/shared/live';
import { renderWithShell } from '../test/renderApp';
import { IndicadorEnVivo, SIN_CONEXION_EN_VIVO } from './IndicadorEnVivo';

describe('IndicadorEnVivo', () => {
  it('shows nothing while no stream runs, while it connects and while it works', () => {
    const { store } = renderWithShell(<IndicadorEnVivo />);
    expect(screen.queryByRole('img', { name: SIN_CONEXION_EN_VIVO })).not.toBeInTheDocument();
    for (const estado of ['conectando', 'conectado'] as const) {
      act(() => {
        store.dispatch(estadoEventos(estado));
      });
      expect(screen.queryByRole('img', { name: SIN_CONEXION_EN_VIVO })).not.toBeInTheDocument();
    }
  });

  it('says so in a status region when live updates are interrupted or refused, focusable, with a tooltip', async () => {
    const { store } = renderWithShell(<IndicadorEnVivo />);
    act(() => {
      store.dispatch(estadoEventos('reconectando'));
    });
    const icono = screen.getByRole('img', { name: SIN_CONEXION_EN_VIVO });
    expect(screen.getByRole('status')).toContainElement(icono);
    const usuario = userEvent.setup();
    await usuario.tab();
    expect(icono).toHaveFocus();
    await usuario.hover(icono);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(SIN_CONEXION_EN_VIVO);
    act(() => {
      store.dispatch(estadoEventos('conectado'));
    });
    expect(screen.queryByRole('img', { name: SIN_CONEXION_EN_VIVO })).not.toBeInTheDocument();
    act(() => {
      store.dispatch(estadoEventos('terminado'));
    });
    expect(screen.getByRole('img', { name: SIN_CONEXION_EN_VIVO })).toBeInTheDocument();
  });
});
