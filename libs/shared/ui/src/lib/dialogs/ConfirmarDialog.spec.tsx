import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortalProviders } from '../PortalProviders';
import { ConfirmarDialog } from './ConfirmarDialog';
import type { ConfirmarDialogProps } from './ConfirmarDialog';
import { ConfirmarEliminarDialog } from './ConfirmarEliminarDialog';

const PREGUNTA = '¿Revocar "TV Extrusión"? Su TV dejará de mostrar el tablero al instante.';

function renderDialog(props: Partial<ConfirmarDialogProps> = {}) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  const dialog = (extra: Partial<ConfirmarDialogProps>) => (
    <PortalProviders>
      <ConfirmarDialog
        open
        id="revocar-pantalla"
        title="Revocar pantalla"
        submitLabel="Revocar"
        submitColor="error"
        busy={false}
        error={null}
        onConfirm={onConfirm}
        onClose={onClose}
        {...props}
        {...extra}
      >
        {PREGUNTA}
      </ConfirmarDialog>
    </PortalProviders>
  );
  const view = render(dialog({}));
  return { onConfirm, onClose, rerender: (extra: Partial<ConfirmarDialogProps>) => view.rerender(dialog(extra)) };
}

describe('ConfirmarDialog', () => {
  it('is named by its title and asks the question, with Cancelar and the action in its colour', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Revocar pantalla' });
    expect(dialog).toHaveTextContent(PREGUNTA);
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Revocar' }).className).toContain('MuiButton-colorError');
  });

  it('a change that removes nothing asks with a primary button', () => {
    renderDialog({ submitLabel: 'Importar', submitColor: 'primary' });
    expect(screen.getByRole('button', { name: 'Importar' }).className).toContain('MuiButton-colorPrimary');
  });

  it('the action calls onConfirm once (the form is not sent); Cancelar calls onClose', async () => {
    const { onConfirm, onClose } = renderDialog();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Revocar' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal inside the dialog and focuses it", () => {
    renderDialog({ error: 'No tiene permiso para realizar esta acción' });
    const alerta = screen.getByRole('alert');
    expect(alerta).toHaveTextContent('No tiene permiso para realizar esta acción');
    expect(screen.getByRole('dialog')).toContainElement(alerta);
    expect(alerta).toHaveFocus();
  });

  it('while busy the action says its busy label and cannot be pressed again', () => {
    const { rerender } = renderDialog({ busyLabel: 'Revocando…' });
    rerender({ busy: true });
    expect(screen.getByRole('button', { name: 'Revocando…' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Revocar' })).not.toBeInTheDocument();
  });
});

describe('ConfirmarEliminarDialog', () => {
  it("is a ConfirmarDialog whose action is 'Eliminar' in red", async () => {
    const onConfirm = vi.fn();
    render(
      <PortalProviders>
        <ConfirmarEliminarDialog open id="eliminar-horas" title="Eliminar horas" busy={false} error={null} onConfirm={onConfirm} onClose={() => undefined}>
          ¿Eliminar 2,5 h?
        </ConfirmarEliminarDialog>
      </PortalProviders>,
    );
    expect(screen.getByRole('dialog', { name: 'Eliminar horas' })).toHaveTextContent('¿Eliminar 2,5 h?');
    const eliminar = screen.getByRole('button', { name: 'Eliminar' });
    expect(eliminar.className).toContain('MuiButton-colorError');
    await userEvent.setup().click(eliminar);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
