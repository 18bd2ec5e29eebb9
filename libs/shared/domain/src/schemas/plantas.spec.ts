import { describe, expect, it } from 'vitest';
import { MSG } from '../lib/messages';
import { diasAlertaCrecientes } from '../lib/plantas';
import { editarPlantaSchema } from './plantas';

const error = (body: unknown) => {
  const r = editarPlantaSchema.safeParse(body);
  return r.success ? null : r.error.issues[0].message;
};

describe('editarPlantaSchema (PATCH /api/plantas/:id)', () => {
  it('trims the name, trims and upper-cases the code, reads an empty zone as none; absent keys stay absent', () => {
    expect(editarPlantaSchema.parse({ nombre: '  Planta Pilar ', codigo: ' pil2 ', zona: ' ' })).toEqual({
      nombre: 'Planta Pilar',
      codigo: 'PIL2',
      zona: null,
    });
    expect(editarPlantaSchema.parse({ zona: 'America/Argentina/Buenos_Aires', diasAlerta: { Media: 20 } })).toEqual({
      zona: 'America/Argentina/Buenos_Aires',
      diasAlerta: { Media: 20 },
    });
    expect(editarPlantaSchema.parse({})).toEqual({});
  });

  it('refuses a blank or long name, a bad code, an unknown zone, and day counts out of 1–365 or not growing', () => {
    expect(error({ nombre: ' ' })).toBe(MSG.plantaNombreRequerido);
    expect(error({ nombre: 'x'.repeat(81) })).toBe(MSG.plantaNombreMax);
    for (const codigo of ['P', 'ABCDEFGHIJK', 'P P', 'PÑ', 'P-1', '']) expect(error({ codigo }), codigo).toBe(MSG.plantaCodigoInvalido);
    expect(error({ zona: 'Madrid' })).toBe(MSG.plantaZonaInvalida);
    for (const Alta of [0, 366, 1.5, '10', null]) expect(error({ diasAlerta: { Alta } }), String(Alta)).toBe(MSG.plantaDiasAlertaInvalidos);
    expect(error({ diasAlerta: { Alta: 20, Baja: 20 } })).toBe(MSG.plantaDiasAlertaOrden);
    expect(error({ diasAlerta: { Media: 61, Baja: 60 } })).toBe(MSG.plantaDiasAlertaOrden);
  });

  it('diasAlertaCrecientes skips the absent counts', () => {
    expect(diasAlertaCrecientes([15, 30, 60])).toBe(true);
    expect(diasAlertaCrecientes([undefined, 30, undefined])).toBe(true);
    expect(diasAlertaCrecientes([40, undefined, 30])).toBe(false);
    expect(diasAlertaCrecientes([1, 1, 2])).toBe(false);
  });
});
