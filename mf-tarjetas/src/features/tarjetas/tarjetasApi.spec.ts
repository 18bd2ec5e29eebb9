import { afterEach, describe, expect, it, vi } from 'vitest';
import { tarjetasApi } from './tarjetasApi';
import { api, enviarTarjeta } from '@portal/shared/data-access';
import { envioDePrueba } from '@portal/shared/offline/testing';
import { fakeServer, makeStore } from '@portal/shared/testing';
import { makePagina, makeTarjeta } from '../test/makeTarjeta';

afterEach(() => vi.unstubAllGlobals());

const abierta = makeTarjeta({ _id: 't1', numero: 1 });
const otra = makeTarjeta({ _id: 't2', numero: 2 });
const QUERY = { page: 0, pageSize: 10 };

async function storeConLista() {
  const server = fakeServer({ 'GET /api/tarjetas': { body: makePagina([abierta, otra]) } });
  const store = makeStore();
  const sub = store.dispatch(tarjetasApi.endpoints.getTarjetasPagina.initiate(QUERY));
  await sub;
  const pagina = () => tarjetasApi.endpoints.getTarjetasPagina.select(QUERY)(store.getState()).data;
  return { server, store, pagina };
}

describe('tarjetasApi cache', () => {
  it('sends the list parameters, leaving out empty ones', async () => {
    const server = fakeServer({ 'GET /api/tarjetas': { body: makePagina([]) } });
    await makeStore().dispatch(
      tarjetasApi.endpoints.getTarjetasPagina.initiate({ page: 1, pageSize: 20, sort: 'numero', order: 'asc', color: 'Verde', q: '' }),
    );
    expect(server.callsTo('GET', '/api/tarjetas').map((c) => c.query)).toEqual([{ page: '1', pageSize: '20', sort: 'numero', order: 'asc', color: 'Verde' }]);
  });

  it('sends lists as repeated parameters (as the API reads them)', async () => {
    const server = fakeServer({ 'GET /api/tarjetas': { body: makePagina([]) } });
    await makeStore().dispatch(tarjetasApi.endpoints.getTarjetasPagina.initiate({ color: ['Roja', 'Azul'], equipo: 'A', sinValor: ['familia'], q: '' }));
    const [request] = server.fetchMock.mock.calls[0] as [Request];
    expect(new URL(request.url).search).toBe('?color=Roja&color=Azul&equipo=A&sinValor=familia');
  });

  it('closing writes the answered card into the detail and asks for the list once more, never for the detail', async () => {
    const { server, store, pagina } = await storeConLista();
    const cerrada = { ...abierta, estado: 'Cerrada' as const, responsable: 'Juan' };
    server.routes['POST /api/tarjetas/cerrar'] = { body: cerrada };
    // The detail on screen holds the card (an unused one is not kept: keepUnusedDataFor 0).
    server.routes['GET /api/tarjetas/t1'] = { body: abierta };
    await store.dispatch(tarjetasApi.endpoints.getTarjeta.initiate('t1'));
    // A list filtered by state may lose the closed card: it is asked for again (its own event never comes back).
    server.routes['GET /api/tarjetas'] = { body: makePagina([otra]) };
    await store.dispatch(
      tarjetasApi.endpoints.cerrarTarjeta.initiate({
        _id: 't1',
        inicioReparacion: '2024-03-06T08:00',
        finReparacion: '2024-03-06T10:00',
        responsable: 'Juan',
        tiempoEmpleado: 2,
        causa: '.',
        tareaRealizada: 'Cambio',
        tipoAccion: 'Eliminar',
        riesgoFinal: 'NS: NO SIGNIFICATIVO',
        materialUtilizado: 'Retén',
        convertida: false,
      }),
    );
    await vi.waitFor(() => expect(tarjetasApi.endpoints.getTarjeta.select('t1')(store.getState()).data).toEqual(cerrada));
    await vi.waitFor(() => expect(pagina()?.items).toEqual([otra]));
    expect(server.callsTo('GET', '/api/tarjetas')).toHaveLength(2);
    expect(server.callsTo('GET', '/api/tarjetas/t1')).toHaveLength(1);
  });

  it('adding asks for the list again, so the new card shows first', async () => {
    const { server, store, pagina } = await storeConLista();
    const nueva = makeTarjeta({ _id: 't3', numero: 3 });
    server.routes['POST /api/tarjetas'] = { status: 201, body: nueva };
    server.routes['GET /api/tarjetas'] = { body: makePagina([nueva, abierta, otra]) };
    // The add form creates through enviarTarjeta (the offline queue's path too), then invalidates every card tag.
    expect(await enviarTarjeta(envioDePrueba('k-3'), { token: 't' })).toEqual({ ok: true, tarjeta: nueva });
    store.dispatch(api.util.invalidateTags(['Tarjeta', 'Dashboard']));
    await vi.waitFor(() => expect(pagina()?.items.map((t) => t._id)).toEqual(['t3', 't1', 't2']));
  });

  it('deleting asks for the list again, so the card disappears', async () => {
    const { server, store, pagina } = await storeConLista();
    server.routes['DELETE /api/tarjetas/t1'] = { body: { success: true } };
    server.routes['GET /api/tarjetas'] = { body: makePagina([otra]) };
    await store.dispatch(tarjetasApi.endpoints.eliminarTarjeta.initiate('t1'));
    await vi.waitFor(() => expect(pagina()?.items.map((t) => t._id)).toEqual(['t2']));
  });
});
