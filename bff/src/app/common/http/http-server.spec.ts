import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@portal/shared/domain';
import { startTestApp, type TestApp } from '../../../../test/test-app';

/** A raw TCP client: what the server wrote, and when it closed the connection. */
class RawClient {
  readonly socket: Socket;
  readonly opened: Promise<void>;
  readonly closed: Promise<number>;
  private data = Buffer.alloc(0);
  private readonly started = Date.now();

  constructor(port: number) {
    this.socket = connect(port, '127.0.0.1');
    this.socket.on('data', (chunk: Buffer) => (this.data = Buffer.concat([this.data, chunk])));
    this.socket.on('error', () => undefined); // a refused connection may be reset
    this.opened = new Promise((resolve) => this.socket.once('connect', () => resolve()));
    this.closed = new Promise((resolve) => this.socket.once('close', () => resolve(Date.now() - this.started)));
  }

  get received(): Buffer {
    return this.data;
  }

  /** Sends one keep-alive request and waits for its complete response. */
  async request(path: string): Promise<{ status: number; body: string }> {
    const from = this.data.length;
    this.socket.write(`GET ${path} HTTP/1.1\r\nHost: portal\r\nConnection: keep-alive\r\n\r\n`);
    for (let i = 0; i < 200; i++) {
      const parsed = parseResponse(this.data.subarray(from));
      if (parsed) return parsed;
      if (this.socket.destroyed) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`no complete response to ${path}: ${JSON.stringify(this.data.subarray(from).toString())}`);
  }
}

function parseResponse(bytes: Buffer): { status: number; body: string; headers: string } | undefined {
  const end = bytes.indexOf('\r\n\r\n');
  if (end < 0) return undefined;
  const head = bytes.subarray(0, end).toString('latin1');
  const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
  const body = bytes.subarray(end + 4);
  if (body.length < length) return undefined;
  return { status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body: body.subarray(0, length).toString('utf8') };
}

/** Writes raw bytes on a new connection and resolves with the response once the server closes it. */
async function rawExchange(port: number, data: string) {
  const client = new RawClient(port);
  await client.opened;
  client.socket.write(data);
  await client.closed;
  const res = parseResponse(client.received);
  if (!res) throw new Error(`no response: ${JSON.stringify(client.received.subarray(0, 200).toString())}`);
  return { ...res, json: JSON.parse(res.body) as unknown };
}

async function listen(t: TestApp): Promise<number> {
  await t.app.listen(0, '127.0.0.1');
  return (t.app.getHttpServer().address() as AddressInfo).port;
}

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
    const open = [new RawClient(port), new RawClient(port), new RawClient(port)];
    for (const client of open) expect((await client.request('/api/health')).status).toBe(200);

    const refused = new RawClient(port);
    expect(await refused.closed).toBeLessThan(2_000);
    expect(refused.received.length).toBe(0);

    for (const client of open) expect((await client.request('/api/health')).status).toBe(200);

    open[0].socket.destroy();
    await open[0].closed;
    // The server counts the freed slot once it has seen the close.
    await new Promise((r) => setTimeout(r, 100));
    const next = new RawClient(port);
    expect((await next.request('/api/health')).status).toBe(200);
    for (const client of [...open, next]) client.socket.destroy();
  });
});
