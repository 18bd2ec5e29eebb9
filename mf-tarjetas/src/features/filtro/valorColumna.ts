import type { ColumnaExportable, PlantaTiempo, Tarjeta } from '@portal/shared/domain';
import { formatNumero } from '@portal/shared/ui';

/**
 * A cell of the table (dates DD/MM/YYYY in the plant's time, hours es-AR). Filter options are shown as the server sends them
 * instead: they are the exact texts the filters compare (dates already as DD/MM/YYYY, in PLANT_TZ).
 */
export function valorDe(tarjeta: Tarjeta, columna: ColumnaExportable, tiempo: PlantaTiempo): string {
  const valor = tarjeta[columna];
  if (valor === null || valor === undefined) return '';
  if (columna === 'fecha') return tiempo.fecha(tarjeta.fecha);
  if (columna === 'finReparacion') return tiempo.fechaHora(tarjeta.finReparacion);
  // Hours as plant users write them (2,5); the card number is an identifier, not a quantity.
  if (columna === 'tiempoEmpleado' && typeof valor === 'number') return formatNumero(valor);
  return String(valor);
}
