import 'fake-indexeddb/auto';
import { Blob as NodeBlob } from 'node:buffer';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '@portal/shared/domain';
import type { EnvioEjecucionCil } from '@portal/shared/data-access';
import { envioDePrueba } from '../testing';
import { encolarTarjeta } from './cola';
import { encolarEjecucionCil, guardarBorradorCil, leerBorradorCil, listarRutinasPendientes, marcarTarjetaCil } from './colaCil';
import { sincronizarPendientes } from './sincronizar';

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const rutina = (key: string, foto?: Blob): EnvioEjecucionCil => ({
  key,
  maquinaId: 'm1',
  maquina: 'Prensa 1',
  iniciadaEn: '2026-11-29T10:00:00.000Z',
  terminadaEn: '2026-11-29T10:12:00.000Z',
  minutos: 12,
  resultados: [
    { punto: 'p1', resultado: 'ok', comentario: '', motivo: '', tarjetaKey: null },
    { punto: 'p2', resultado: 'no_ok', comentario: 'Nivel bajo', motivo: '', tarjetaKey: 'card-1', ...(foto ? { foto } : {}) },
  ],
});

/** A fake BFF: one run per Idempotency-Key, the network down while `caida` says so. */
function servidor() {
  const llamadas: { url: string; key: string | null; body?: unknown }[] = [];
  const estado = { caida: false, subidas: 0 };
  const fetchFn = vi.fn(async (url: string, init: RequestInit) => {
    if (estado.caida) throw new TypeError('Failed to fetch');
    const key = new Headers(init.headers).get(IDEMPOTENCY_KEY_HEADER);
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    llamadas.push({ url, key, body });
    if (url === '/api/uploads') return Response.json({ secure_url: `/uploads/f${++estado.subidas}.jpg` }, { status: 201 });
    if (url === '/api/tarjetas') return Response.json({ _id: `t-${key}`, color: 'Roja', numero: 7 }, { status: 201 });
    return Response.json({ _id: `e-${key}`, maquina: 'Prensa 1', resultados: [] }, { status: 201 });
  });
  return { fetchFn: fetchFn as unknown as typeof fetch, llamadas, estado };
}

describe('the CIL routine queue (issue 26 §1)', () => {
  it('keeps a run offline, then sends the card first and the run once, its photo uploaded once, with its Idempotency-Key', async () => {
    // IndexedDB stores a browser's Blob; jsdom's cannot be cloned, Node's can (and jsdom's FormData only takes its own).
    vi.stubGlobal(
      'FormData',
      class {
        append() {}
      },
    );
    const s = servidor();
    await encolarTarjeta({ ...envioDePrueba('card-1') }, 'u1');
    await encolarEjecucionCil(rutina('run-1', new NodeBlob(['jpeg']) as unknown as Blob), 'u1');
    await encolarEjecucionCil(rutina('run-otro'), 'u2');
    s.estado.caida = true;
    const fuera = await sincronizarPendientes({ token: 't', userId: 'u1', fetchFn: s.fetchFn });
    expect([fuera.enviadas.length, fuera.rutinas.length]).toEqual([0, 0]);
    expect((await listarRutinasPendientes('u1')).map((r) => [r.key, r.estado, r.intentos])).toEqual([['run-1', 'pendiente', 1]]);

    s.estado.caida = false;
    const r = await sincronizarPendientes({ token: 't', userId: 'u1', fetchFn: s.fetchFn });
    expect(r.rutinas.map((e) => e._id)).toEqual(['e-run-1']);
    expect(s.llamadas.map((l) => [l.url, l.key])).toEqual([
      ['/api/tarjetas', 'card-1'],
      ['/api/uploads', null],
      ['/api/cil/ejecuciones', 'run-1'],
    ]);
    expect((s.llamadas[2].body as { resultados: { foto: string | null; tarjetaKey: string | null }[] }).resultados).toMatchObject([
      { foto: null, tarjetaKey: null },
      { foto: '/uploads/f1.jpg', tarjetaKey: 'card-1' },
    ]);
    expect(await listarRutinasPendientes('u1')).toEqual([]);
    expect((await listarRutinasPendientes('u2')).length).toBe(1);
    // Nothing left: a second run sends nothing.
    await sincronizarPendientes({ token: 't', userId: 'u1', fetchFn: s.fetchFn });
    expect(s.llamadas.length).toBe(3);
  });

  it('a run the server refuses stays, with its message, until sent again on purpose', async () => {
    const fetchFn = vi.fn(async () =>
      Response.json({ msg: 'Un punto de la rutina no es de esa máquina o fue dado de baja' }, { status: 400 }),
    ) as unknown as typeof fetch;
    await encolarEjecucionCil(rutina('run-2'), 'u1');
    const r = await sincronizarPendientes({ token: 't', userId: 'u1', fetchFn });
    expect(r.rechazadas).toBe(1);
    expect((await listarRutinasPendientes('u1'))[0]).toMatchObject({
      estado: 'rechazada',
      msg: 'Un punto de la rutina no es de esa máquina o fue dado de baja',
    });
    await sincronizarPendientes({ token: 't', userId: 'u1', fetchFn });
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  it('a routine under way keeps its answers per user and machine, and links the card raised from a point', async () => {
    await guardarBorradorCil({
      userId: 'u1',
      maquinaId: 'm1',
      maquina: 'Prensa 1',
      key: 'run-3',
      iniciadaEn: 'x',
      resultados: { p2: { resultado: 'no_ok', comentario: '', motivo: '' } },
    });
    expect(await marcarTarjetaCil('u1', 'm1', 'p2', 'card-9')).toBe(true);
    expect(await marcarTarjetaCil('u1', 'm1', 'p3', 'card-9')).toBe(false);
    expect(await marcarTarjetaCil('u2', 'm1', 'p2', 'card-9')).toBe(false);
    expect((await leerBorradorCil('u1', 'm1'))?.resultados.p2.tarjetaKey).toBe('card-9');
    expect(await leerBorradorCil('u2', 'm1')).toBeUndefined();
  });
});
