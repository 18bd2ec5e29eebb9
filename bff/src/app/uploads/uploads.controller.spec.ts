import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_IMAGEN_BYTES, MSG, type Tarjeta } from '@portal/shared/domain';
import { OPERARIO_USER } from '../../db/seed/demo-users';
import { FakeClock, startTestApp, type TestApp } from '../../../test/test-app';
import { JPEG, multipart, png, upload, WEBP } from '../../../test/uploads';
import { UploadsCleanupService } from './uploads-cleanup.service';

interface StandIn {
  server: import('node:http').Server;
  received: { url?: string; body: string }[];
}

// The SDK picks http or https from CLOUDINARY_URL's upload_prefix when it is first loaded: the stand-in
// listens (on a free port) and the variable is set before the imports.
const standIn: StandIn = await vi.hoisted(async () => {
  const { createServer } = await import('node:http');
  const received: StandIn['received'] = [];
  let n = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ url: req.url, body: Buffer.concat(chunks).toString('latin1') });
      res.writeHead(200, { 'content-type': 'application/json' });
      if (req.url?.endsWith('/image/destroy')) {
        res.end(JSON.stringify({ result: 'ok' }));
        return;
      }
      n++;
      res.end(JSON.stringify({ public_id: `portal/abc${n}`, secure_url: `https://res.cloudinary.com/demo-cloud/image/upload/v1/portal/abc${n}.png` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as import('node:net').AddressInfo;
  process.env.CLOUDINARY_URL = `cloudinary://key123:secret456@demo-cloud?upload_prefix=http://127.0.0.1:${port}`;
  return { server, received };
});

const roja = {
  descripcion: 'x',
  reparacion: 'Con maquina parada',
  color: 'Roja',
  detecto: 'Carla',
  prioridad: 'Baja',
  familia: '1 - Pequeñas Deficiencia',
  maquina: 'Calandra 1',
  parteMaquina: 'Reductor',
  equipo: 'Calandrado',
  riesgoInicial: 'MO: MODERADO',
  tipodeRiesgo: 'R - Riesgo mecánico',
};
const LOCAL_PATH = /^\/uploads\/[0-9a-f-]{36}\.png$/;
const ATTACKER = { host: 'attacker.example' };

describe('POST /api/uploads, local storage', () => {
  let t: TestApp;
  let token: string;
  let dataDir: string;
  const files = () => readdirSync(join(dataDir, 'uploads')).sort();
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'portal-uploads-'));
    t = await startTestApp({ env: { CLOUDINARY_URL: '' }, dataDir });
    token = (await t.login(OPERARIO_USER.legajo, OPERARIO_USER.pin)).token;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers a relative /uploads/ path whatever the Host says, serves it, and a card stores that path', async () => {
    const res = await upload(t, token, multipart('file', 'foto.png', png()), ATTACKER);
    expect(res.status).toBe(201);
    expect(res.body.secure_url).toMatch(LOCAL_PATH);
    expect(files()).toEqual([res.body.secure_url.slice('/uploads/'.length)]);
    const got = await t.get(res.body.secure_url);
    expect(got.status).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    const card = (await t.post<Tarjeta>('/api/tarjetas', roja, { token })).body;
    const attached = await t.post<Tarjeta>('/api/tarjetas/agregarimagen', { _id: card._id, imagenUrl: res.body.secure_url }, { token, headers: ATTACKER });
    expect(attached.status).toBe(200);
    expect(attached.body.imagenUrl).toBe(res.body.secure_url);
    expect((await t.get<Tarjeta>(`/api/tarjetas/${card._id}`, { token })).body.imagenUrl).not.toContain('attacker.example');
  });

  it('detects JPEG and WebP by content', async () => {
    expect((await upload(t, token, multipart('file', 'a.bin', JPEG, 'application/octet-stream'))).body.secure_url).toMatch(/\.jpg$/);
    expect((await upload(t, token, multipart('file', 'a', WEBP))).body.secure_url).toMatch(/\.webp$/);
  });

  it('refuses a text file renamed .png, a missing file, more than 10 MB and no token, writing nothing', async () => {
    const before = files();
    expect(await upload(t, token, multipart('file', 'foto.png', Buffer.from('hola, no soy una imagen')))).toMatchObject({
      status: 400,
      body: { msg: MSG.archivoTipoInvalido },
    });
    expect(await upload(t, token, multipart('otro', 'foto.png', png()))).toMatchObject({ status: 400, body: { msg: MSG.archivoRequerido } });
    expect(await upload(t, token, multipart('file', 'big.png', png(MAX_IMAGEN_BYTES + 1)))).toMatchObject({
      status: 413,
      body: { msg: MSG.archivoDemasiadoGrande },
    });
    expect((await upload(t, undefined, multipart('file', 'foto.png', png()))).status).toBe(401);
    expect((await t.post('/api/uploads', { file: 'x' }, { token })).body).toEqual({ msg: MSG.archivoRequerido });
    expect(files()).toEqual(before);
    expect((await upload(t, token, multipart('file', 'ok.png', png(MAX_IMAGEN_BYTES)))).status).toBe(201);
  });

  it('serves only generated names', async () => {
    expect((await t.get('/uploads/0620e496-684b-4143-94ea-59844f280cbb.png')).status).toBe(404);
    expect((await t.get('/uploads/..%2Fjwt-secret')).status).toBe(404);
  });
});

describe('POST /api/uploads with PUBLIC_URL', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp({ env: { CLOUDINARY_URL: '', PUBLIC_URL: 'https://portal.example.com/' } });
    token = (await t.login(OPERARIO_USER.legajo, OPERARIO_USER.pin)).token;
  });
  afterAll(() => t.close());

  it('builds the image URL on PUBLIC_URL, never on the Host, and refuses the same file named on another host', async () => {
    const res = await upload(t, token, multipart('file', 'foto.png', png()), ATTACKER);
    expect(res.body.secure_url).toMatch(/^https:\/\/portal\.example\.com\/uploads\/[0-9a-f-]{36}\.png$/);
    const card = (await t.post<Tarjeta>('/api/tarjetas', roja, { token })).body;
    const name = res.body.secure_url.slice(res.body.secure_url.lastIndexOf('/') + 1);
    for (const imagenUrl of [`http://attacker.example/uploads/${name}`, `/uploads/${name}`]) {
      expect(await t.post('/api/tarjetas/agregarimagen', { _id: card._id, imagenUrl }, { token, headers: ATTACKER })).toMatchObject({
        status: 400,
        body: { msg: MSG.imagenUrlInvalida },
      });
    }
    expect(
      (await t.post<Tarjeta>('/api/tarjetas/agregarimagen', { _id: card._id, imagenUrl: res.body.secure_url }, { token, headers: ATTACKER })).body.imagenUrl,
    ).toBe(res.body.secure_url);
  });
});

describe('POST /api/uploads, Cloudinary (local stand-in)', () => {
  let t: TestApp;
  let token: string;
  const clock = new FakeClock();
  const received = standIn.received;
  beforeAll(async () => {
    t = await startTestApp({ env: { CLOUDINARY_URL: process.env.CLOUDINARY_URL }, clock });
    token = (await t.login(OPERARIO_USER.legajo, OPERARIO_USER.pin)).token;
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => standIn.server.close(resolve));
  });

  it('uploads through the SDK and answers its secure_url, which a card accepts', async () => {
    const res = await upload(t, token, multipart('file', 'foto.png', png()), ATTACKER);
    expect(res).toMatchObject({ status: 201, body: { secure_url: 'https://res.cloudinary.com/demo-cloud/image/upload/v1/portal/abc1.png' } });
    expect(received).toHaveLength(1);
    expect(received[0].url).toBe('/v1_1/demo-cloud/image/upload');
    expect(received[0].body).toContain('key123');
    const card = (await t.post<Tarjeta>('/api/tarjetas', roja, { token })).body;
    expect((await t.post('/api/tarjetas/agregarimagen', { _id: card._id, imagenUrl: res.body.secure_url }, { token })).status).toBe(200);
    const other = (await t.post<Tarjeta>('/api/tarjetas', roja, { token })).body;
    for (const imagenUrl of [
      '/uploads/0620e496-684b-4143-94ea-59844f280cbb.png',
      'https://res.cloudinary.com/demo-cloud/image/upload/v1/portal/never-uploaded.png',
    ]) {
      expect(await t.post('/api/tarjetas/agregarimagen', { _id: other._id, imagenUrl }, { token })).toMatchObject({
        status: 400,
        body: { msg: MSG.imagenUrlInvalida },
      });
    }
  });

  it('still refuses a non-image before calling Cloudinary', async () => {
    const calls = received.length;
    expect(await upload(t, token, multipart('file', 'x.png', Buffer.from('texto')))).toMatchObject({ status: 400, body: { msg: MSG.archivoTipoInvalido } });
    expect(received).toHaveLength(calls);
  });

  it("the cleanup destroys a deleted card's asset and a never-attached one past the grace period, and keeps attached ones", async () => {
    const admin = (await t.login('1000', '100000')).token;
    const kept = (await upload(t, token)).body.secure_url;
    const gone = (await upload(t, token)).body.secure_url;
    const unattached = (await upload(t, token)).body.secure_url;
    const [a, b] = [(await t.post<Tarjeta>('/api/tarjetas', roja, { token })).body, (await t.post<Tarjeta>('/api/tarjetas', roja, { token })).body];
    await t.post('/api/tarjetas/agregarimagen', { _id: a._id, imagenUrl: kept }, { token });
    await t.post('/api/tarjetas/agregarimagen', { _id: b._id, imagenUrl: gone }, { token });
    expect((await t.delete(`/api/tarjetas/${b._id}`, { token: admin })).status).toBe(200);
    clock.advance(25 * 3_600_000);
    await t.app.get(UploadsCleanupService).run();
    const destroyed = received.filter((r) => r.url === '/v1_1/demo-cloud/image/destroy').map((r) => /name="public_id"\r\n\r\n([^\r]+)/.exec(r.body)?.[1]);
    const id = (url: string) => /portal\/abc\d+/.exec(url)![0];
    expect(destroyed.sort()).toEqual([id(gone), id(unattached)].sort());
    expect(destroyed).not.toContain(id(kept));
    expect((await t.get<Tarjeta>(`/api/tarjetas/${a._id}`, { token })).body.imagenUrl).toBe(kept);
  });
});
