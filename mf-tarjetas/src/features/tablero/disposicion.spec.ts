import { describe, expect, it } from 'vitest';
import type { TableroMaquina, TableroTag } from '@portal/shared/domain';
import { disponer, ESCALAS, largoGrilla, medidas, type Area, type Disposicion } from './disposicion';

let n = 0;
const tag = (): TableroTag => ({
  _id: `t${++n}`,
  numero: n,
  color: 'Roja',
  prioridad: 'Alta',
  descripcion: '',
  parteMaquina: '',
  fecha: '2026-03-01T12:00:00.000Z',
  dias: 1,
  plazo: 15,
  excedida: false,
});
const maquina = (nombre: string, tags: number): TableroMaquina => ({ maquina: nombre, tags: Array.from({ length: tags }, tag) });

/** Every block's box (title + grid) of every page, as the view draws it: all inside the area. */
function cabe(d: Disposicion, area: Area): boolean {
  const m = medidas(d.escala);
  return d.paginas.every((pagina) => {
    const alto = pagina.reduce(
      (h, estante, i) =>
        h + (i ? m.entreFilas : 0) + Math.max(...estante.map((b) => m.titulo + largoGrilla(Math.ceil(b.tags.length / b.columnas), m.tileAlto, m.hueco))),
      0,
    );
    const ancho = Math.max(
      ...pagina.map((estante) => estante.reduce((w, b, i) => w + (i ? m.entreMaquinas : 0) + largoGrilla(b.columnas, m.tileAncho, m.hueco), 0)),
    );
    return alto <= area.alto && ancho <= area.ancho;
  });
}
const tagsEnOrden = (d: Disposicion) => d.paginas.flat(2).flatMap((b) => b.tags.map((t) => t._id));

// The area below the header at 1920×1080 and at 1280×720 (the header wraps to two lines there).
const FULL_HD: Area = { ancho: 1872, alto: 900 };
const HD: Area = { ancho: 1232, alto: 520 };

describe('disponer (the TV board layout, issue 22 §3)', () => {
  it('keeps a small Equipo on one page at full size', () => {
    const maquinas = [maquina('M1', 3), maquina('M2', 2)];
    const d = disponer(maquinas, FULL_HD);
    expect(d.escala).toBe(1);
    expect(d.paginas).toHaveLength(1);
    // Side by side on one shelf.
    expect(d.paginas[0]).toHaveLength(1);
    expect(cabe(d, FULL_HD)).toBe(true);
  });

  it('shrinks (never below the last scale) before paging, and pages when even that does not fit', () => {
    const seis = ['A', 'B', 'C', 'D', 'E', 'F'].map((m) => maquina(m, 4));
    const grande = disponer(seis, FULL_HD);
    expect(grande.paginas).toHaveLength(1);
    expect(cabe(grande, FULL_HD)).toBe(true);
    const chica = disponer(seis, HD);
    expect(chica.escala).toBe(ESCALAS[ESCALAS.length - 1]);
    expect(chica.paginas.length).toBeGreaterThan(1);
    expect(cabe(chica, HD)).toBe(true);
    // Every tag once, in the machines' order (oldest first).
    expect(tagsEnOrden(chica)).toEqual(seis.flatMap((m) => m.tags.map((t) => t._id)));
  });

  it('cuts a machine larger than a page into parts marked "continúa"', () => {
    const enorme = maquina('Extrusora', 60);
    const d = disponer([enorme], HD);
    expect(d.paginas.length).toBeGreaterThan(1);
    expect(cabe(d, HD)).toBe(true);
    expect(d.paginas.map((p) => p[0][0].continua)).toEqual(d.paginas.map((_, i) => i > 0));
    expect(tagsEnOrden(d)).toEqual(enorme.tags.map((t) => t._id));
  });

  it('is one page at full size until the area is measured', () => {
    const d = disponer([maquina('M1', 9)], null);
    expect(d).toMatchObject({ escala: 1, paginas: [[[{ maquina: 'M1', columnas: 4, continua: false }]]] });
  });
});
