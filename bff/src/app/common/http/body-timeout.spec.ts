import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@portal/shared/domain';
import { listen, parseResponse, RawClient } from '../../../../test/raw-http';
import { startTestApp, type TestApp } from '../../../../test/test-app';
import { multipart, png } from '../../../../test/uploads';

const clients: RawClient[] = [];
afterEach(() => {
  for (const c of clients.splice(0)) c.socket.destroy();
});

/** Sends a request head and the first part of its body; the rest is left to the test. */
async function startRequest(port: number, head: string[], bodyStart: string | Buffer) {
  const c = new RawClient(port);
  clients.push(c);
  await c.opened;
  c.socket.write(`${head.join('\r\n')}\r\n\r\n`);
  c.socket.write(bodyStart);
  return c;
}

/**
 * The short body timeout (300 ms here) against the whole-request one (10 min here: without the short one, every
 * slow body below would be held past the test's own timeout). Gaps of 1 s are clearly longer than the short
 * timeout and clearly shorter than the long one; a busy machine only makes them longer.
 */
describe('request bodies: short timeout unless an authenticated multipart upload', () => {
  let t: TestApp;
  let port: number;
  let token: string;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'portal-body-timeout-'));
    t = await startTestApp({ env: { CLOUDINARY_URL: '', HTTP_BODY_TIMEOUT_MS: '300', HTTP_REQUEST_TIMEOUT_MS: '600000' }, dataDir });
    token = (await t.roleTokens()).operario;
    port = await listen(t);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('cuts a login whose body trickles in (a byte at a time) with 408 { msg } and closes the socket', async () => {
    const c = await startRequest(port, ['POST /api/auth HTTP/1.1', 'Host: portal', 'Content-Type: application/json', 'Content-Length: 100000'], '{');
    const trickle = setInterval(() => c.socket.writable && c.socket.write(' '), 50);
    await c.closed;
    clearInterval(trickle);
    const res = parseResponse(c.received);
    expect(res?.status).toBe(408);
    expect(JSON.parse(res!.body)).toEqual({ msg: MSG.peticionDemorada });
    expect(res!.headers).toContain('x-content-type-options: nosniff');
  });

  it('cuts a slow JSON body of a logged-in user too', async () => {
    const c = await startRequest(
      port,
      ['POST /api/tarjetas HTTP/1.1', 'Host: portal', `Authorization: Bearer ${token}`, 'Content-Type: application/json', 'Content-Length: 500'],
      '{"descripcion":',
    );
    await c.closed;
    expect(parseResponse(c.received)?.status).toBe(408);
  });

  it("lets a logged-in user's slow photo upload finish, and cuts the same upload without a login", async () => {
    const { payload, headers } = multipart('file', 'foto.png', png(4096));
    const head = (auth: string[]) => [
      'POST /api/uploads HTTP/1.1',
      'Host: portal',
      `Content-Type: ${headers['content-type']}`,
      `Content-Length: ${payload.length}`,
      ...auth,
    ];
    const half = payload.length >> 1;
    const anonymous = await startRequest(port, head([]), payload.subarray(0, half));
    const user = await startRequest(port, head([`Authorization: Bearer ${token}`]), payload.subarray(0, half));

    // Refused (401, or 408 if the short timeout came first on a busy machine) and closed while its body is unfinished.
    await anonymous.closed;
    expect([401, 408]).toContain(parseResponse(anonymous.received)?.status);

    await new Promise((r) => setTimeout(r, 1_000));
    expect(user.socket.destroyed).toBe(false);
    const res = await user.send(payload.subarray(half), 'the upload');
    expect(res.status).toBe(201);
    expect(JSON.parse(res.body)).toHaveProperty('secure_url');
  });
});
