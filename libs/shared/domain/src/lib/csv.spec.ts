import { describe, expect, it } from 'vitest';
import { aCsv, celdaCsvSegura } from './csv';

describe('aCsv', () => {
  it('starts with the BOM, splits on ; and ends lines with CRLF', () => {
    expect(
      aCsv([
        ['N°', 'Descripción'],
        ['7', 'Pérdida de aceite'],
      ]),
    ).toBe('\uFEFFN°;Descripción\r\n7;Pérdida de aceite\r\n');
  });

  it('quotes fields holding ; " or a line break, doubling the quotes', () => {
    expect(aCsv([['a;b', 'dijo "no"', 'dos\nlíneas', '1,5']])).toBe('\uFEFF"a;b";"dijo ""no""";"dos\nlíneas";1,5\r\n');
  });

  it('neutralises every text cell, and writes numbers as numbers', () => {
    expect(aCsv([[7, '=1+2', -5, 'Fuga']])).toBe(`\uFEFF7;"'=1+2";-5;Fuga\r\n`);
  });
});

describe('celdaCsvSegura (CSV injection, OWASP)', () => {
  it.each([
    ['=1+2', `"'=1+2"`],
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['+1', `"'+1"`],
    ['-5', `"'-5"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tcmd', `"'\tcmd"`],
    ['\rcmd', `"'\rcmd"`],
    ['  =1+2', `"'  =1+2"`],
    ['\n=1+2', `"'\n=1+2"`],
    ['\u00A0=1+2', `"'\u00A0=1+2"`],
    ['＝1+2', `"'＝1+2"`],
    ['＋1', `"'＋1"`],
    ['－1', `"'－1"`],
    ['＠A1', `"'＠A1"`],
    ["=cmd|' /C calc'!A0", `"'=cmd|' /C calc'!A0"`],
    ['a;=1+2', `"a;=1+2"`],
  ])('text %j starting a formula is quoted with a leading apostrophe: %s', (texto, celda) => {
    expect(celdaCsvSegura(texto)).toBe(celda);
  });

  it.each([
    ['Pérdida de aceite', 'Pérdida de aceite'],
    ['1 + 2 = 3', '1 + 2 = 3'],
    ['correo@planta', 'correo@planta'],
    ['05/03/2024 14:30', '05/03/2024 14:30'],
    ['', ''],
  ])('leaves plain text %j as it is', (texto, celda) => {
    expect(celdaCsvSegura(texto)).toBe(celda);
  });

  it('writes a number the portal computed as the number, a negative one included; empty for none', () => {
    expect(celdaCsvSegura(-5)).toBe('-5');
    expect(celdaCsvSegura(2.5)).toBe('2.5');
    expect(celdaCsvSegura(0)).toBe('0');
    expect(celdaCsvSegura(Number.NaN)).toBe('');
    expect(celdaCsvSegura(Number.POSITIVE_INFINITY)).toBe('');
    expect(celdaCsvSegura(null)).toBe('');
    expect(celdaCsvSegura(undefined)).toBe('');
  });
});
