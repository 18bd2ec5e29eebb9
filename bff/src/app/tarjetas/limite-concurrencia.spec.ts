import { describe, expect, it } from 'vitest';
import { LimiteConcurrencia } from './limite-concurrencia';

describe('LimiteConcurrencia', () => {
  it('gives places up to the maximum, queues in arrival order up to the queue size and refuses beyond', async () => {
    const limite = new LimiteConcurrencia(1, 2);
    const primero = await limite.tomar();
    const orden: string[] = [];
    const segundo = limite.tomar().then((l) => (orden.push('segundo'), l));
    const tercero = limite.tomar().then((l) => (orden.push('tercero'), l));
    expect(await limite.tomar()).toBeUndefined();
    expect(limite.estado).toEqual({ enCurso: 1, enCola: 2 });
    primero?.();
    primero?.(); // twice: still one place handed on
    (await segundo)?.();
    (await tercero)?.();
    expect(orden).toEqual(['segundo', 'tercero']);
    expect(limite.estado).toEqual({ enCurso: 0, enCola: 0 });
  });

  it('a waiter whose client left gives its place in the queue back', async () => {
    const limite = new LimiteConcurrencia(1, 1);
    const primero = await limite.tomar();
    const seFue = new AbortController();
    const esperando = limite.tomar(seFue.signal);
    seFue.abort(new Error('cliente desconectado'));
    await expect(esperando).rejects.toThrow('cliente desconectado');
    expect(limite.estado).toEqual({ enCurso: 1, enCola: 0 });
    const otro = limite.tomar();
    primero?.();
    (await otro)?.();
    expect(limite.estado).toEqual({ enCurso: 0, enCola: 0 });
    await expect(limite.tomar(seFue.signal)).rejects.toThrow('cliente desconectado');
  });
});
