import { describe, expect, it } from 'vitest';
import { etiquetasQuerySchema } from '../schemas/campos';
import { etiquetasDeMaquinas, leerEtiquetaMaquina, urlEtiquetaMaquina } from './etiquetas';
import { MSG } from './messages';

const ID = '6f1d2c3b-4a59-4e8f-9a0b-1c2d3e4f5a6b';

describe('urlEtiquetaMaquina', () => {
  it('links the add-card page with the machine id, and the part when there is one', () => {
    expect(urlEtiquetaMaquina('https://portal.example.com', ID)).toBe(`https://portal.example.com/agregartarjeta?maquina=${ID}`);
    expect(urlEtiquetaMaquina('http://localhost:3000/', ID, 'Rodillo')).toBe(`http://localhost:3000/agregartarjeta?maquina=${ID}&parte=Rodillo`);
  });

  it('encodes a part with any character as URLSearchParams does', () => {
    const parte = 'Motor & reductor #2 = 50% / ñandú?';
    const url = urlEtiquetaMaquina('https://p.example', ID, parte);
    expect(url).toBe(`https://p.example/agregartarjeta?maquina=${ID}&parte=Motor+%26+reductor+%232+%3D+50%25+%2F+%C3%B1and%C3%BA%3F`);
    expect(new URL(url).searchParams.get('parte')).toBe(parte);
  });
});

describe('leerEtiquetaMaquina', () => {
  it('reads back what urlEtiquetaMaquina wrote, from the params or the raw query string', () => {
    for (const parte of [undefined, 'Rodillo', 'Motor & reductor #2 = 50% / ñandú?', 'a+b']) {
      const url = new URL(urlEtiquetaMaquina('https://p.example', ID, parte));
      const esperado = parte ? { maquinaId: ID, parte } : { maquinaId: ID };
      expect(leerEtiquetaMaquina(url.searchParams)).toEqual(esperado);
      expect(leerEtiquetaMaquina(url.search)).toEqual(esperado);
    }
  });

  it.each([
    ['', {}],
    ['?parte=Rodillo', {}],
    ['?maquina=%20%20&parte=Rodillo', {}],
    [`?maquina=${'x'.repeat(201)}`, {}],
    [`?maquina=${ID}&parte=`, { maquinaId: ID }],
    [`?maquina=${ID}&parte=${'p'.repeat(201)}`, { maquinaId: ID }],
    [`?maquina=%20${ID}%20&parte=%20Rodillo%20`, { maquinaId: ID, parte: 'Rodillo' }],
    [`?otra=1&maquina=${ID}`, { maquinaId: ID }],
  ])('reads %s as %o', (query, esperado) => {
    expect(leerEtiquetaMaquina(query)).toEqual(esperado);
  });
});

describe('etiquetasDeMaquinas', () => {
  const maquinas = [
    { _id: 'a1', value: 'Calandra 1', parteMaquina: ['Rodillo', 'Motor'] },
    { _id: 'b2', value: 'Caldera', parteMaquina: [] },
  ];

  it("gives each machine's label, then one per part in order, each with its link", () => {
    expect(etiquetasDeMaquinas(maquinas, 'https://p.example')).toEqual([
      { maquina: 'Calandra 1', url: 'https://p.example/agregartarjeta?maquina=a1' },
      { maquina: 'Calandra 1', parte: 'Rodillo', url: 'https://p.example/agregartarjeta?maquina=a1&parte=Rodillo' },
      { maquina: 'Calandra 1', parte: 'Motor', url: 'https://p.example/agregartarjeta?maquina=a1&parte=Motor' },
      { maquina: 'Caldera', url: 'https://p.example/agregartarjeta?maquina=b2' },
    ]);
  });

  it('leaves the parts out when asked', () => {
    expect(etiquetasDeMaquinas(maquinas, 'https://p.example', false).map((e) => [e.maquina, e.parte])).toEqual([
      ['Calandra 1', undefined],
      ['Caldera', undefined],
    ]);
  });
});

describe('etiquetasQuerySchema', () => {
  it('defaults to every machine with its parts, and reads one or repeated ids and partes=false', () => {
    expect(etiquetasQuerySchema.parse({})).toEqual({ partes: true });
    expect(etiquetasQuerySchema.parse({ maquina: ID })).toEqual({ maquina: [ID], partes: true });
    expect(etiquetasQuerySchema.parse({ maquina: [ID, 'b'], partes: 'false' })).toEqual({ maquina: [ID, 'b'], partes: false });
  });

  it.each([
    [{ partes: 'no' }, MSG.etiquetaPartesInvalido],
    [{ partes: '' }, MSG.etiquetaPartesInvalido],
    [{ maquina: ' ' }, MSG.etiquetaMaquinaInvalida],
    [{ maquina: 'a\u0000b' }, MSG.textoCaracteresInvalidos],
    [{ maquina: Array.from({ length: 101 }, () => ID) }, MSG.consultaInvalida],
  ])('refuses %o with its message', (query, msg) => {
    const r = etiquetasQuerySchema.safeParse(query);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe(msg);
  });
});
