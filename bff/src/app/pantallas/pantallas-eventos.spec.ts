import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, SSE_FIN, type PantallaCreada } from '@portal/shared/domain';
import { crearTarjeta } from '../../../test/kaizen';
import { abrirEventos, ticketEventos, type SseClient } from '../../../test/sse';
import { startTestApp, type TestApp } from '../../../test/test-app';

/** The pantallas module with the live events of issue 12: a real pantalla token opens the board's stream; revoking it ends the stream. */
describe('pantalla tokens on the live events stream', () => {
  let t: TestApp;
  let base: string;
  let admin: string;
  const abiertos: SseClient[] = [];
  beforeAll(async () => {
    t = await startTestApp({ env: { SSE_HEARTBEAT_MS: '200' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    ({ admin } = await t.roleTokens());
  });
  afterAll(async () => {
    for (const c of abiertos) c.close();
    await t?.close();
  });

  it("a pantalla hears card changes; the Admin's revoke ends its stream with fin and refuses its next ticket", async () => {
    const p = (await t.post<PantallaCreada>('/api/pantallas', { nombre: 'TV en vivo' }, { token: admin })).body;
    const tv = await abrirEventos(base, { pantalla: p.token });
    abiertos.push(tv);
    const card = await crearTarjeta(t, admin);
    await tv.waitForEvento((e) => e.tipo === 'tarjeta.creada' && e.id === card._id);
    expect((await t.delete(`/api/pantallas/${p._id}`, { token: admin })).status).toBe(200);
    await tv.waitFor((m) => m.event === SSE_FIN);
    await tv.waitForEnd();
    expect(await ticketEventos(base, { pantalla: p.token })).toMatchObject({ status: 401, body: { msg: MSG.pantallaInvalida } });
  });
});
