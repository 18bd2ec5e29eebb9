import { createServer } from 'node:http';
import Fastify from 'fastify';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { guardConnections } from '../app/common/http/connection-guard';
import { PortInUseError, reservePort } from './port-reservation';

const starting = (_req: unknown, res: import('node:http').ServerResponse) => {
  res.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ msg: 'iniciando' }));
};

describe('port reservation', () => {
  it('answers while reserved and refuses a second reservation of the same port', async () => {
    const reserved = await reservePort(0, '127.0.0.1', starting);
    const url = `http://127.0.0.1:${reserved.address.port}`;
    const res = await fetch(`${url}/api/health`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ msg: 'iniciando' });
    await expect(reservePort(reserved.address.port, '127.0.0.1', starting)).rejects.toThrow(
      new PortInUseError('127.0.0.1', reserved.address.port, 'EADDRINUSE'),
    );
    await reserved.close();
    const again = await reservePort(reserved.address.port, '127.0.0.1', starting);
    await again.close();
  });

  it('hands the listening socket to Fastify: same port, now served by the app, freed when the app closes', async () => {
    const reserved = await reservePort(0, '127.0.0.1', starting);
    const { port } = reserved.address;
    const app = Fastify();
    app.get('/api/health', async () => ({ status: 'ok' }));
    await app.listen(reserved.listenOptions());
    reserved.handOver();
    expect(app.server.address()).toMatchObject({ port });
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok' });
    }
    expect(() => reserved.listenOptions()).toThrow();
    await app.close();
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    const again = await reservePort(port, '127.0.0.1', starting);
    await again.close();
  });

  it('binds one address for a host name, and hands Fastify that address (localhost is not bound twice)', async () => {
    const reserved = await reservePort(0, 'localhost', starting);
    expect(reserved.listenOptions().host).toBe(reserved.address.address);
    const app = Fastify();
    await app.listen(reserved.listenOptions());
    reserved.handOver();
    expect(app.addresses()).toEqual([reserved.address]);
    await app.close();
  });

  it('also hands over to a plain node:http server', async () => {
    const reserved = await reservePort(0, '127.0.0.1', starting);
    const server = createServer((_req, res) => res.end('real'));
    await new Promise<void>((resolve) => server.listen(reserved.listenOptions(), resolve));
    reserved.handOver();
    expect(await (await fetch(`http://127.0.0.1:${reserved.address.port}/`)).text()).toBe('real');
    await new Promise((resolve) => server.close(resolve));
  });

  it('applies the connection limits while starting: a full address is refused, another is answered', async () => {
    const reserved = await reservePort(0, '127.0.0.1', starting, (server) =>
      guardConnections(server, { maxConnections: 100, maxConnectionsPerIp: 1 }, () => false),
    );
    const { port } = reserved.address;
    const held = connect({ port, host: '127.0.0.1', localAddress: '127.0.0.21' });
    await new Promise((r) => held.once('connect', r));
    const refused = connect({ port, host: '127.0.0.1', localAddress: '127.0.0.21' }).on('error', () => undefined);
    await new Promise((r) => refused.once('close', r));
    const other = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(other.status).toBe(503);
    held.destroy();
    await reserved.close();
  });
});
