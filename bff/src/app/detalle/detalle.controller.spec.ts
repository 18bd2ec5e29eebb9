import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG, type DetalleTipoResponse } from '@portal/shared/domain';
import { OPERARIO_USER } from '../../db/seed/demo-users';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { DetalleRegistry } from './detalle.registry';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const KAIZEN_ID = '6f1c2b1e-8d3a-4c5e-9b7a-2f4e6d8c0a1b';

describe('GET /api/detalle/:id', () => {
  let t: TestApp;
  let token: string;
  // Stands in for the Kaizen table until the Kaizen module registers its own kind (then use its real rows).
  const kaizenIds = new Set([KAIZEN_ID]);
  const exists = vi.fn(async (id: string) => kaizenIds.has(id));
  beforeAll(async () => {
    t = await startTestApp();
    token = (await t.login(OPERARIO_USER.legajo, OPERARIO_USER.pin)).token;
    t.app.get(DetalleRegistry).register({ tipo: 'kaizen', exists });
  });
  afterAll(() => t.close());

  it('needs a token', async () => {
    expect(await t.get(`/api/detalle/${KAIZEN_ID}`)).toMatchObject({ status: 401, body: { msg: MSG.noAutenticado } });
  });

  it('resolves an id owned by a registered kind', async () => {
    expect(await t.get<DetalleTipoResponse>(`/api/detalle/${KAIZEN_ID}`, { token })).toMatchObject({ status: 200, body: { _id: KAIZEN_ID, tipo: 'kaizen' } });
    expect(exists).toHaveBeenLastCalledWith(KAIZEN_ID);
  });

  it('answers the id in lower case, as the database stores it', async () => {
    const res = await t.get<DetalleTipoResponse>(`/api/detalle/${KAIZEN_ID.toUpperCase()}`, { token });
    expect(res).toMatchObject({ status: 200, body: { _id: KAIZEN_ID, tipo: 'kaizen' } });
  });

  it('answers 404 { msg } for a uuid no kind owns', async () => {
    expect(await t.get(`/api/detalle/${UNKNOWN_ID}`, { token })).toMatchObject({ status: 404, body: { msg: MSG.detalleNoEncontrado } });
  });

  it.each(['no-es-uuid', '123', `${KAIZEN_ID}x`])('answers 404 { msg } for the malformed id %s without asking any kind', async (id) => {
    exists.mockClear();
    expect(await t.get(`/api/detalle/${id}`, { token })).toMatchObject({ status: 404, body: { msg: MSG.detalleNoEncontrado } });
    expect(exists).not.toHaveBeenCalled();
  });

  it('refuses to register the same tipo twice', () => {
    expect(() => t.app.get(DetalleRegistry).register({ tipo: 'kaizen', exists: async () => true })).toThrow(/already registered/);
  });
});
