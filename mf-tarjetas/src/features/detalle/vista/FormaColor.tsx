import { CHART_COLORS } from '@portal/shared/domain';
import type { Color } from '@portal/shared/domain';

export const FORMAS: Record<Color, string> = { Roja: 'triangulo', Azul: 'circulo', Verde: 'cuadrado', Amarilla: 'rombo' };

/** Decorative shape of each colour (spec §2, Detail), drawn inline so nothing is downloaded. */
export function FormaColor({ color, size = 40 }: { color: Color; size?: number }) {
  const fill = CHART_COLORS[color];
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" data-forma={FORMAS[color]} focusable="false">
      {color === 'Roja' && <polygon points="20,3 37,36 3,36" fill={fill} />}
      {color === 'Azul' && <circle cx="20" cy="20" r="17" fill={fill} />}
      {color === 'Verde' && <rect x="4" y="4" width="32" height="32" fill={fill} />}
      {color === 'Amarilla' && <polygon points="20,2 38,20 20,38 2,20" fill={fill} stroke="#8a7f00" strokeWidth="1" />}
    </svg>
  );
}
