import { describe, expect, it } from 'vitest';
import { aCsv } from './csv';

describe('aCsv', () => {
  it('starts with the BOM, splits on ; and ends lines with CRLF', () => {
    expect(aCsv([['N°', 'Descripción'], ['7', 'Pérdida de aceite']])).toBe('\uFEFFN°;Descripción\r\n7;Pérdida de aceite\r\n');
  });

  it('quotes fields holding ; " or a line break, doubling the quotes', () => {
    expect(aCsv([['a;b', 'dijo "no"', 'dos\nlíneas', '1,5']])).toBe('\uFEFF"a;b";"dijo ""no""";"dos\nlíneas";1,5\r\n');
  });
});
