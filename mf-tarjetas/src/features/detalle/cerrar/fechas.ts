import dayjs from 'dayjs';
import { calcularTiempoEmpleado, validarFechasCierre } from '@portal/shared/domain';

/** `<input type="datetime-local">` value (local time, minutes) → ISO date-time; null when empty or invalid. */
export function localAIso(value: string): string | null {
  if (!value) return null;
  const d = dayjs(value);
  return d.isValid() ? d.toISOString() : null;
}

/** Hours between two datetime-local values, one decimal (domain rule); null until both are set. */
export function horasEntre(inicio: string, fin: string): number | null {
  const a = localAIso(inicio);
  const b = localAIso(fin);
  return a && b ? calcularTiempoEmpleado(a, b) : null;
}

export interface ErrorFecha {
  campo: 'inicioReparacion' | 'finReparacion';
  mensaje: string;
}

/**
 * The domain's close-date rules, reported on the field they are about. Each date is checked on
 * its own first so both messages show at once; then the end against the start.
 */
export function erroresFechasCierre(fechaCreacion: string, inicio: string | null, fin: string, ahora = new Date()): ErrorFecha[] {
  const i = inicio === null ? null : localAIso(inicio);
  const f = localAIso(fin);
  const errores: ErrorFecha[] = [];
  if (inicio !== null && i) {
    const mensaje = validarFechasCierre(fechaCreacion, i, i, ahora);
    if (mensaje) errores.push({ campo: 'inicioReparacion', mensaje });
  }
  if (f) {
    const mensaje = validarFechasCierre(fechaCreacion, null, f, ahora);
    if (mensaje) errores.push({ campo: 'finReparacion', mensaje });
  }
  if (i && f && errores.length === 0) {
    const mensaje = validarFechasCierre(fechaCreacion, i, f, ahora);
    if (mensaje) errores.push({ campo: 'finReparacion', mensaje });
  }
  return errores;
}
