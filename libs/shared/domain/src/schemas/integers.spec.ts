import { describe, expect, it } from 'vitest';
import { enteroDeConsultaSchema, enteroSchema, INT4_MAX, leerEnteroInt4 } from './integers';

describe('enteroSchema', () => {
  const schema = enteroSchema('malo');
  it('accepts integers from 0 to int4 max', () => {
    expect(schema.safeParse(0).success).toBe(true);
    expect(schema.safeParse(INT4_MAX).success).toBe(true);
  });
  it.each([INT4_MAX + 1, 2 ** 53, 1e30, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '1', null])('refuses %s', (v) => {
    expect(schema.safeParse(v).error?.issues[0].message).toBe('malo');
  });
  it('takes other bounds', () => {
    expect(enteroSchema('malo', { min: -1, max: 100 }).safeParse(-1).success).toBe(true);
    expect(enteroSchema('malo', { min: -1, max: 100 }).safeParse(101).success).toBe(false);
  });
});

describe('enteroDeConsultaSchema', () => {
  const schema = enteroDeConsultaSchema('malo');
  it('reads plain digits only', () => {
    expect(schema.safeParse('007').data).toBe(7);
    expect(schema.safeParse(String(INT4_MAX)).data).toBe(INT4_MAX);
  });
  it.each(['2147483648', '1e30', '99999999999999999999', '1.5', ' 1', '0x10', '', '-1', 'Infinity'])('refuses %j', (v) => {
    expect(schema.safeParse(v).success).toBe(false);
  });
});

describe('leerEnteroInt4', () => {
  it('is the number of a digits-only text within int4, else undefined', () => {
    expect(leerEnteroInt4('42')).toBe(42);
    expect(leerEnteroInt4(String(INT4_MAX))).toBe(INT4_MAX);
    for (const s of ['2147483648', '1e30', '-1', '4 2', 'aceite', '']) expect(leerEnteroInt4(s)).toBeUndefined();
  });
});
