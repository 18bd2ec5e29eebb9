import { describe, expect, it } from 'vitest';
import { hasInvalidText } from './refuse-invalid-text';

describe('hasInvalidText', () => {
  it('finds an invalid string value or key at any depth', () => {
    expect(hasInvalidText({ a: [1, true, null, { b: 'x\u0000' }] })).toBe(true);
    expect(hasInvalidText({ a: { ['k\u0001']: 1 } })).toBe(true);
    expect(hasInvalidText(['\uD800'])).toBe(true);
    expect(hasInvalidText('\u0000')).toBe(true);
  });
  it('passes clean values, tabs and line breaks included', () => {
    expect(hasInvalidText({ a: ['línea\n\tdos\r\n', 1.5, false, null, { '😀': 'ñ' }] })).toBe(false);
    expect(hasInvalidText(undefined)).toBe(false);
  });
  it('walks a deeply nested value without overflowing the stack', () => {
    let deep: unknown = '\u0000';
    for (let i = 0; i < 200_000; i++) deep = i % 2 ? [deep] : { k: deep };
    expect(hasInvalidText(deep)).toBe(true);
  });
});
