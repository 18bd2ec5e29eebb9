import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG, type DetalleTipoResponse, type Tarjeta } from '@portal/shared/domain';
import { ADMIN_USER, OPERARIO_USER } from '../../db/seed/demo-users';
import { crearKaizen, crearTarjeta } from '../../../test/kaizen';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { DetalleRegistry } from './detalle.registry';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('GET /api/detalle/:id', () => {
  let t: TestApp;
  let token: string;
  let tarjeta: Tarjeta;
  let kaizenId: string;
  beforeAll(async () => {
    t = await startTestApp();
    token = (await t.login(OPERARIO_USER.legajo, OPERARIO_USER.pin)).token;
    const admin = (await t.login(ADMIN_USER.legajo, ADMIN_USER.pin)).token;
    tarjeta = await crearTarjeta(t, admin);
    kaizenId = (await crearKaizen(t, admin, [tarjeta]))._id;
  });
  afterAll(() => t.close());

  it('needs a token', async () => {
    expect(await t.get(`/api/detalle/${kaizenId}`)).toMatchObject({ status: 401, body: { msg: MSG.noAutenticado } });
  });

  it('resolves a Kaizen id and a card id to their kinds', async () => {
    expect(await t.get<DetalleTipoResponse>(`/api/detalle/${kaizenId}`, { token })).toMatchObject({ status: 200, body: { _id: kaizenId, tipo: 'kaizen' } });
    expect(await t.get<DetalleTipoResponse>(`/api/detalle/${tarjeta._id}`, { token })).toMatchObject({
      status: 200,
      body: { _id: tarjeta._id, tipo: 'tarjeta' },
    });
  });

  it('answers the id in lower case, as the database stores it', async () => {
    const res = await t.get<DetalleTipoResponse>(`/api/detalle/${kaizenId.toUpperCase()}`, { token });
    expect(res).toMatchObject({ status: 200, body: { _id: kaizenId, tipo: 'kaizen' } });
  });

  it('answers 404 { msg } for a uuid no kind owns', async () => {
    expect(await t.get(`/api/detalle/${UNKNOWN_ID}`, { token })).toMatchObject({ status: 404, body: { msg: MSG.detalleNoEncontrado } });
  });

  it.each(['no-es-uuid', '123', `${UNKNOWN_ID}x`])('answers 404 { msg } for the malformed id %s without asking any kind', async (id) => {
    const kinds = t.app.get(DetalleRegistry).kinds();
    const spies = kinds.map((kind) => vi.spyOn(kind, 'exists'));
    expect(await t.get(`/api/detalle/${id}`, { token })).toMatchObject({ status: 404, body: { msg: MSG.detalleNoEncontrado } });
    expect(kinds.map((k) => k.tipo)).toEqual(['tarjeta', 'kaizen']);
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    for (const spy of spies) spy.mockRestore();
  });

  it('refuses to register the same tipo twice', () => {
    expect(() => t.app.get(DetalleRegistry).register({ tipo: 'kaizen', exists: async () => true })).toThrow(/already registered/);
  });
});
