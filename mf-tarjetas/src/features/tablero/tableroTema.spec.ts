import { describe, expect, it } from 'vitest';
import { diasExcedida } from './tableroTema';

describe('diasExcedida', () => {
  it("counts past the plant's own deadline for the tag's priority, as the server sends it", () => {
    expect(diasExcedida({ dias: 16, plazo: 15 })).toBe(1);
    expect(diasExcedida({ dias: 16, plazo: 7 })).toBe(9);
    expect(diasExcedida({ dias: 5, plazo: 7 })).toBe(-2);
  });
});
