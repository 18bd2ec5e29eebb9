import { describe, expect, it } from 'vitest';
import { MSG } from '../lib/messages';
import { parsePayload } from './parse';
import { tieneCaracteresInvalidos, textoSchema } from './text';

describe('tieneCaracteresInvalidos', () => {
  it.each(['\u0000', 'a\u0000b', '\u0001', '\u0008', '\u000B', '\u000C', '\u000E', '\u001F', '\uD800', 'x\uDC00y', '\uDBFF'])('refuses %j', (s) => {
    expect(tieneCaracteresInvalidos(s)).toBe(true);
  });
  it.each(['', 'Pérdida de aceite', 'línea 1\nlínea 2\r\n\tfin', '😀 emoji (a surrogate pair)', '\u007F', '\u00A0', 'ñ€'])('accepts %j', (s) => {
    expect(tieneCaracteresInvalidos(s)).toBe(false);
  });
});

describe('textoSchema', () => {
  const schema = textoSchema('requerido').trim().min(1, { error: 'requerido' }).array();
  it('refuses invalid characters with its own message, and keeps the field messages', () => {
    expect(parsePayload(schema, ['a\u0000'])).toEqual({ ok: false, msg: MSG.textoCaracteresInvalidos });
    expect(parsePayload(schema, [42])).toEqual({ ok: false, msg: 'requerido' });
    expect(parsePayload(schema, ['  '])).toEqual({ ok: false, msg: 'requerido' });
    expect(parsePayload(schema, [' ok '])).toEqual({ ok: true, data: ['ok'] });
  });
});
