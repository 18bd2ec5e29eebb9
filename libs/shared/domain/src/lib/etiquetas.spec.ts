import { describe, expect, it } from 'vitest';
import { leerEtiquetaMaquina } from './etiquetas';

const ID = '0b6f4c8e-2d7a-4b1e-9c3f-5a8d2e7f1c40';
const leer = (query: string) => leerEtiquetaMaquina(new URLSearchParams(query));

describe('leerEtiquetaMaquina', () => {
  it('reads the machine id and the part, trimmed', () => {
    expect(leer(`maquina=${ID}&parte=Reductor`)).toEqual({ maquinaId: ID, parte: 'Reductor' });
    expect(leer(`maquina=%20${ID.toUpperCase()}%20&parte=%20Motor%20principal%20`)).toEqual({ maquinaId: ID.toUpperCase(), parte: 'Motor principal' });
  });

  it('leaves out empty values and a machine that is not a UUID', () => {
    expect(leer('')).toEqual({});
    expect(leer('maquina=&parte=%20%20')).toEqual({});
    expect(leer('maquina=Calandra%201&parte=Reductor')).toEqual({ parte: 'Reductor' });
    expect(leer(`maquina=${ID}x`)).toEqual({});
    expect(leer(`parte=&maquina=${ID}`)).toEqual({ maquinaId: ID });
  });
});
