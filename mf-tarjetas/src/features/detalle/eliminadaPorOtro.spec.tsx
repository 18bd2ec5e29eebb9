import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { eliminadoRemoto } from '@portal/shared/live';
import { TARJETA_ELIMINADA_POR_OTRO } from '@portal/shared/ui';
import { elegirOpcion, renderDetalle } from './detalleTestSetup';

describe('TarjetaDetalle: a card deleted by someone else', () => {
  it('shows the notice with a link back to the list instead of the content, without asking for the card again', async () => {
    const { server, view, tarjeta, user } = await renderDetalle({}, 'Jefe de area');
    const antes = server.callsTo('GET', `/api/tarjetas/${tarjeta._id}`).length;
    act(() => {
      view.store.dispatch(eliminadoRemoto({ tipo: 'tarjeta', id: tarjeta._id }));
    });
    const aviso = screen.getByRole('alert');
    expect(within(aviso).getByRole('heading', { level: 1, name: TARJETA_ELIMINADA_POR_OTRO })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Opciones' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Detalles de la tarjeta' })).not.toBeInTheDocument();
    expect(server.callsTo('GET', `/api/tarjetas/${tarjeta._id}`)).toHaveLength(antes);
    expect(screen.queryByText('Recurso no encontrado')).not.toBeInTheDocument();
    await user.click(within(aviso).getByRole('link', { name: 'Volver a la lista de tarjetas' }));
    expect(await screen.findByRole('heading', { name: 'Lista de tarjetas' })).toBeInTheDocument();
  });

  it('another card deleted leaves this detail alone', async () => {
    const { view } = await renderDetalle();
    act(() => {
      view.store.dispatch(eliminadoRemoto({ tipo: 'tarjeta', id: 'otra' }));
      view.store.dispatch(eliminadoRemoto({ tipo: 'kaizen', id: 't-1' }));
    });
    expect(screen.queryByText(TARJETA_ELIMINADA_POR_OTRO)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opciones' })).toBeInTheDocument();
  });

  it("the user's own delete goes to the list without the notice (the BFF never sends a tab its own deletion)", async () => {
    const { user, view } = await renderDetalle({}, 'Admin', { 'DELETE /api/tarjetas/t-1': { body: { success: true } } });
    const dialog = await elegirOpcion(user, 'Eliminar tarjeta');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByRole('heading', { name: 'Lista de tarjetas' })).toBeInTheDocument();
    expect(view.store.getState().live.eliminados.tarjeta).toEqual([]);
    expect(screen.queryByText(TARJETA_ELIMINADA_POR_OTRO)).not.toBeInTheDocument();
  });

  it('after an own delete that failed, a deletion by someone else shows the notice', async () => {
    const { user, view } = await renderDetalle({}, 'Admin', { 'DELETE /api/tarjetas/t-1': { status: 403, body: { msg: 'No tiene permiso' } } });
    const dialog = await elegirOpcion(user, 'Eliminar tarjeta');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await within(dialog).findByText('No tiene permiso')).toBeInTheDocument();
    act(() => {
      view.store.dispatch(eliminadoRemoto({ tipo: 'tarjeta', id: 't-1' }));
    });
    expect(await screen.findByText(TARJETA_ELIMINADA_POR_OTRO)).toBeInTheDocument();
  });
});
