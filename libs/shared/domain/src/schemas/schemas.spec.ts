import { describe, expect, it } from 'vitest';
import { MSG } from '../lib/messages';
import { cambiarRolSchema, registerUserSchema } from './users';
import { crearCampoSchema, parteMaquinaSchema } from './campos';
import { loginSchema } from './auth';
import { parsePayload } from './parse';

const valid = { email: '1234', name: 'Ana Pérez', password: '123456', role: 'Operario' };

describe('registerUserSchema', () => {
  it('accepts a valid user and trims text', () => {
    expect(parsePayload(registerUserSchema, { ...valid, name: '  Ana Pérez ' })).toEqual({ ok: true, data: { ...valid, equipo: null } });
  });

  it.each([
    [{ email: '1234567' }, MSG.legajoMax],
    [{ email: '' }, MSG.legajoRequerido],
    [{ email: undefined }, MSG.legajoRequerido],
    [{ email: '12a' }, MSG.legajoNumerico],
    [{ password: '12345' }, MSG.pinMin],
    [{ password: '' }, MSG.pinRequerido],
    [{ password: 'abcdef' }, MSG.pinNumerico],
    [{ name: ' ' }, MSG.nombreRequerido],
    [{ role: 'Gerente' }, MSG.rolInvalido],
  ])('refuses %o with its message', (patch, msg) => {
    expect(parsePayload(registerUserSchema, { ...valid, ...patch })).toEqual({ ok: false, msg });
  });

  it('drops unknown fields', () => {
    const r = parsePayload(registerUserSchema, { ...valid, isAdmin: true });
    expect(r.ok && 'isAdmin' in r.data).toBe(false);
  });

  it('refuses a body that is not an object', () => {
    expect(parsePayload(registerUserSchema, 'x')).toEqual({ ok: false, msg: MSG.cuerpoInvalido });
  });
});

describe('other payloads', () => {
  it('validates role changes', () => {
    expect(parsePayload(cambiarRolSchema, { _id: 'a', rol: 'Admin' }).ok).toBe(true);
    expect(parsePayload(cambiarRolSchema, { rol: 'Admin' })).toEqual({ ok: false, msg: MSG.idRequerido });
  });

  it('validates field options', () => {
    expect(parsePayload(crearCampoSchema, { name: 'equipo', value: ' Laminadora ' })).toEqual({ ok: true, data: { name: 'equipo', value: 'Laminadora' } });
    expect(parsePayload(crearCampoSchema, { name: 'color', value: 'x' })).toEqual({ ok: false, msg: MSG.campoNombreInvalido });
    expect(parsePayload(crearCampoSchema, { name: 'tipo', value: '  ' })).toEqual({ ok: false, msg: MSG.campoValorRequerido });
    expect(parsePayload(parteMaquinaSchema, { _id: 'm', name: '' })).toEqual({ ok: false, msg: MSG.parteRequerida });
  });

  it('only checks presence on login', () => {
    expect(parsePayload(loginSchema, { email: '1', password: '1' }).ok).toBe(true);
    expect(parsePayload(loginSchema, { password: '1' })).toEqual({ ok: false, msg: MSG.legajoRequerido });
  });
});
