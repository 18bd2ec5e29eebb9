import { calcularTiempoEmpleado } from '@portal/shared/domain';

/**
 * A date field's value → ISO instant; null when empty or not a date yet. The fields already hold instants
 * (typed in the plant's zone and converted by the plant-time module), so no zone is involved here.
 */
export function localAIso(value: string): string | null {
  if (!value) return null;
  const t = Date.parse(value);
  return Number.isNaN(t) ? null : new Date(t).toISOString();
}

/** Hours between two date field values, one decimal (domain rule); null until both are set. */
export function horasEntre(inicio: string, fin: string): number | null {
  const a = localAIso(inicio);
  const b = localAIso(fin);
  return a && b ? calcularTiempoEmpleado(a, b) : null;
}
