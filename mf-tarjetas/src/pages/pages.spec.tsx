import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@portal/shared/data-access';
import { fakeServer, makeStore, makeUser, renderPageAs } from '@portal/shared/testing';
import TarjetasPage from './TarjetasPage';
import TarjetasFiltroPage from './TarjetasFiltroPage';
import AgregarTarjetaPage from './AgregarTarjetaPage';
import BuscarPage from './BuscarPage';
import { tarjetasApi } from '../features/tarjetas/tarjetasApi';

const VACIA = { items: [], total: 0, page: 0, pageSize: 10 };

describe('mf-tarjetas pages', () => {
  it.each([
    ['TarjetasPage', TarjetasPage, 'Tarjetas'] as const,
    ['TarjetasFiltroPage', TarjetasFiltroPage, 'Tabla dinamica de tarjetas'] as const,
    ['AgregarTarjetaPage', AgregarTarjetaPage, 'Agregar Tarjeta'] as const,
    ['BuscarPage', BuscarPage, 'Buscar tarjeta'] as const,
  ])('%s shows its title inside RequireAuth', async (_name, Page, title) => {
    renderPageAs(Page, 'Operario', { 'GET /api/tarjetas': { body: VACIA }, 'GET /api/campos': { body: [] }, 'GET /api/filters': { body: [] } });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('redirects to /login without a session', async () => {
    renderPageAs(TarjetasPage, null);
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it('its injected endpoint runs on the shared api with the store token', async () => {
    const server = fakeServer({ 'GET /api/tarjetas': { body: VACIA } });
    const store = makeStore({ token: 'tok-Admin', user: makeUser(), status: 'authenticated' });
    await store.dispatch(tarjetasApi.endpoints.getTarjetasPagina.initiate({ page: 0, pageSize: 10 }));
    const [call] = server.callsTo('GET', '/api/tarjetas');
    expect(call.query).toEqual({ page: '0', pageSize: '10' });
    expect(call.headers.authorization).toBe('Bearer tok-Admin');
    expect(api.endpoints).toHaveProperty('getTarjetasPagina');
  });
});
