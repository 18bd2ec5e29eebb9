export const CAMPO_NAMES = ['maquina', 'tipo', 'equipo', 'riesgoInicial', 'riesgoFinal'] as const;
export type CampoName = (typeof CAMPO_NAMES)[number];

/** Labels of the field-option groups in the admin screen. */
export const CAMPO_LABELS: Record<CampoName, string> = {
  maquina: 'Maquina/Instalación',
  tipo: 'Tipo de R/FC/LDA',
  equipo: 'Equipo Autonomo',
  riesgoInicial: 'Riesgo Inicial',
  riesgoFinal: 'Riesgo Final',
};
