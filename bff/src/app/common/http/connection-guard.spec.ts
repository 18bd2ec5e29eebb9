import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listen, RawClient } from '../../../../test/raw-http';
import { startTestApp, type TestApp } from '../../../../test/test-app';

/** Every client a test opened, destroyed after it. */
const clients: RawClient[] = [];
const client = (port: number, localAddress?: string) => {
  const c = new RawClient(port, localAddress);
  clients.push(c);
  return c;
};
afterEach(() => {
  for (const c of clients.splice(0)) c.socket.destroy();
});

/** A connection whose request head never ends (it stays open until the headers timeout). */
async function slowHeaders(port: number, localAddress?: string) {
  const c = client(port, localAddress);
  await c.opened;
  c.socket.write('GET /api/health HTTP/1.1\r\nHost: portal\r\nX-Slow: ');
  return c;
}

describe('connections per client address (HTTP_MAX_CONNECTIONS_PER_IP)', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await startTestApp({ env: { SEED: 'false', HTTP_MAX_CONNECTIONS_PER_IP: '3', HTTP_HEADERS_TIMEOUT_MS: '60000', HTTP_REQUEST_TIMEOUT_MS: '60000' } });
    port = await listen(t);
  });
  afterAll(() => t.close());

  // Each test is a client address of its own (Linux routes all of 127/8 to loopback): no test waits for another's closes.
  it('closes connections from one address beyond the cap at once, while another address gets its health answer', async () => {
    const held = [await slowHeaders(port, '127.0.0.11'), await slowHeaders(port, '127.0.0.11'), await slowHeaders(port, '127.0.0.11')];
    const refused = Array.from({ length: 10 }, () => client(port, '127.0.0.11'));
    await Promise.all(refused.map((c) => c.closed));
    for (const c of refused) expect(c.received.length).toBe(0);

    const other = client(port, '127.0.0.12');
    expect((await other.request('/api/health')).status).toBe(200);
    for (const c of held) expect(c.socket.destroyed).toBe(false);

    // A slot frees when one of the address's connections closes (the server sees it a moment later: retry).
    held[0].socket.destroy();
    await held[0].closed;
    let status = 0;
    for (let i = 0; i < 200 && status !== 200; i++)
      status = await client(port, '127.0.0.11')
        .request('/api/health')
        .then(
          (r) => r.status,
          () => 0,
        );
    expect(status).toBe(200);
  });

  it("at the cap, the address's own longest-idle keep-alive connection makes room for its new one", async () => {
    const idle = [client(port, '127.0.0.13'), client(port, '127.0.0.13'), client(port, '127.0.0.13')];
    for (const c of idle) expect((await c.request('/api/health')).status).toBe(200);

    const next = client(port, '127.0.0.13');
    expect((await next.request('/api/health')).status).toBe(200);
    await idle[0].closed;
    expect((await idle[1].request('/api/health')).status).toBe(200);
  });
});

describe('idle keep-alive connections near HTTP_MAX_CONNECTIONS', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await startTestApp({
      env: { SEED: 'false', HTTP_MAX_CONNECTIONS: '4', HTTP_MAX_CONNECTIONS_PER_IP: '0', HTTP_BODY_TIMEOUT_MS: '60000', HTTP_REQUEST_TIMEOUT_MS: '60000' },
    });
    port = await listen(t);
  });
  afterAll(() => t.close());

  it('are closed, longest idle first, so new clients get in; a request in flight is never closed', async () => {
    const inFlight = client(port);
    await inFlight.opened;
    const body = '{"email":"1","password":"123456"}';
    inFlight.socket.write(`POST /api/auth HTTP/1.1\r\nHost: portal\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n{"email":`);
    const idle = [client(port), client(port)];
    for (const c of idle) expect((await c.request('/api/health')).status).toBe(200);

    // Each newcomer, one after the other, would be the fifth connection: an idle one is closed for it instead.
    for (let i = 0; i < 4; i++) expect((await client(port).request('/api/health')).status).toBe(200);
    await Promise.all(idle.map((c) => c.closed));

    // Still open: it gets its answer (the login is refused, which is beside the point).
    const answer = await inFlight.send(body.slice('{"email":'.length));
    expect(answer.status).toBe(400);
  });
});
