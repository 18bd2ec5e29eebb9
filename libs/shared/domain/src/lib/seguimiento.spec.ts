import { describe, expect, it } from 'vitest';
import { inicioDe } from './next-path';
import { NOVEDAD_DETALLE_MAX, recortarDetalle, textoNovedad } from './seguimiento';

describe('novedades of my cards', () => {
  it('say who did what, in one line', () => {
    expect(textoNovedad({ tipo: 'planificada', actor: 'Ana Gómez', detalle: '2026-12-04' }, '04/12/2026')).toBe(
      'Planificada por Ana Gómez · cierre previsto 04/12/2026',
    );
    expect(textoNovedad({ tipo: 'planificada', actor: 'Ana Gómez', detalle: '' })).toBe('Planificada por Ana Gómez');
    expect(textoNovedad({ tipo: 'cerrada', actor: 'Ana Gómez', detalle: '' })).toBe('Cerrada por Ana Gómez');
    expect(textoNovedad({ tipo: 'comentario', actor: 'Ana Gómez', detalle: 'Falta el retén' })).toBe('Comentario de Ana Gómez: «Falta el retén»');
  });

  it("keep a comment's start on one line", () => {
    expect(recortarDetalle('  Falta\n\n el   retén ')).toBe('Falta el retén');
    const largo = recortarDetalle('x'.repeat(500));
    expect(largo).toHaveLength(NOVEDAD_DETALLE_MAX);
    expect(largo.endsWith('…')).toBe(true);
  });
});

describe("a role's home", () => {
  it('is the Bandeja for Jefe de area and Admin, the dashboard for the Operario and unknown roles', () => {
    expect(inicioDe('Jefe de area')).toBe('/bandeja');
    expect(inicioDe('Admin')).toBe('/bandeja');
    expect(inicioDe('Operario')).toBe('/');
    expect(inicioDe(undefined)).toBe('/');
  });
});
