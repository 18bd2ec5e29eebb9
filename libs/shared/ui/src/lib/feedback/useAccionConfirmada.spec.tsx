import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotifierProvider } from './NotifierProvider';
import { useAccionConfirmada } from './useAccionConfirmada';

function Confirmar({ open, accion, alTerminar }: { open: boolean; accion: () => Promise<unknown>; alTerminar: () => void }) {
  const { confirmar, error } = useAccionConfirmada({ open, accion, exito: 'Puesto eliminado', alTerminar });
  return (
    <>
      <button onClick={() => void confirmar()}>Confirmar</button>
      {error && <p role="alert">{error}</p>}
    </>
  );
}

const renderConfirmar = (props: Parameters<typeof Confirmar>[0]) =>
  render(
    <NotifierProvider>
      <Confirmar {...props} />
    </NotifierProvider>,
  );

describe('useAccionConfirmada', () => {
  it('runs the action, says so and moves on', async () => {
    const accion = vi.fn().mockResolvedValue(undefined);
    const alTerminar = vi.fn();
    renderConfirmar({ open: true, accion, alTerminar });
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(accion).toHaveBeenCalledOnce();
    expect(await screen.findByText('Puesto eliminado')).toBeInTheDocument();
    expect(alTerminar).toHaveBeenCalledOnce();
  });

  it("keeps the server's refusal in the dialog, without a success notice, and clears it when the dialog opens again", async () => {
    const accion = vi.fn().mockRejectedValue({ status: 409, data: { msg: 'El puesto tiene puestos a cargo' } });
    const alTerminar = vi.fn();
    const { rerender } = renderConfirmar({ open: true, accion, alTerminar });
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El puesto tiene puestos a cargo');
    expect(screen.queryByText('Puesto eliminado')).not.toBeInTheDocument();
    expect(alTerminar).not.toHaveBeenCalled();
    const cerrado = (open: boolean) => (
      <NotifierProvider>
        <Confirmar open={open} accion={accion} alTerminar={alTerminar} />
      </NotifierProvider>
    );
    rerender(cerrado(false));
    rerender(cerrado(true));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
