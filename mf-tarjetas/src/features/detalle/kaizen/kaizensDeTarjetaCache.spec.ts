import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KaizenDeTarjeta } from '@portal/shared/domain';
import { api, KAIZEN_DETALLE_TAG } from '@portal/shared/data-access';
import { fakeServer, makeStore } from '@portal/shared/testing';
import { tarjetasApi } from '../../tarjetas/tarjetasApi';
import { makeTarjeta } from '../../test/makeTarjeta';

afterEach(() => vi.unstubAllGlobals());

const KAIZENS: KaizenDeTarjeta[] = [{ _id: 'k-3', numero: 3, codigo: 'QK-3', tema: 'Fuga', estadoActual: 'Abierta', roles: ['origen'] }];
const DE_TARJETA = '/api/tarjetaskaizen/de-tarjeta/t1';
const KAIZEN = '/api/tarjetaskaizen/k-3';

/** Stands in for mf-kaizen's detail query, which provides KAIZEN_DETALLE_TAG (remotes never import each other). */
const kaizenDetalle = api.injectEndpoints({
  endpoints: (build) => ({ kaizenDePrueba: build.query<unknown, void>({ query: () => '/tarjetaskaizen/k-3', providesTags: [KAIZEN_DETALLE_TAG] }) }),
});

/** A store holding the card's Kaizens (the detail's section) while a card call runs. */
async function conKaizens() {
  const server = fakeServer({ [`GET ${DE_TARJETA}`]: { body: KAIZENS } });
  const store = makeStore();
  store.dispatch(tarjetasApi.endpoints.getKaizensDeTarjeta.initiate('t1'));
  await vi.waitFor(() => expect(server.callsTo('GET', DE_TARJETA)).toHaveLength(1));
  return { server, store };
}

describe("the card detail's Kaizens in the cache", () => {
  it('asks GET /api/tarjetaskaizen/de-tarjeta/:id', async () => {
    const { store } = await conKaizens();
    await vi.waitFor(() => expect(tarjetasApi.endpoints.getKaizensDeTarjeta.select('t1')(store.getState()).data).toEqual(KAIZENS));
  });

  it('are asked again after the card is edited (the Kaizens show its state and description)', async () => {
    const { server, store } = await conKaizens();
    server.routes['POST /api/tarjetas/editar'] = { body: makeTarjeta({ _id: 't1' }) };
    await store.dispatch(tarjetasApi.endpoints.editarTarjeta.initiate({ _id: 't1' } as never));
    await vi.waitFor(() => expect(server.callsTo('GET', DE_TARJETA)).toHaveLength(2));
  });

  it('a deleted card refreshes the Kaizen details but never asks for its own section again (a 404 before leaving)', async () => {
    const { server, store } = await conKaizens();
    server.routes[`GET ${KAIZEN}`] = { body: {} };
    store.dispatch(kaizenDetalle.endpoints.kaizenDePrueba.initiate());
    await vi.waitFor(() => expect(server.callsTo('GET', KAIZEN)).toHaveLength(1));
    server.routes['DELETE /api/tarjetas/t1'] = { body: { success: true } };
    await store.dispatch(tarjetasApi.endpoints.eliminarTarjeta.initiate('t1'));
    await vi.waitFor(() => expect(server.callsTo('GET', KAIZEN)).toHaveLength(2));
    expect(server.callsTo('GET', DE_TARJETA)).toHaveLength(1);
  });

  it('are not asked again by a card call that changes nothing a Kaizen shows (planning)', async () => {
    const { server, store } = await conKaizens();
    server.routes['POST /api/tarjetas/agregarplanificacion'] = { body: makeTarjeta({ _id: 't1', planificacion: true }) };
    await store.dispatch(tarjetasApi.endpoints.planificarTarjeta.initiate({ _id: 't1' } as never));
    await new Promise((r) => setTimeout(r, 50));
    expect(server.callsTo('GET', DE_TARJETA)).toHaveLength(1);
  });
});
