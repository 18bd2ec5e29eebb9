export const ESTADOS_TARJETA = ['Abierta', 'Cerrada'] as const;
export type EstadoTarjeta = (typeof ESTADOS_TARJETA)[number];

export const TIPOS_ACCION = ['Eliminar', 'Contener', 'Reemplazar', 'Simplificar'] as const;
export type TipoAccion = (typeof TIPOS_ACCION)[number];

/** 'Material utilizado' when no material was used: one tap in the close dialog, an ordinary text for the API. */
export const MATERIAL_NINGUNO = 'Ninguno';

export const REPARACIONES = ['Con maquina parada', 'Con maquina en marcha'] as const;
export type Reparacion = (typeof REPARACIONES)[number];

/** Placeholder option of every select; choosing it keeps the previous value. */
export const SELECCIONAR = 'Seleccionar';
