import { describe, expect, it } from 'vitest';
import { loginPathWithNext, safeNextPath } from './next-path';

describe('safeNextPath: where a login may send the user', () => {
  it.each(['/tarjeta/6650f0c2a1b2c3d4e5f60718', '/agregartarjeta?maquina=Prensa%201&x=1', '/tarjetas#arriba', '/', '/buscar?q=//no-es-un-host'])(
    'keeps the same-origin path %s',
    (path) => {
      expect(safeNextPath(path)).toBe(path);
    },
  );

  it.each([
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with path', '//evil.example/tarjetas'],
    ['backslash after the slash', '/\\evil.example'],
    ['backslashes only', '\\\\evil.example'],
    ['backslash later in the path', '/tarjetas\\..\\evil'],
    ['absolute http', 'http://evil.example/'],
    ['absolute https', 'https://evil.example'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['data scheme', 'data:text/html,<script>alert(1)</script>'],
    ['scheme with leading space', ' /tarjetas'],
    ['relative path', 'tarjetas'],
    ['dot relative', './tarjetas'],
    ['tab turning into //', '/\t/evil.example'],
    ['newline turning into //', '/\n/evil.example'],
    ['carriage return', '/\r/evil.example'],
    ['NUL byte', '/tarjetas\u0000'],
    ['C1 control', '/tarjetas\u0085'],
    ['DEL', '/tarjetas\u007f'],
    ['empty', ''],
    ['the login page itself (loop)', '/login?next=/tarjetas'],
    ['over-long', `/${'a'.repeat(3000)}`],
  ])('rejects %s', (_label, value) => {
    expect(safeNextPath(value)).toBe('/');
  });

  it.each([null, undefined, 42, ['/tarjetas'], { path: '/tarjetas' }])('rejects the non-string %j', (value) => {
    expect(safeNextPath(value)).toBe('/');
  });
});

describe('loginPathWithNext', () => {
  it('carries the path and its query string, encoded', () => {
    const login = loginPathWithNext('/agregartarjeta?maquina=Prensa 1&x=1');
    expect(login).toBe('/login?next=%2Fagregartarjeta%3Fmaquina%3DPrensa+1%26x%3D1');
    expect(new URLSearchParams(login.split('?')[1]).get('next')).toBe('/agregartarjeta?maquina=Prensa 1&x=1');
  });

  it('is plain /login for the dashboard or a hostile path', () => {
    expect(loginPathWithNext('/')).toBe('/login');
    expect(loginPathWithNext('//evil.example')).toBe('/login');
  });
});
