export const TIPOS_HORA = [
  'Horas de actividades autonomas',
  'Horas recibidas de capacitacion',
  'Horas dadas de capacitacion',
] as const;
export type TipoHora = (typeof TIPOS_HORA)[number];
