import { connect, type AddressInfo, type Socket } from 'node:net';
import type { TestApp } from './test-app';

/** A raw TCP client: what the server wrote, and when it closed the connection. */
export class RawClient {
  readonly socket: Socket;
  readonly opened: Promise<void>;
  readonly closed: Promise<number>;
  private data = Buffer.alloc(0);
  private readonly started = Date.now();

  /** `localAddress` (e.g. 127.0.0.2: Linux routes all of 127/8 to loopback) makes it another client address. */
  constructor(port: number, localAddress?: string) {
    this.socket = connect({ port, host: '127.0.0.1', localAddress });
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
    return this.send(`GET ${path} HTTP/1.1\r\nHost: portal\r\nConnection: keep-alive\r\n\r\n`, path);
  }

  /** Writes raw bytes (the rest of a request) and waits for the complete response that follows. */
  async send(bytes: string | Buffer, what = 'the request'): Promise<{ status: number; body: string }> {
    const from = this.data.length;
    this.socket.write(bytes);
    for (let i = 0; i < 500; i++) {
      const parsed = parseResponse(this.data.subarray(from));
      if (parsed) return parsed;
      if (this.socket.destroyed) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`no complete response to ${what}: ${JSON.stringify(this.data.subarray(from).toString())}`);
  }
}

export function parseResponse(bytes: Buffer): { status: number; body: string; headers: string } | undefined {
  const end = bytes.indexOf('\r\n\r\n');
  if (end < 0) return undefined;
  const head = bytes.subarray(0, end).toString('latin1');
  const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
  const body = bytes.subarray(end + 4);
  if (body.length < length) return undefined;
  return { status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body: body.subarray(0, length).toString('utf8') };
}

/** Writes raw bytes on a new connection and resolves with the response once the server closes it. */
export async function rawExchange(port: number, data: string) {
  const client = new RawClient(port);
  await client.opened;
  client.socket.write(data);
  await client.closed;
  const res = parseResponse(client.received);
  if (!res) throw new Error(`no response: ${JSON.stringify(client.received.subarray(0, 200).toString())}`);
  return { ...res, json: JSON.parse(res.body) as unknown };
}

/** Starts the app on an ephemeral loopback port (real sockets, unlike inject) and returns the port. */
export async function listen(t: TestApp): Promise<number> {
  await t.app.listen(0, '127.0.0.1');
  return (t.app.getHttpServer().address() as AddressInfo).port;
}
