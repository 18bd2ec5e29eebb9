import dayjs from 'dayjs';
import { calcularTiempoEmpleado } from '@portal/shared/domain';

/** A date field's value (ISO date-time) → ISO date-time; null when empty or not a date yet. */
export function localAIso(value: string): string | null {
  if (!value) return null;
  const d = dayjs(value);
  return d.isValid() ? d.toISOString() : null;
}

/** Hours between two date field values, one decimal (domain rule); null until both are set. */
export function horasEntre(inicio: string, fin: string): number | null {
  const a = localAIso(inicio);
  const b = localAIso(fin);
  return a && b ? calcularTiempoEmpleado(a, b) : null;
}

/** The browser's time zone: the pickers and the detail show its local times. */
export const zonaNavegador = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
