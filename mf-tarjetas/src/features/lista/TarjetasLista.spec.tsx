import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@portal/shared/domain';
import { fakeServer, makeUser, renderWithPortal } from '@portal/shared/testing';
import TarjetasPage from '../../pages/TarjetasPage';
import { CAMPOS_FIXTURE, makePagina, makeTarjeta } from '../test/makeTarjeta';

const user = makeUser({ role: 'Jefe de area' });
const TARJETAS = [makeTarjeta({ _id: 'r7', numero: 7, color: 'Roja', descripcion: 'Pérdida de aceite' })];

function UrlProbe() {
  return <output aria-label="url">{useLocation().search}</output>;
}
const url = () => Object.fromEntries(new URLSearchParams(screen.getByRole('status', { name: 'url' }).textContent ?? ''));

describe('TarjetasLista in the URL', () => {
  it('keeps filters, page, order and search in the link, without losing the search box while typing', async () => {
    const server = fakeServer({
      'GET /api/auth/user': { body: user },
      'GET /api/campos': { body: CAMPOS_FIXTURE },
      'GET /api/tarjetas': (_b, call) => ({ body: makePagina(TARJETAS, { total: 250, page: Number(call.query.page), pageSize: Number(call.query.pageSize) }) }),
    });
    const ultimaLlamada = () => server.callsTo('GET', '/api/tarjetas').at(-1)?.query;
    renderWithPortal({
      user,
      route: `${ROUTES.tarjetas}?estado=Abierta&pagina=3`,
      routes: {
        [ROUTES.tarjetas]: (
          <>
            <TarjetasPage />
            <UrlProbe />
          </>
        ),
      },
    });
    await waitFor(() => expect(ultimaLlamada()).toMatchObject({ page: '2', estado: 'Abierta' }));

    await userEvent.click(screen.getByRole('button', { name: /página siguiente/i }));
    await waitFor(() => expect(url()).toEqual({ estado: 'Abierta', pagina: '4' }));
    expect(ultimaLlamada()).toMatchObject({ page: '3' });

    await userEvent.click(
      within(screen.getByRole('grid')).getByRole('columnheader', { name: 'Prioridad' }).querySelector('.MuiDataGrid-columnHeaderTitle') as HTMLElement,
    );
    await waitFor(() => expect(url()).toEqual({ estado: 'Abierta', orden: 'prioridad', sentido: 'asc' }));

    await userEvent.selectOptions(screen.getByLabelText('Color'), 'Verde');
    const buscar = screen.getByRole('textbox', { name: 'Buscar' });
    await userEvent.type(buscar, 'aceite');
    await waitFor(() => expect(url()).toEqual({ estado: 'Abierta', color: 'Verde', orden: 'prioridad', sentido: 'asc', q: 'aceite' }));
    expect(ultimaLlamada()).toEqual({ page: '0', pageSize: '10', sort: 'prioridad', order: 'asc', color: 'Verde', estado: 'Abierta', q: 'aceite' });
    expect(screen.getByRole('textbox', { name: 'Buscar' })).toBe(buscar);
    expect(buscar).toHaveFocus();
  });
});
