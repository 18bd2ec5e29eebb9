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

/** The fields of a valid close (POST /api/tarjetas/cerrar) on the seeded options, without the card and its dates. */
export const CIERRE_ROJA = {
  responsable: 'Jorge Medina',
  causa: 'Desgaste',
  tareaRealizada: 'Cambio de retén',
  tipoAccion: 'Eliminar',
  riesgoFinal: 'NS: NO SIGNIFICATIVO',
  materialUtilizado: 'Retén',
};

export const TARJETA_AMARILLA = {
  ...TARJETA_ROJA,
  color: 'Amarilla',
  familia: '8 - Actos Inseguros',
  sustoExperimentado: true,
  sustoObservado: false,
  impactoAmbiente: true,
};

/** The fields of a valid Amarilla close (POST /api/tarjetas/cerrar/amarilla) on the seeded options, without the card and its dates. */
export const CIERRE_AMARILLA = {
  responsable: 'Jorge',
  tareaRealizada: 'Charla',
  tipoAccion: 'Contener',
  riesgoFinal: 'PS: POCO SIGNIFICATIVO',
  accionesComplementarias: 'Señalizar',
  causa: 'Apuro',
  verificacion: true,
};
