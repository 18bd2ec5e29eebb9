/** Valid add-card payloads on the seeded field options (campos), shared by the API specs, the fuzz suite and the load harnesses. */
export const TARJETA_ROJA = {
  descripcion: 'Pérdida de aceite',
  sugerencia: 'Cambiar retén',
  reparacion: 'Con maquina parada',
  color: 'Roja',
  detecto: 'Carla Ríos',
  prioridad: 'Alta',
  familia: '1 - Pequeñas Deficiencia',
  maquina: 'Calandra 1',
  parteMaquina: 'Reductor',
  equipo: 'Calandrado',
  riesgoInicial: 'MO: MODERADO',
  tipodeRiesgo: 'R - Riesgo mecánico',
};

export const TARJETA_AMARILLA = { ...TARJETA_ROJA, color: 'Amarilla', familia: '8 - Actos Inseguros', sustoExperimentado: true, sustoObservado: false, impactoAmbiente: true };
