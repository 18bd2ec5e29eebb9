import { describe, expect, it } from 'vitest';
import { MSG } from '../lib/messages';
import { parsePayload } from './parse';
import { crearAdminSchema, esPinTrivial } from './users';

describe('the first Admin from the terminal (npm run admin:create)', () => {
  it('a repeated digit or a run of consecutive digits is a trivial pin', () => {
    for (const pin of ['000000', '111111', '123456', '654321', '0123456789', '987654']) expect(esPinTrivial(pin), pin).toBe(true);
    for (const pin of ['100000', '135790', '246802', '482915', '112233']) expect(esPinTrivial(pin), pin).toBe(false);
  });

  it('takes legajo, name and pin with the pin rules, and refuses a trivial pin', () => {
    expect(parsePayload(crearAdminSchema, { email: '4321', name: ' Ana Pérez ', password: '482915' })).toEqual({
      ok: true,
      data: { email: '4321', name: 'Ana Pérez', password: '482915' },
    });
    expect(parsePayload(crearAdminSchema, { email: '4321', name: 'Ana', password: '123456' })).toEqual({ ok: false, msg: MSG.pinTrivial });
    expect(parsePayload(crearAdminSchema, { email: '4321', name: 'Ana', password: '4829' })).toEqual({ ok: false, msg: MSG.pinMin });
    expect(parsePayload(crearAdminSchema, { email: '4321', name: 'Ana', password: 'abcdef' })).toEqual({ ok: false, msg: MSG.pinNumerico });
    expect(parsePayload(crearAdminSchema, { email: 'x1', name: 'Ana', password: '482915' })).toEqual({ ok: false, msg: MSG.legajoNumerico });
    expect(parsePayload(crearAdminSchema, { email: '4321', name: ' ', password: '482915' })).toEqual({ ok: false, msg: MSG.nombreRequerido });
  });
});
