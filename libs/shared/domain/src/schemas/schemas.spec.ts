import { describe, expect, it } from 'vitest';
import { MSG } from '../lib/messages';
import { cambiarPinSchema, cambiarRolSchema, registerUserSchema, restablecerPinSchema } from './users';
import { ACTIVIDAD_INTERVALO_MS, actividadVencida } from '../lib/actividad';
import { crearCampoSchema, parteMaquinaSchema } from './campos';
import { loginSchema } from './auth';
import { parsePayload } from './parse';

const valid = { email: '1234', name: 'Ana Pérez', password: '123456', role: 'Operario' };

describe('registerUserSchema', () => {
  it('accepts a valid user and trims text', () => {
    expect(parsePayload(registerUserSchema, { ...valid, name: '  Ana Pérez ' })).toEqual({ ok: true, data: { ...valid, equipo: null, correo: null } });
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

describe('cambiarPinSchema / restablecerPinSchema (issue 10)', () => {
  const ok = { pinActual: '111111', pinNuevo: '222222', pinNuevoRepetido: '222222' };
  const msg = (input: unknown) => {
    const r = parsePayload(cambiarPinSchema, input);
    return r.ok ? null : r.msg;
  };
  it('accepts the current pin and the new one twice, and keeps nothing else', () => {
    expect(parsePayload(cambiarPinSchema, { ...ok, otro: 1 })).toEqual({ ok: true, data: ok });
  });
  it('applies the register rule to the new pin, and wants it twice and different', () => {
    expect(msg({ ...ok, pinNuevo: '12345', pinNuevoRepetido: '12345' })).toBe(MSG.pinMin);
    expect(msg({ ...ok, pinNuevo: '22222a', pinNuevoRepetido: '22222a' })).toBe(MSG.pinNumerico);
    expect(msg({ ...ok, pinNuevoRepetido: '222223' })).toBe(MSG.pinesNoCoinciden);
    expect(msg({ ...ok, pinNuevo: '111111', pinNuevoRepetido: '111111' })).toBe(MSG.pinNuevoIgualActual);
    expect(msg({ ...ok, pinActual: '' })).toBe(MSG.pinActualRequerido);
    expect(msg({ ...ok, pinActual: 'a\u0000' })).toBe(MSG.textoCaracteresInvalidos);
  });
  it('resets with a pin of the same rule', () => {
    expect(parsePayload(restablecerPinSchema, { pin: '123456' }).ok).toBe(true);
    expect(parsePayload(restablecerPinSchema, { pin: '123' })).toEqual({ ok: false, msg: MSG.pinMin });
  });
});

describe('actividadVencida', () => {
  const ahora = new Date('2026-11-25T12:00:00.000Z');
  it('is due without a recorded activity, or 5 minutes after it', () => {
    expect(actividadVencida(null, ahora)).toBe(true);
    expect(actividadVencida('2026-11-25T11:55:00.001Z', ahora)).toBe(false);
    expect(actividadVencida('2026-11-25T11:55:00.000Z', ahora)).toBe(true);
    expect(ACTIVIDAD_INTERVALO_MS).toBe(300_000);
  });
});
