import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@portal/shared/domain';
import { listen, parseResponse, rawExchange, RawClient } from '../../../../test/raw-http';
import { startTestApp, type TestApp } from '../../../../test/test-app';

describe('stalled and malformed requests on a real socket', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await startTestApp({ env: { SEED: 'false', HTTP_HEADERS_TIMEOUT_MS: '400', HTTP_REQUEST_TIMEOUT_MS: '1500' } });
    port = await listen(t);
  });
  afterAll(() => t.close());

  it('closes a connection whose headers never finish, after the headers timeout, with 408 { msg }', async () => {
    const client = new RawClient(port);
    await client.opened;
    client.socket.write('GET /api/health HTTP/1.1\r\nHost: portal\r\nX-Slow: ');
    const closedAfter = await client.closed;
    expect(closedAfter).toBeGreaterThanOrEqual(350);
    expect(closedAfter).toBeLessThan(3_000);
    const res = parseResponse(client.received);
    expect(res).toMatchObject({ status: 408 });
    expect(JSON.parse(res!.body)).toEqual({ msg: MSG.peticionDemorada });
    expect(res!.headers).toContain('x-content-type-options: nosniff');
  });

  it('closes a connection that never sends anything', async () => {
    const client = new RawClient(port);
    await client.opened;
    expect(await client.closed).toBeLessThan(3_000);
  });

  it('closes a connection whose body stops arriving, after the request timeout', async () => {
    const client = new RawClient(port);
    await client.opened;
    client.socket.write('POST /api/auth HTTP/1.1\r\nHost: portal\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":');
    const closedAfter = await client.closed;
    expect(closedAfter).toBeGreaterThanOrEqual(1_400);
    expect(closedAfter).toBeLessThan(5_000);
  });

  it('keeps an idle keep-alive connection usable past the headers timeout', async () => {
    const client = new RawClient(port);
    await client.opened;
    expect((await client.request('/api/health')).status).toBe(200);
    await new Promise((r) => setTimeout(r, 900));
    expect((await client.request('/api/health')).status).toBe(200);
    client.socket.destroy();
  });

  it('answers a 100 KB URL with 414 { msg }', async () => {
    const res = await rawExchange(port, `GET /api/tarjetas?q=${'x'.repeat(100_000)} HTTP/1.1\r\nHost: portal\r\n\r\n`);
    expect(res).toMatchObject({ status: 414, json: { msg: MSG.direccionDemasiadoLarga } });
    expect(res.headers).toContain('content-security-policy:');
  });

  it('answers oversized headers with 431 { msg }', async () => {
    const res = await rawExchange(port, `GET /api/health HTTP/1.1\r\nHost: portal\r\nCookie: ${'c'.repeat(40_000)}\r\n\r\n`);
    expect(res).toMatchObject({ status: 431, json: { msg: MSG.encabezadosDemasiadoGrandes } });
  });

  it('answers an unparsable request with 400 { msg }', async () => {
    const res = await rawExchange(port, 'HELLO\r\n\r\n');
    expect(res).toMatchObject({ status: 400, json: { msg: MSG.peticionInvalida } });
  });
});

describe('connection cap', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await startTestApp({ env: { SEED: 'false', HTTP_MAX_CONNECTIONS: '3' } });
    port = await listen(t);
  });
  afterAll(() => t.close());

  it('closes connections beyond HTTP_MAX_CONNECTIONS at once while the open ones keep working', async () => {
    // Connections that have not sent a request are not idle: nothing can be closed to make room for a fourth.
    const open = [new RawClient(port), new RawClient(port), new RawClient(port)];
    await Promise.all(open.map((c) => c.opened));

    const refused = new RawClient(port);
    await refused.closed;
    expect(refused.received.length).toBe(0);

    for (const client of open) expect((await client.request('/api/health')).status).toBe(200);
    // Answered, they are idle keep-alives: near the cap the longest idle one is closed, so a new client gets in.
    const next = new RawClient(port);
    expect((await next.request('/api/health')).status).toBe(200);
    for (const client of [...open, next]) client.socket.destroy();
  });
});
