export const PILARES = [
  'Seguridad',
  'Calidad',
  'Mantenimiento autónomo',
  'Mantenimiento planificado',
  'Mejoras enfocadas',
  'Capacitación y Entrenamiento',
  'Ambiente',
  'Logística',
] as const;
export type Pilar = (typeof PILARES)[number];

export const ESTADOS_KAIZEN = ['En implementacion', 'Cerrada'] as const;
