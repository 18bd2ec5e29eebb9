import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortalProviders } from '../PortalProviders';
import { ResponsiveFormDialog } from './ResponsiveFormDialog';
import type { FormularioDialogo } from './ResponsiveFormDialog';
import { SALIDA_TITULO_CAMBIOS } from '../salida/useConfirmarSalida';

function renderDialog(props: { error?: string; errorId?: string } = {}) {
  const onSubmit = vi.fn((e?: { preventDefault: () => void }) => e?.preventDefault());
  const view = render(
    <PortalProviders>
      <ResponsiveFormDialog
        open
        id="cerrar"
        title="Cerrar Tarjeta Roja N°81"
        submitLabel="Cerrar tarjeta"
        onSubmit={onSubmit}
        onClose={() => undefined}
        {...props}
      >
        <input aria-label="Responsable" />
      </ResponsiveFormDialog>
    </PortalProviders>,
  );
  return { view, onSubmit };
}

/** Makes `useMediaQuery` see a phone (jsdom has no layout, so no matchMedia). */
function comoTelefono() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
  }));
}

afterEach(() => vi.unstubAllGlobals());

describe('ResponsiveFormDialog', () => {
  it('is named by its title; the title and the actions sit outside the scrolling content', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Cerrar Tarjeta Roja N°81' });
    const contenido = dialog.querySelector('.MuiDialogContent-root')!;
    expect(within(contenido as HTMLElement).getByLabelText('Responsable')).toBeInTheDocument();
    const titulo = screen.getByRole('heading', { name: 'Cerrar Tarjeta Roja N°81' });
    const guardar = screen.getByRole('button', { name: 'Cerrar tarjeta' });
    expect(contenido.contains(titulo)).toBe(false);
    expect(contenido.contains(guardar)).toBe(false);
    expect(contenido.contains(screen.getByRole('button', { name: 'Cancelar' }))).toBe(false);
    // scroll="paper": the paper (the form itself) is a flex column of title, content and actions, so only
    // the content scrolls. A wrapper between the paper and them would make the whole dialog scroll.
    expect(contenido.parentElement).toBe(dialog);
    expect(dialog.tagName).toBe('FORM');
    expect(document.querySelector('.MuiDialog-scrollPaper')).not.toBeNull();
    expect(document.querySelector('.MuiDialog-scrollBody')).toBeNull();
  });

  it('a centred window on a PC', () => {
    renderDialog();
    expect(screen.getByRole('dialog').className).not.toContain('MuiDialog-paperFullScreen');
  });

  it('full screen below the sm breakpoint', () => {
    comoTelefono();
    renderDialog();
    expect(screen.getByRole('dialog').className).toContain('MuiDialog-paperFullScreen');
  });

  it('submits the form; while busy the button says Guardando… and cannot be pressed', async () => {
    const { onSubmit, view } = renderDialog();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cerrar tarjeta' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    view.rerender(
      <PortalProviders>
        <ResponsiveFormDialog open busy id="cerrar" title="Cerrar Tarjeta Roja N°81" submitLabel="Cerrar tarjeta" onSubmit={onSubmit} onClose={() => undefined}>
          <input aria-label="Responsable" />
        </ResponsiveFormDialog>
      </PortalProviders>,
    );
    expect(screen.getByRole('button', { name: 'Guardando…' })).toBeDisabled();
  });

  it('a server error is tagged with its id and takes the focus', () => {
    renderDialog({ error: 'La tarjeta ya está cerrada', errorId: 'CERRAR_TARJETA_ERROR' });
    const alerta = screen.getByRole('alert');
    expect(alerta).toHaveTextContent('La tarjeta ya está cerrada');
    expect(alerta).toHaveAttribute('data-error-id', 'CERRAR_TARJETA_ERROR');
    expect(alerta).toHaveFocus();
  });

  describe("with a form hook's answer (`formulario`)", () => {
    function renderFormulario(cambios: Partial<FormularioDialogo> = {}) {
      const onClose = vi.fn();
      const formulario: FormularioDialogo = {
        form: { formState: { isDirty: true } },
        onSubmit: vi.fn((e?: { preventDefault: () => void }) => e?.preventDefault()),
        serverError: 'El puesto ya no existe',
        isSubmitting: false,
        ...cambios,
      };
      render(
        <PortalProviders>
          <ResponsiveFormDialog
            open
            id="nodo"
            title="Editar puesto"
            submitLabel="Guardar"
            formulario={formulario}
            onClose={onClose}
            errorId="ORGANIGRAMA_ERROR"
          >
            <input aria-label="Puesto" />
          </ResponsiveFormDialog>
        </PortalProviders>,
      );
      return { formulario, onClose };
    }

    it('submits with its onSubmit and shows its server error', async () => {
      const { formulario } = renderFormulario();
      expect(screen.getByRole('alert')).toHaveTextContent('El puesto ya no existe');
      expect(screen.getByRole('alert')).toHaveAttribute('data-error-id', 'ORGANIGRAMA_ERROR');
      await userEvent.setup().click(screen.getByRole('button', { name: 'Guardar' }));
      expect(formulario.onSubmit).toHaveBeenCalledTimes(1);
    });

    it('while it is submitting the button says Guardando… and cannot be pressed', () => {
      renderFormulario({ isSubmitting: true });
      expect(screen.getByRole('button', { name: 'Guardando…' })).toBeDisabled();
    });

    it('a dirty form asks before Cancelar discards it; a clean one closes at once', async () => {
      const user = userEvent.setup();
      const sucio = renderFormulario();
      await user.click(screen.getByRole('button', { name: 'Cancelar' }));
      expect(screen.getByText(SALIDA_TITULO_CAMBIOS)).toBeInTheDocument();
      expect(sucio.onClose).not.toHaveBeenCalled();
      cleanup();
      const limpio = renderFormulario({ form: { formState: { isDirty: false } }, serverError: null });
      await user.click(screen.getByRole('button', { name: 'Cancelar' }));
      expect(screen.queryByText(SALIDA_TITULO_CAMBIOS)).toBeNull();
      expect(limpio.onClose).toHaveBeenCalledTimes(1);
    });
  });
});
