import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { eliminadoRemoto } from '@portal/shared/live';
import { KAIZEN_ELIMINADO_POR_OTRO } from '@portal/shared/ui';
import { elegirOpcion, renderDetalle } from './detalleTestSetup';

describe('KaizenDetalle: a Kaizen deleted by someone else', () => {
  it('shows the notice with a link back to the Kaizen list instead of the content, without asking for it again', async () => {
    const { server, view, kaizen, user } = await renderDetalle({}, 'Operario');
    const antes = server.callsTo('GET', `/api/tarjetaskaizen/${kaizen._id}`).length;
    act(() => {
      view.store.dispatch(eliminadoRemoto({ tipo: 'kaizen', id: kaizen._id }));
    });
    const aviso = screen.getByRole('alert');
    expect(within(aviso).getByRole('heading', { level: 1, name: KAIZEN_ELIMINADO_POR_OTRO })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Opciones' })).not.toBeInTheDocument();
    expect(server.callsTo('GET', `/api/tarjetaskaizen/${kaizen._id}`)).toHaveLength(antes);
    await user.click(within(aviso).getByRole('link', { name: 'Volver a Quick Kaizen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lista de Kaizen' })).toBeInTheDocument();
  });

  it("the user's own delete goes to the list without the notice (the BFF never sends a tab its own deletion)", async () => {
    const { user, view } = await renderDetalle({}, 'Admin', { 'DELETE /api/tarjetaskaizen/k-1': { body: { success: true } } });
    const dialog = await elegirOpcion(user, 'Eliminar Kaizen');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lista de Kaizen' })).toBeInTheDocument();
    expect(view.store.getState().live.eliminados.kaizen).toEqual([]);
    expect(screen.queryByText(KAIZEN_ELIMINADO_POR_OTRO)).not.toBeInTheDocument();
  });
});
