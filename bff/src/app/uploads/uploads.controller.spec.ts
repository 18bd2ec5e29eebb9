import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_IMAGEN_BYTES, MSG, type Tarjeta, type UploadResponse } from '@portal/shared/domain';
import { OPERARIO_USER } from '../../db/seed/demo-users';
import { startTestApp, type TestApp } from '../../../test/test-app';

// The SDK picks http or https from CLOUDINARY_URL's upload_prefix when it is first loaded: set it before the imports.
const STAND_IN_PORT = vi.hoisted(() => {
  const port = 41000 + Math.floor(Math.random() * 9000);
  process.env.CLOUDINARY_URL = `cloudinary://key123:secret456@demo-cloud?upload_prefix=http://127.0.0.1:${port}`;
  return port;
});

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(32, 3)]);

function multipart(field: string, filename: string, data: Buffer, type = 'image/png') {
  const boundary = '----portal-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(t: TestApp, token: string | undefined, body: { payload: Buffer; headers: Record<string, string> }) {
  const res = await t.app.getHttpAdapter().getInstance().inject({ method: 'POST', url: '/api/uploads', headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) }, payload: body.payload });
  return { status: res.statusCode, body: res.json() as UploadResponse & { msg?: string } };
}

const roja = { descripcion: 'x', reparacion: 'Con maquina parada', color: 'Roja', detecto: 'Carla', prioridad: 'Baja', familia: '1 - Pequeñas Deficiencia', maquina: 'Calandra 1', parteMaquina: 'Reductor', equipo: 'Calandrado', riesgoInicial: 'MO: MODERADO', tipodeRiesgo: 'R - Riesgo mecánico' };

describe('POST /api/uploads, local storage', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp({ env: { CLOUDINARY_URL: '' } });
    token = (await t.login(OPERARIO_USER.legajo, OPERARIO_USER.pin)).token;
  });
  afterAll(() => t.close());

  it('stores a PNG, serves it with its type and nosniff, and lets a card attach it', async () => {
    const res = await upload(t, token, multipart('file', 'foto.png', PNG));
    expect(res.status).toBe(201);
    expect(res.body.secure_url).toMatch(/^http:\/\/localhost:80\/uploads\/[0-9a-f-]{36}\.png$/);
    const path = new URL(res.body.secure_url).pathname;
    const got = await t.get(path);
    expect(got.status).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    const card = (await t.post<Tarjeta>('/api/tarjetas', roja, { token })).body;
    expect((await t.post<Tarjeta>('/api/tarjetas/agregarimagen', { _id: card._id, imagenUrl: res.body.secure_url }, { token })).body.imagenUrl).toBe(res.body.secure_url);
  });

  it('detects JPEG and WebP by content', async () => {
    expect((await upload(t, token, multipart('file', 'a.bin', JPEG, 'application/octet-stream'))).body.secure_url).toMatch(/\.jpg$/);
    expect((await upload(t, token, multipart('file', 'a', WEBP))).body.secure_url).toMatch(/\.webp$/);
  });

  it('refuses a text file renamed .png, a missing file, more than 10 MB and no token', async () => {
    expect(await upload(t, token, multipart('file', 'foto.png', Buffer.from('hola, no soy una imagen')))).toEqual({ status: 400, body: { msg: MSG.archivoTipoInvalido } });
    expect(await upload(t, token, multipart('otro', 'foto.png', PNG))).toEqual({ status: 400, body: { msg: MSG.archivoRequerido } });
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_IMAGEN_BYTES + 1 - PNG.length)]);
    expect(await upload(t, token, multipart('file', 'big.png', big))).toEqual({ status: 413, body: { msg: MSG.archivoDemasiadoGrande } });
    const exact = Buffer.concat([PNG, Buffer.alloc(MAX_IMAGEN_BYTES - PNG.length)]);
    expect((await upload(t, token, multipart('file', 'ok.png', exact))).status).toBe(201);
    expect((await upload(t, undefined, multipart('file', 'foto.png', PNG))).status).toBe(401);
    expect((await t.post('/api/uploads', { file: 'x' }, { token })).body).toEqual({ msg: MSG.archivoRequerido });
  });

  it('serves only generated names', async () => {
    expect((await t.get('/uploads/0620e496-684b-4143-94ea-59844f280cbb.png')).status).toBe(404);
    expect((await t.get('/uploads/..%2Fjwt-secret')).status).toBe(404);
  });
});

describe('POST /api/uploads, Cloudinary (local stand-in)', () => {
  let t: TestApp;
  let token: string;
  let server: Server;
  const received: { url?: string; body: string }[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({ url: req.url, body: Buffer.concat(chunks).toString('latin1') });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ public_id: 'portal/abc', secure_url: 'https://res.cloudinary.com/demo-cloud/image/upload/v1/portal/abc.png' }));
      });
    });
    await new Promise<void>((resolve) => server.listen(STAND_IN_PORT, '127.0.0.1', resolve));
    t = await startTestApp({ env: { CLOUDINARY_URL: process.env.CLOUDINARY_URL } });
    token = (await t.login(OPERARIO_USER.legajo, OPERARIO_USER.pin)).token;
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('uploads through the SDK and answers its secure_url, which a card accepts', async () => {
    const res = await upload(t, token, multipart('file', 'foto.png', PNG));
    expect(res).toEqual({ status: 201, body: { secure_url: 'https://res.cloudinary.com/demo-cloud/image/upload/v1/portal/abc.png' } });
    expect(received).toHaveLength(1);
    expect(received[0].url).toBe('/v1_1/demo-cloud/image/upload');
    expect(received[0].body).toContain('key123');
    const card = (await t.post<Tarjeta>('/api/tarjetas', roja, { token })).body;
    expect((await t.post('/api/tarjetas/agregarimagen', { _id: card._id, imagenUrl: res.body.secure_url }, { token })).status).toBe(200);
    expect((await t.post('/api/tarjetas/agregarimagen', { _id: card._id, imagenUrl: 'http://localhost:80/uploads/0620e496-684b-4143-94ea-59844f280cbb.png' }, { token })).status).toBe(400);
  });

  it('still refuses a non-image before calling Cloudinary', async () => {
    expect(await upload(t, token, multipart('file', 'x.png', Buffer.from('texto')))).toEqual({ status: 400, body: { msg: MSG.archivoTipoInvalido } });
    expect(received).toHaveLength(1);
  });
});
