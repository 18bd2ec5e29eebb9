import { describe, expect, it } from 'vitest';
import { finDeSemana, plazoCierre } from './bandeja';

describe('the Bandeja week', () => {
  it('ends on the Sunday of the plant week (lunes → domingo), across months and years', () => {
    expect(finDeSemana('2026-11-23')).toBe('2026-11-29'); // lunes
    expect(finDeSemana('2026-11-27')).toBe('2026-11-29'); // viernes
    expect(finDeSemana('2026-11-29')).toBe('2026-11-29'); // domingo
    expect(finDeSemana('2026-11-30')).toBe('2026-12-06');
    expect(finDeSemana('2026-12-31')).toBe('2027-01-03');
  });

  it("says how a planned close stands against today's plant day", () => {
    expect(plazoCierre('2026-11-26', '2026-11-27')).toBe('Atrasada');
    expect(plazoCierre('2026-11-27', '2026-11-27')).toBe('Hoy');
    expect(plazoCierre('2026-11-29', '2026-11-27')).toBe('Esta semana');
  });
});
