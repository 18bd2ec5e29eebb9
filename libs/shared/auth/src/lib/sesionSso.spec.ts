import { afterEach, describe, expect, it } from 'vitest';
import { marcarSesionSso, salidaDelProveedor } from './sesionSso';

describe("a single sign-on session's logout", () => {
  afterEach(() => localStorage.clear());

  it("goes once to the BFF's provider logout, then the browser forgets it", () => {
    marcarSesionSso(true);
    expect(salidaDelProveedor()).toBe('/api/auth/sso/salida');
    expect(salidaDelProveedor()).toBeUndefined();
  });

  it('a pin session (or one that followed it) goes nowhere else', () => {
    marcarSesionSso(true);
    marcarSesionSso(false);
    expect(salidaDelProveedor()).toBeUndefined();
  });
});
