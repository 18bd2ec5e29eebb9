import { describe, expect, it } from 'vitest';
import { plazoCierre } from './bandeja';

describe('the Bandeja week', () => {
  it("says how a planned close stands against today's plant day", () => {
    expect(plazoCierre('2026-11-26', '2026-11-27')).toBe('Atrasada');
    expect(plazoCierre('2026-11-27', '2026-11-27')).toBe('Hoy');
    expect(plazoCierre('2026-11-29', '2026-11-27')).toBe('Esta semana');
  });
});
