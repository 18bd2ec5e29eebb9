import { describe, expect, it } from 'vitest';
import { ORIGEN_HEADER, ORIGEN_VALIDO } from '@portal/shared/domain';
import { cabecerasPortal, nuevoOrigen, ORIGEN } from './origen';

describe('origen', () => {
  it('is a valid origen on plain http too (no randomUUID) and differs between tabs', () => {
    const sinUuid = { getRandomValues: crypto.getRandomValues.bind(crypto) };
    const ids = [nuevoOrigen(), nuevoOrigen(sinUuid), nuevoOrigen(sinUuid), nuevoOrigen({})];
    for (const id of ids) expect(id).toMatch(ORIGEN_VALIDO);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('the headers of a request: the Bearer token when there is a session, and always the origen', () => {
    expect(cabecerasPortal('abc')).toEqual({ Authorization: 'Bearer abc', [ORIGEN_HEADER]: ORIGEN });
    expect(cabecerasPortal(null)).toEqual({ [ORIGEN_HEADER]: ORIGEN });
  });
});
