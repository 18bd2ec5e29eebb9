import { describe, expect, it } from 'vitest';
import { semanaDebida } from './semana';

describe("the weekly report's due time", () => {
  it("is due from REPORT_DAY at REPORT_HOUR in the plant's zone until the week ends", () => {
    const ba = 'America/Argentina/Buenos_Aires';
    // Monday 2026-11-23 07:00 in Buenos Aires is 10:00 UTC.
    expect(semanaDebida(new Date('2026-11-23T09:59:59Z'), ba, 1, 7)).toBeNull();
    expect(semanaDebida(new Date('2026-11-23T10:00:00Z'), ba, 1, 7)).toBe('2026-W48');
    expect(semanaDebida(new Date('2026-11-30T02:59:00Z'), ba, 1, 7)).toBe('2026-W48');
    // Sunday 23:59 plant time is still the same week; Monday 00:00 plant time is the next, not yet due.
    expect(semanaDebida(new Date('2026-11-30T03:00:00Z'), ba, 1, 7)).toBeNull();
    // A Friday 18:00 report.
    expect(semanaDebida(new Date('2026-11-26T21:00:00Z'), ba, 5, 18)).toBeNull();
    expect(semanaDebida(new Date('2026-11-27T21:00:00Z'), ba, 5, 18)).toBe('2026-W48');
    // The same instant in another zone.
    expect(semanaDebida(new Date('2026-11-23T07:30:00Z'), 'Europe/Madrid', 1, 8)).toBe('2026-W48');
  });
});
