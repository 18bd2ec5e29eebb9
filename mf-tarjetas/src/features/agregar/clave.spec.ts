import { describe, expect, it } from 'vitest';
import { nuevaClave } from './clave';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('nuevaClave', () => {
  it('uses crypto.randomUUID when the page is a secure context', () => {
    expect(nuevaClave({ randomUUID: () => '11111111-2222-4333-8444-555555555555' })).toBe('11111111-2222-4333-8444-555555555555');
  });

  it('builds a v4 UUID from getRandomValues on plain http', () => {
    const clave = nuevaClave({
      getRandomValues: <T extends ArrayBufferView | null>(a: T) => (new Uint8Array((a as unknown as Uint8Array).buffer).fill(0xff), a),
    });
    expect(clave).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(clave).toMatch(UUID_V4);
  });

  it('still gives distinct v4 UUIDs without Web Crypto', () => {
    const claves = new Set(Array.from({ length: 50 }, () => nuevaClave({})));
    expect(claves.size).toBe(50);
    for (const c of claves) expect(c).toMatch(UUID_V4);
  });
});
