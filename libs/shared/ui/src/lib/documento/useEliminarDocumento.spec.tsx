import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { LIVE_KEY, liveReducer } from '@portal/shared/live';
import { NotifierProvider } from '../feedback/NotifierProvider';
import { useEliminarDocumento } from './useEliminarDocumento';

function Eliminar({ eliminar }: { eliminar: (id: string) => Promise<unknown> }) {
  const { confirmar, error } = useEliminarDocumento({ id: 'd-1', open: true, eliminar, eliminando: false, exito: 'Documento eliminado', destino: '/lista' });
  return (
    <>
      <button onClick={() => void confirmar()}>Eliminar</button>
      {error && <p role="alert">{error}</p>}
    </>
  );
}

function renderHook(eliminar: (id: string) => Promise<unknown>) {
  const store = configureStore({ reducer: { [LIVE_KEY]: liveReducer } });
  render(
    <Provider store={store}>
      <NotifierProvider>
        <MemoryRouter initialEntries={['/detalle']}>
          <Routes>
            <Route path="/detalle" element={<Eliminar eliminar={eliminar} />} />
            <Route path="/lista" element={<h1>Lista</h1>} />
          </Routes>
        </MemoryRouter>
      </NotifierProvider>
    </Provider>,
  );
  return userEvent.setup();
}

describe('useEliminarDocumento', () => {
  it('deletes, says so and goes to the destination', async () => {
    const eliminar = vi.fn().mockResolvedValue(undefined);
    const user = renderHook(eliminar);
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    expect(eliminar).toHaveBeenCalledWith('d-1');
    expect(await screen.findByRole('heading', { name: 'Lista' })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('Documento eliminado');
  });

  it("keeps the server's error and stays", async () => {
    const user = renderHook(vi.fn().mockRejectedValue({ status: 409, data: { msg: 'No se puede eliminar' } }));
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se puede eliminar');
    expect(screen.queryByRole('heading', { name: 'Lista' })).not.toBeInTheDocument();
  });
});
