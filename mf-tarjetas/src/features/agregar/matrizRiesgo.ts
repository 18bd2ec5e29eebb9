import { NIVELES_RIESGO, type PrefijoRiesgo } from '@portal/shared/domain';

/** Rows, most likely first. */
export const PROBABILIDADES = ['5 - Casi seguro', '4 - Probable', '3 - Posible', '2 - Improbable', '1 - Raro'] as const;
export const SEVERIDADES = ['1 - Insignificante', '2 - Menor', '3 - Moderada', '4 - Mayor', '5 - Catastrófica'] as const;

/** Level of a probability × severity score (1–25), in the usual 5×5 bands. */
export function nivelDeRiesgo(probabilidad: number, severidad: number): PrefijoRiesgo {
  const score = probabilidad * severidad;
  if (score <= 2) return 'NS';
  if (score <= 4) return 'PS';
  if (score <= 9) return 'MO';
  if (score <= 16) return 'SI';
  return 'IN';
}

export const COLOR_NIVEL: Record<PrefijoRiesgo, string> = {
  NS: '#28a745',
  PS: '#9ccc65',
  MO: '#F7E91B',
  SI: '#fd7e14',
  IN: '#dc3545',
};

export const NOMBRE_NIVEL: Record<PrefijoRiesgo, string> = Object.fromEntries(NIVELES_RIESGO.map((n) => [n.prefijo, n.nombre])) as Record<
  PrefijoRiesgo,
  string
>;
