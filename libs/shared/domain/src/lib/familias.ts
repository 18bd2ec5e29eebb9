import type { Color } from './colores';

const COMUNES = [
  '1 - Pequeñas Deficiencia',
  '2 - Condiciones basicas',
  '3 - Puntos inaccesibles',
  '4 - Focos de contaminacion',
  '5 - Defecto de Calidad',
  '6 - Elementos Innecesarios',
] as const;

export const FAMILIAS = [...COMUNES, '7 - Lugares Inseguros'] as const;
export const FAMILIAS_AMARILLA = [...COMUNES, '8 - Actos Inseguros'] as const;
export const TODAS_LAS_FAMILIAS = [...FAMILIAS, '8 - Actos Inseguros'] as const;
export type Familia = (typeof TODAS_LAS_FAMILIAS)[number];

export function familiasPara(color: Color): readonly Familia[] {
  return color === 'Amarilla' ? FAMILIAS_AMARILLA : FAMILIAS;
}
