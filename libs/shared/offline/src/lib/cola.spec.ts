import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envioDePrueba as envio } from '../testing';
import { encolarTarjeta, listarPendientes, obtenerPendiente, quitarPendiente, suscribirCambios } from './cola';

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

describe('the offline queue', () => {
  it('keeps each user’s cards apart, oldest first, and removes one by its key', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
    await encolarTarjeta(envio('b'), 'u1');
    vi.setSystemTime(new Date('2026-11-23T09:00:00Z'));
    await encolarTarjeta(envio('a'), 'u1');
    await encolarTarjeta(envio('c'), 'u2');
    vi.useRealTimers();

    expect((await listarPendientes('u1')).map((p) => p.key)).toEqual(['a', 'b']);
    expect((await listarPendientes('u2')).map((p) => p.key)).toEqual(['c']);
    expect(await obtenerPendiente('b')).toMatchObject({
      key: 'b',
      userId: 'u1',
      estado: 'pendiente',
      intentos: 0,
      creadaEn: '2026-11-23T10:00:00.000Z',
      payload: { descripcion: 'Pérdida de aceite b' },
    });

    await quitarPendiente('a');
    expect((await listarPendientes('u1')).map((p) => p.key)).toEqual(['b']);
    expect(await obtenerPendiente('a')).toBeUndefined();
  });

  it('tells subscribers about every change, and stops once unsubscribed', async () => {
    const listener = vi.fn();
    const desuscribir = suscribirCambios(listener);
    await encolarTarjeta(envio('a'), 'u1');
    await quitarPendiente('a');
    expect(listener).toHaveBeenCalledTimes(2);
    desuscribir();
    await encolarTarjeta(envio('b'), 'u1');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
