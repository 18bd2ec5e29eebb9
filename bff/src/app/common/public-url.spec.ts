import { describe, expect, it } from 'vitest';
import { linkOrigin, uploadsBase } from './public-url';

describe('public URLs come from configuration only', () => {
  it('uses PUBLIC_URL when set', () => {
    const config = { publicUrl: 'https://portal.example.com', host: '0.0.0.0', port: 3000 };
    expect(linkOrigin(config)).toBe('https://portal.example.com');
    expect(uploadsBase(config)).toBe('https://portal.example.com');
  });

  it('without it: relative image paths and links to the configured listen address', () => {
    expect(uploadsBase({})).toBe('');
    expect(linkOrigin({ host: '0.0.0.0', port: 3000 })).toBe('http://localhost:3000');
    expect(linkOrigin({ host: '::', port: 8080 })).toBe('http://localhost:8080');
    expect(linkOrigin({ host: '192.168.1.20', port: 80 })).toBe('http://192.168.1.20:80');
    expect(linkOrigin({ host: 'fe80::1', port: 3000 })).toBe('http://[fe80::1]:3000');
  });
});
