import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { Logger } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG } from '@portal/shared/domain';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { DB, type Db } from '../database/database.types';
import { REINTENTAR_TODAS_S, TarjetasTodas } from './tarjetas-todas';
import { TarjetasRepository, type ClaveTarjeta, type TarjetaConClave } from './tarjetas.repository';

/** A promise with its resolve at hand: the tests hold a download in the middle with it. */
function deferred<T = void>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** GET over a real socket; `onData` sees each chunk and may destroy the request. */
function download(url: string, token: string, onData?: (req: http.ClientRequest) => void) {
  return new Promise<{ status?: number; text: string; complete: boolean }>((resolve) => {
    let text = '';
    let status: number | undefined;
    const req = http.get(`${url}/api/tarjetas`, { headers: { authorization: `Bearer ${token}` }, agent: false }, (res) => {
      status = res.statusCode;
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        text += c;
        onData?.(req);
      });
      res.on('end', () => resolve({ status, text, complete: res.complete }));
      res.on('error', () => resolve({ status, text, complete: false }));
    });
    req.on('error', () => resolve({ status, text, complete: false }));
  });
}

describe('GET /api/tarjetas without a query (all cards, streamed)', () => {
  let t: TestApp;
  let token: string;
  let repo: TarjetasRepository;
  let todas: TarjetasTodas;
  let url: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    // One download at a time and one waiting: the limit is visible with three requests.
    t = await startTestApp({ env: { ALL_CARDS_MAX_STREAMS: '1', ALL_CARDS_MAX_QUEUED: '1' } });
    token = (await t.roleTokens()).operario;
    repo = t.app.get(TarjetasRepository);
    todas = t.app.get(TarjetasTodas);
    todas.lote = 4;
    const db = t.app.get<Db>(DB);
    // Ties the batches must cross: cards sharing one fecha (ordered by id), and cards sharing one millisecond
    // apart by microseconds (the API's fecha cannot tell them apart; a keyset cut to milliseconds skips some).
    await db.execute(sql`insert into tarjetas (numero, color, prioridad, fecha, descripcion)
      select 900000 + g, 'Roja', 'Alta', '2030-01-01T00:00:00.000Z'::timestamptz, 'misma fecha ' || g from generate_series(1, 9) g`);
    await db.execute(sql`insert into tarjetas (numero, color, prioridad, fecha, descripcion)
      select 900100 + g, 'Azul', 'Media', '2029-06-01T12:00:00.123Z'::timestamptz + g * interval '1 microsecond', 'mismo milisegundo ' || g from generate_series(1, 9) g`);
    t.app.getHttpServer().on('connection', (s: Socket) => sockets.push(s));
    await t.app.listen(0, '127.0.0.1');
    url = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterEach(() => {
    vi.restoreAllMocks();
    todas.lote = 4;
  });
  afterAll(() => t.close());

  it('is byte for byte the old answer (JSON.stringify of the cards in fecha desc, id desc order) over many batches, yielding between them', async () => {
    const old = JSON.stringify(await repo.listDtos({}));
    let yielded = true;
    const lotes = vi.spyOn(repo, 'loteTodas').mockImplementation(async (despues: ClaveTarjeta | undefined, n: number) => {
      // A macrotask queued at the previous batch must have run before the next one is read.
      expect(yielded).toBe(true);
      yielded = false;
      setImmediate(() => (yielded = true));
      return TarjetasRepository.prototype.loteTodas.call(repo, despues, n);
    });
    const res = await t.get('/api/tarjetas', { token });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.text).toBe(old);
    const cards = JSON.parse(res.text) as { _id: string }[];
    expect(new Set(cards.map((c) => c._id)).size).toBe(cards.length);
    expect(lotes.mock.calls.length).toBe(Math.floor(cards.length / 4) + 1);
  });

  it('the xlsx export reads every card as well: its batches key on the exact fecha too', async () => {
    const ids: string[] = [];
    for await (const rows of repo.stream({}, 4)) ids.push(...rows.map((r) => r.id));
    expect(ids).toEqual((await repo.listDtos({})).map((c) => c._id));
  });

  it('is compressed like any JSON answer when the client accepts it', async () => {
    const plain = await t.get('/api/tarjetas', { token });
    const br = await t.app
      .getHttpAdapter()
      .getInstance()
      .inject({ method: 'GET', url: '/api/tarjetas', headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.text);
  });

  it('answers [] when there are no cards', async () => {
    vi.spyOn(repo, 'loteTodas').mockResolvedValueOnce([]);
    const res = await t.get('/api/tarjetas', { token });
    expect(res.status).toBe(200);
    expect(res.text).toBe('[]');
  });

  it('runs ALL_CARDS_MAX_STREAMS downloads at once, queues ALL_CARDS_MAX_QUEUED and refuses the next with 503 + Retry-After', async () => {
    const old = JSON.stringify(await repo.listDtos({}));
    const enMedio = deferred();
    const seguir = deferred();
    const leer = TarjetasRepository.prototype.loteTodas;
    let llamadas = 0;
    vi.spyOn(repo, 'loteTodas').mockImplementation(async (despues, n) => {
      // The first download's second batch waits: it is in the middle of its answer, holding the only place.
      if (++llamadas === 2) {
        enMedio.resolve();
        await seguir.promise;
      }
      return leer.call(repo, despues, n);
    });
    const primera = t.get('/api/tarjetas', { token });
    await enMedio.promise;
    const enCola = t.get('/api/tarjetas', { token });
    await vi.waitFor(() => expect(todas.limite.estado).toEqual({ enCurso: 1, enCola: 1 }));
    const rechazada = await t.get('/api/tarjetas', { token });
    expect(rechazada.status).toBe(503);
    expect(rechazada.body).toEqual({ msg: MSG.tarjetasTodasOcupado });
    expect(rechazada.headers['retry-after']).toBe(String(REINTENTAR_TODAS_S));
    // A page is no download: it is never queued.
    expect((await t.get('/api/tarjetas?page=0&pageSize=5', { token })).status).toBe(200);
    seguir.resolve();
    expect((await primera).text).toBe(old);
    expect((await enCola).text).toBe(old);
    await vi.waitFor(() => expect(todas.limite.estado).toEqual({ enCurso: 0, enCola: 0 }));
  });

  it('stops reading when the client goes away mid-download and gives its place to the next one', async () => {
    const old = JSON.stringify(await repo.listDtos({}));
    const enMedio = deferred();
    const seguir = deferred();
    const leer = TarjetasRepository.prototype.loteTodas;
    const despuesDe: (ClaveTarjeta | undefined)[] = [];
    vi.spyOn(repo, 'loteTodas').mockImplementation(async (despues, n) => {
      despuesDe.push(despues);
      if (despuesDe.length === 3) {
        enMedio.resolve();
        await seguir.promise;
      }
      return leer.call(repo, despues, n);
    });
    const antes = sockets.length;
    let cortada: Promise<void> | undefined;
    const primera = download(url, token, (req) => {
      cortada ??= enMedio.promise.then(() => void req.destroy());
    });
    await enMedio.promise;
    await cortada;
    // The server has seen the connection close before the held batch is released.
    const socket = sockets[antes];
    if (!socket.destroyed) await new Promise((r) => socket.once('close', r));
    seguir.resolve();
    expect((await primera).complete).toBe(false);
    // One place only: the next download gets it once the first one's reading has ended.
    const siguiente = await download(url, token);
    expect(siguiente.status).toBe(200);
    expect(siguiente.text).toBe(old);
    const lecturasDeLaPrimera = despuesDe.indexOf(undefined, 1);
    expect(lecturasDeLaPrimera).toBeGreaterThanOrEqual(3);
    expect(lecturasDeLaPrimera).toBeLessThanOrEqual(4);
    expect(JSON.parse(old).length / 4).toBeGreaterThan(10);
    await vi.waitFor(() => expect(todas.limite.estado).toEqual({ enCurso: 0, enCola: 0 }));
  });

  it('cuts the answer short and logs when a batch fails after the first byte; before it, answers { msg }', async () => {
    const log = vi.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const leer = TarjetasRepository.prototype.loteTodas;
    let llamadas = 0;
    vi.spyOn(repo, 'loteTodas').mockImplementation(async (despues, n) => {
      if (++llamadas === 3) throw new Error('lote roto');
      return leer.call(repo, despues, n) as Promise<TarjetaConClave[]>;
    });
    const cortada = await download(url, token);
    expect(cortada.status).toBe(200);
    expect(cortada.complete).toBe(false);
    expect(cortada.text.startsWith('[{')).toBe(true);
    expect(() => JSON.parse(cortada.text)).toThrow();
    expect(log.mock.calls.some((c) => String(c[0]).includes('lote roto'))).toBe(true);
    await vi.waitFor(() => expect(todas.limite.estado).toEqual({ enCurso: 0, enCola: 0 }));

    vi.spyOn(repo, 'loteTodas').mockRejectedValueOnce(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
    const antes = await t.get('/api/tarjetas', { token });
    expect(antes.status).toBe(503);
    expect(antes.body).toEqual({ msg: MSG.baseDeDatosNoDisponible });
    await vi.waitFor(() => expect(todas.limite.estado).toEqual({ enCurso: 0, enCola: 0 }));
  });
});
