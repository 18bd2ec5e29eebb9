import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BusyButton } from './BusyButton';
import { NotifierProvider, useNotify } from './NotifierProvider';

function Guardar() {
  const notify = useNotify();
  return (
    <>
      <button onClick={() => notify.success('Tarjeta Roja N°81 creada')}>ok</button>
      <button onClick={() => notify.error('No se pudo guardar')}>mal</button>
    </>
  );
}

describe('NotifierProvider', () => {
  it('shows a success as a status message naming the object', async () => {
    render(
      <NotifierProvider>
        <Guardar />
      </NotifierProvider>,
    );
    await userEvent.click(screen.getByText('ok'));
    expect(await screen.findByRole('status')).toHaveTextContent('Tarjeta Roja N°81 creada');
  });

  it('queues messages: the second shows after the first is closed', async () => {
    render(
      <NotifierProvider>
        <Guardar />
      </NotifierProvider>,
    );
    await userEvent.click(screen.getByText('ok'));
    await userEvent.click(screen.getByText('mal'));
    expect(screen.getByTestId('aviso')).toHaveTextContent('Tarjeta Roja N°81 creada');
    await userEvent.click(screen.getByRole('button', { name: /close|cerrar/i }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo guardar');
  });

  describe('placement', () => {
    afterEach(() => vi.unstubAllGlobals());
    const ancla = async () => {
      render(
        <NotifierProvider>
          <Guardar />
        </NotifierProvider>,
      );
      await userEvent.click(screen.getByText('ok'));
      return (await screen.findByTestId('aviso')).closest('.MuiSnackbar-root')?.className;
    };

    it("shows at the top on a phone, never over a full-screen dialog's Cancelar at the bottom", async () => {
      // A phone: MUI's breakpoints.down('sm') is a max-width query.
      vi.stubGlobal('matchMedia', (media: string) => ({
        matches: media.includes('max-width'),
        media,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
      }));
      expect(await ancla()).toContain('MuiSnackbar-anchorOriginTopCenter');
    });

    it('shows at the bottom on a wide screen', async () => {
      vi.stubGlobal('matchMedia', (media: string) => ({
        matches: false,
        media,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
      }));
      expect(await ancla()).toContain('MuiSnackbar-anchorOriginBottomCenter');
    });
  });

  it('useNotify outside a provider does nothing instead of crashing', async () => {
    render(<Guardar />);
    await act(async () => screen.getByText('ok').click());
    expect(screen.queryByTestId('aviso')).not.toBeInTheDocument();
  });
});

describe('BusyButton', () => {
  it('says Guardando… and is disabled while busy', () => {
    const { rerender } = render(<BusyButton>Guardar</BusyButton>);
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeEnabled();
    rerender(<BusyButton busy>Guardar</BusyButton>);
    const button = screen.getByRole('button', { name: 'Guardando…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });
});
