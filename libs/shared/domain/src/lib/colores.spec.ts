import { describe, expect, it } from 'vitest';
import { COLOR_CHIP, COLORES, ESTADO_CHIP, LETRA_COLOR } from './colores';

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contraste(a: string, b: string): number {
  const luminancia = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [claro, oscuro] = [luminancia(a), luminancia(b)].sort((x, y) => y - x);
  return (claro + 0.05) / (oscuro + 0.05);
}

describe('chip colours', () => {
  it.each([...Object.entries(COLOR_CHIP), ...Object.entries(ESTADO_CHIP)])('%s reaches AA contrast (4.5:1)', (_nombre, { fondo, texto }) => {
    expect(contraste(fondo, texto)).toBeGreaterThanOrEqual(4.5);
  });

  it('measures the failing originals as failing', () => {
    expect(contraste('#28a745', '#ffffff')).toBeLessThan(4.5);
    expect(contraste('#007bff', '#ffffff')).toBeLessThan(4.5);
  });
});

describe('colour letters (the TV board, issue 22 §3)', () => {
  it('gives every colour a letter of its own, the start of its name', () => {
    expect(new Set(COLORES.map((c) => LETRA_COLOR[c])).size).toBe(COLORES.length);
    for (const c of COLORES) expect(c.startsWith(LETRA_COLOR[c])).toBe(true);
  });
});
