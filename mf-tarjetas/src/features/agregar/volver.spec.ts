import { describe, expect, it } from 'vitest';
import { leerDescripcion, leerOrigenCil, leerVolver } from './volver';

const volver = (v: string) => leerVolver(new URLSearchParams({ volver: v }));

describe('leerVolver: back to the step audit a card was raised from', () => {
  it('reads a path under /programa/auditorias/', () => {
    expect(volver('/programa/auditorias/22222222-2222-4222-8222-222222222222')).toBe('/programa/auditorias/22222222-2222-4222-8222-222222222222');
    expect(volver('/programa/auditorias/a1?x=1#r3')).toBe('/programa/auditorias/a1?x=1#r3');
  });

  it.each([
    '',
    '/tarjetas',
    '/programa/auditorias',
    'https://otro.example/programa/auditorias/a1',
    '//otro.example/programa/auditorias/a1',
    '/programa/auditorias/../../admin',
    '/programa/auditorias/%2e%2e/%2e%2e/admin',
    '/programa/auditorias/\\otro.example',
    'javascript:alert(1)',
  ])('ignores %s', (v) => expect(volver(v)).toBeNull());

  it('ignores a missing parameter', () => expect(leerVolver(new URLSearchParams())).toBeNull());

  it('reads a CIL routine’s path too, and nothing else under /cil', () => {
    expect(volver('/cil/maquinas/m1')).toBe('/cil/maquinas/m1');
    expect(volver('/cil/cumplimiento')).toBeNull();
    expect(volver('/cil/maquinas/../../admin')).toBeNull();
  });
});

describe('leerOrigenCil', () => {
  it('needs the point and the machine', () => {
    expect(leerOrigenCil(new URLSearchParams({ cil: 'p1', maquina: 'm1' }))).toEqual({ maquinaId: 'm1', punto: 'p1' });
    expect(leerOrigenCil(new URLSearchParams({ cil: 'p1' }))).toBeNull();
    expect(leerOrigenCil(new URLSearchParams({ maquina: 'm1' }))).toBeNull();
  });
});

describe('leerDescripcion', () => {
  it('reads the text trimmed, or nothing', () => {
    expect(leerDescripcion(new URLSearchParams({ descripcion: '  Auditoría del paso 1: Limpieza  ' }))).toBe('Auditoría del paso 1: Limpieza');
    expect(leerDescripcion(new URLSearchParams())).toBe('');
  });
});
