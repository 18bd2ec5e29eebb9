import { describe, expect, it } from 'vitest';
import { objetivoLogradoDeTexto, textoObjetivoLogrado } from './kaizen';
import { agregarKaizenConTarjetas, AGREGAR_KAIZEN_DESDE_TARJETAS, crearKaizenConTarjetasTexto } from './kaizen-contract';
import { ROUTES } from './routes';
import { cerrarKaizenSchema, editarKaizenSchema } from '../schemas/kaizen';
import { MSG } from './messages';

describe('¿Se logró el objetivo? (issue 22)', () => {
  it('reads the answer a text starts with, and only that', () => {
    const casos: [string | null | undefined, string | null][] = [
      ['Sí, sin fugas', 'Sí'],
      ['si', 'Sí'],
      ['  SÍ.', 'Sí'],
      ['No: siguen', 'No'],
      ['NO', 'No'],
      ['Parcialmente', 'Parcialmente'],
      ['parcial, a la mitad', 'Parcialmente'],
      ['Sin fugas', null],
      ['Noviembre sin fugas', null],
      ['Simplificado', null],
      ['Se logró', null],
      ['', null],
      [null, null],
      [undefined, null],
    ];
    for (const [texto, esperado] of casos) expect({ texto, leido: objetivoLogradoDeTexto(texto) }).toEqual({ texto, leido: esperado });
  });

  it('shows the answer with its comment, an old text alone, and never repeats the answer', () => {
    expect(textoObjetivoLogrado({ objetivoLogrado: 'Parcialmente', objetivoCompletado: 'Bajaron a la mitad' })).toBe('Parcialmente — Bajaron a la mitad');
    expect(textoObjetivoLogrado({ objetivoLogrado: 'Sí', objetivoCompletado: '  ' })).toBe('Sí');
    expect(textoObjetivoLogrado({ objetivoLogrado: 'Sí', objetivoCompletado: 'Sí, sin fugas' })).toBe('Sí, sin fugas');
    expect(textoObjetivoLogrado({ objetivoLogrado: null, objetivoCompletado: 'Sin fugas' })).toBe('Sin fugas');
    expect(textoObjetivoLogrado({ objetivoLogrado: null, objetivoCompletado: '' })).toBe('');
  });

  it('the close and edit calls take the answer (absent keeps, null or empty clears), any other value is refused', () => {
    const base = { _id: 'k-1', implementacion: false };
    expect(cerrarKaizenSchema.parse({ ...base, objetivoLogrado: 'No' }).objetivoLogrado).toBe('No');
    expect(cerrarKaizenSchema.parse(base).objetivoLogrado).toBeUndefined();
    expect(editarKaizenSchema.parse({ _id: 'k-1', objetivoLogrado: '' }).objetivoLogrado).toBeNull();
    expect(editarKaizenSchema.parse({ _id: 'k-1', objetivoLogrado: null }).objetivoLogrado).toBeNull();
    // An old client: only the text, under either spelling.
    const viejo = cerrarKaizenSchema.parse({ ...base, objectivoCompletado: 'Sí' });
    expect([viejo.objetivoCompletado, viejo.objetivoLogrado]).toEqual(['Sí', undefined]);
    for (const malo of ['Quizás', 'sí', 1, true]) {
      const r = editarKaizenSchema.safeParse({ _id: 'k-1', objetivoLogrado: malo });
      expect(r.success ? null : r.error.issues[0]?.message).toBe(MSG.kaizenObjetivoLogradoInvalido);
    }
  });
});

describe("'Crear Quick Kaizen con N tarjetas' (the card list's selection)", () => {
  it('names the count and opens the add form with the ids', () => {
    expect(crearKaizenConTarjetasTexto(1)).toBe('Crear Quick Kaizen con 1 tarjeta');
    expect(crearKaizenConTarjetasTexto(3)).toBe('Crear Quick Kaizen con 3 tarjetas');
    const url = agregarKaizenConTarjetas(['a-1', 'b-2']);
    expect(url.startsWith(`${ROUTES.agregarKaizen}?`)).toBe(true);
    expect(new URLSearchParams(url.split('?')[1]).get(AGREGAR_KAIZEN_DESDE_TARJETAS)).toBe('a-1,b-2');
  });
});
