import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { SALIDA_TITULO_TARJETA, useConfirmarSalida } from './useConfirmarSalida';

function Formulario({ onDescartar = () => undefined }: { onDescartar?: () => void }) {
  const [texto, setTexto] = useState('');
  const salida = useConfirmarSalida({ cambios: texto !== '', navegacion: true, titulo: SALIDA_TITULO_TARJETA, onDescartar });
  return (
    <>
      <label>
        Descripción <input value={texto} onChange={(e) => setTexto(e.target.value)} />
      </label>
      <Link to="/tarjetas">Mis Tarjetas</Link>
      <Link to="/agregartarjeta?otra=1">Misma página</Link>
      <button onClick={salida.liberar}>Guardado</button>
      {salida.dialogo}
    </>
  );
}

function renderRouter(onDescartar?: () => void) {
  const router = createMemoryRouter(
    [
      { path: '/agregartarjeta', element: <Formulario onDescartar={onDescartar} /> },
      { path: '/tarjetas', element: <h1>Mis Tarjetas</h1> },
    ],
    { initialEntries: ['/agregartarjeta'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('useConfirmarSalida: leaving a form with changes', () => {
  it('leaves a form without changes without asking', async () => {
    const router = renderRouter();
    await userEvent.click(screen.getByRole('link', { name: 'Mis Tarjetas' }));
    expect(router.state.location.pathname).toBe('/tarjetas');
  });

  it('asks before an in-app link; Seguir editando stays with the text, Descartar leaves', async () => {
    const onDescartar = vi.fn();
    const router = renderRouter(onDescartar);
    await userEvent.type(screen.getByLabelText('Descripción'), 'Fuga');
    await userEvent.click(screen.getByRole('link', { name: 'Mis Tarjetas' }));
    const dialog = await screen.findByRole('dialog', { name: SALIDA_TITULO_TARJETA });
    expect(dialog).toHaveTextContent('Lo que escribió se perderá.');
    await userEvent.click(screen.getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/agregartarjeta');
    expect(screen.getByLabelText('Descripción')).toHaveValue('Fuga');
    expect(onDescartar).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('link', { name: 'Mis Tarjetas' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Descartar' }));
    await screen.findByRole('heading', { name: 'Mis Tarjetas' });
    expect(router.state.location.pathname).toBe('/tarjetas');
    expect(onDescartar).toHaveBeenCalledTimes(1);
  });

  it('does not ask for a change of query string only, nor after liberar() (saved)', async () => {
    const router = renderRouter();
    await userEvent.type(screen.getByLabelText('Descripción'), 'Fuga');
    await userEvent.click(screen.getByRole('link', { name: 'Misma página' }));
    expect(router.state.location.search).toBe('?otra=1');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Guardado' }));
    await userEvent.click(screen.getByRole('link', { name: 'Mis Tarjetas' }));
    expect(router.state.location.pathname).toBe('/tarjetas');
  });

  it('asks the browser before closing or reloading the tab only while there are changes', async () => {
    renderRouter();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await userEvent.type(screen.getByLabelText('Descripción'), 'Fuga');
    expect(unload()).toBe(true);
    await userEvent.clear(screen.getByLabelText('Descripción'));
    expect(unload()).toBe(false);
  });

  it('works under a plain (non-data) router too, without the navigation guard', async () => {
    render(
      <MemoryRouter initialEntries={['/agregartarjeta']}>
        <Formulario />
      </MemoryRouter>,
    );
    await userEvent.type(screen.getByLabelText('Descripción'), 'Fuga');
    expect(screen.getByLabelText('Descripción')).toHaveValue('Fuga');
  });
});

function Dialogo({ onClose }: { onClose: () => void }) {
  const [texto, setTexto] = useState('');
  const salida = useConfirmarSalida({ cambios: texto !== '' });
  return (
    <>
      <input aria-label="Responsable" value={texto} onChange={(e) => setTexto(e.target.value)} />
      <button onClick={() => salida.confirmar(onClose)}>Cancelar</button>
      {salida.dialogo}
    </>
  );
}

describe('useConfirmarSalida: closing a dialog with changes', () => {
  it('closes at once without changes', async () => {
    const onClose = vi.fn();
    render(<Dialogo onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks first with changes: Escape keeps editing, Descartar closes', async () => {
    const onClose = vi.fn();
    render(<Dialogo onClose={onClose} />);
    await userEvent.type(screen.getByLabelText('Responsable'), 'Juan');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await screen.findByRole('dialog', { name: '¿Descartar los cambios sin guardar?' });
    expect(screen.getByRole('button', { name: 'Seguir editando' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Descartar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
