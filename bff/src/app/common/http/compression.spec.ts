import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/test-app';

describe('API responses on the wire', () => {
  let t: TestApp;
  let admin: string;
  const inject = (method: 'GET' | 'POST', url: string, encoding: string, payload?: unknown) =>
    t.app
      .getHttpAdapter()
      .getInstance()
      .inject({
        method,
        url,
        payload: payload === undefined ? undefined : JSON.stringify(payload),
        headers: { authorization: `Bearer ${admin}`, 'accept-encoding': encoding, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
      });

  beforeAll(async () => {
    t = await startTestApp();
    admin = (await t.roleTokens()).admin;
  });
  afterAll(() => t.close());

  it('compresses JSON with brotli or gzip, as the client accepts', async () => {
    const plain = await inject('GET', '/api/campos', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await inject('GET', '/api/campos', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await inject('GET', '/api/campos', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small answers and the xlsx export (already a zip) as they are', async () => {
    expect((await inject('GET', '/api/health', 'br')).headers['content-encoding']).toBeUndefined();
    const xlsx = await inject('POST', '/api/tarjetas/export', 'br, gzip', { selectedOption: ['numero', 'descripcion'] });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-encoding']).toBeUndefined();
    // A zip archive starts with PK.
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
