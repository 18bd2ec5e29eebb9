import { describe, expect, it } from 'vitest';
import { plantaTiempo } from '@portal/shared/domain';
import { venceTexto } from './PuntoRutina';

describe('venceTexto', () => {
  const madrid = plantaTiempo('Europe/Madrid');
  it('a day, week or month window is due until its last day; a shift at its hour', () => {
    expect(venceTexto('2026-11-29T23:00:00.000Z', madrid)).toBe('hasta el 29/11/2026');
    expect(venceTexto('2026-11-29T13:00:00.000Z', madrid)).toBe('vence 29/11/2026 14:00');
  });
});
