/** The card payloads and queries, split by use under tarjetas/; importers keep this path. */
export { COLORES_NO_AMARILLA, imagenUrlSchema } from './tarjetas/campos';
export * from './tarjetas/crear';
export * from './tarjetas/cierre';
export * from './tarjetas/edicion';
export * from './tarjetas/filtros';
export * from './tarjetas/consultas';
