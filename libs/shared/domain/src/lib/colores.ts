export const COLORES = ['Roja', 'Azul', 'Verde', 'Amarilla'] as const;
export type Color = (typeof COLORES)[number];

export const CHART_COLORS: Record<Color | 'Mixto', string> = {
  Amarilla: '#F7E91B',
  Roja: '#dc3545',
  Azul: '#007bff',
  Verde: '#28a745',
  Mixto: '#EAA842',
};

export const isColor = (value: unknown): value is Color => COLORES.includes(value as Color);
