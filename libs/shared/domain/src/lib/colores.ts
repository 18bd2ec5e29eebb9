export const COLORES = ['Roja', 'Azul', 'Verde', 'Amarilla'] as const;
export type Color = (typeof COLORES)[number];

export const CHART_COLORS: Record<Color | 'Mixto', string> = {
  Amarilla: '#F7E91B',
  Roja: '#dc3545',
  Azul: '#007bff',
  Verde: '#28a745',
  Mixto: '#EAA842',
};

/** The letter a tag carries beside its colour (issue 22 §3), so Roja N°84 and Azul N°84 differ without seeing colour. */
export const LETRA_COLOR: Record<Color, string> = { Roja: 'R', Azul: 'A', Verde: 'V', Amarilla: 'Am' };

export const isColor = (value: unknown): value is Color => COLORES.includes(value as Color);

/** Background and text of a label drawn on a colour: both pairs reach WCAG AA contrast (≥ 4.5:1). */
export interface ColoresEtiqueta {
  fondo: string;
  texto: string;
}

/**
 * Card-colour chips: the plant colours, darkened where white text on them fails AA (white on #28a745 is
 * 3.13:1, on #007bff 3.97:1); yellow keeps its shade with dark text.
 */
export const COLOR_CHIP: Record<Color, ColoresEtiqueta> = {
  Roja: { fondo: '#c82333', texto: '#ffffff' },
  Azul: { fondo: '#0062cc', texto: '#ffffff' },
  Verde: { fondo: '#1e7e34', texto: '#ffffff' },
  Amarilla: { fondo: '#F7E91B', texto: '#1a1a1a' },
};

/** State chips: 'Abierta' stays orange with dark text (white on it is 3.11:1), 'Cerrada' a dark green. */
export const ESTADO_CHIP: Record<'Abierta' | 'Cerrada', ColoresEtiqueta> = {
  Abierta: { fondo: '#ed6c02', texto: '#1a1a1a' },
  Cerrada: { fondo: '#1e7e34', texto: '#ffffff' },
};
