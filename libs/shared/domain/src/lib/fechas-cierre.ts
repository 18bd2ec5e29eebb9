import { formatearFechaHora } from './tiempo-planta';

/**
 * The close dialogs' date messages: they name the card's opening (DD/MM/YYYY HH:mm), so the user
 * knows which moment the repair must follow.
 */
export const MSG_FECHAS_CIERRE = {
  inicioPosteriorAApertura: (apertura: string) => `El inicio de la reparación debe ser posterior a la apertura de la tarjeta (${apertura})`,
  finPosteriorAApertura: (apertura: string) => `El fin de la reparación no puede ser anterior a la apertura de la tarjeta (${apertura})`,
  finAnteriorAInicio: 'El fin de la reparación no puede ser anterior a su inicio',
  inicioFuturo: 'El inicio de la reparación no puede ser posterior a la fecha y hora actual',
  finFuturo: 'Una reparación no puede terminar en el futuro: el fin no puede ser posterior a la fecha y hora actual',
} as const;

/** A date field whose text is not a whole date yet (the forms' pickers are typed as DD/MM/YYYY [HH:mm]). */
export const MSG_FECHA_INCOMPLETA = {
  fecha: 'Complete la fecha con el formato DD/MM/AAAA',
  fechaHora: 'Complete la fecha y hora con el formato DD/MM/AAAA HH:mm',
} as const;

/** A form's 'YYYY-MM-DD' date value: empty or a real calendar date. */
export const esFechaDelForm = (v: string) => v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(new Date(`${v}T00:00:00Z`).getTime()));

export interface ErrorFechaCierre {
  campo: 'inicioReparacion' | 'finReparacion';
  mensaje: string;
}

const MINUTO_MS = 60_000;

/**
 * The close dialogs' date rules, per field so every message shows at once. As the API's
 * `validarFechasCierre` (the opening compared at minute precision), but stricter on the clock: the UI
 * allows no tolerance, a repair cannot start or end after `ahora`. `inicio` undefined: the dialog has
 * no start (yellow card); an empty date is left to the required rule.
 */
export function erroresFechasCierre(
  apertura: string,
  inicio: string | undefined,
  fin: string,
  ahora: Date,
  zona: string,
): ErrorFechaCierre[] {
  const desde = Math.floor(new Date(apertura).getTime() / MINUTO_MS) * MINUTO_MS;
  const texto = formatearFechaHora(apertura, zona);
  const errores: ErrorFechaCierre[] = [];
  const hora = (v: string) => new Date(v).getTime();
  const i = inicio ? hora(inicio) : null;
  const f = fin ? hora(fin) : null;
  if (inicio) {
    if (Number.isNaN(i)) errores.push({ campo: 'inicioReparacion', mensaje: MSG_FECHA_INCOMPLETA.fechaHora });
    else if (i! <= desde) errores.push({ campo: 'inicioReparacion', mensaje: MSG_FECHAS_CIERRE.inicioPosteriorAApertura(texto) });
    else if (i! > ahora.getTime()) errores.push({ campo: 'inicioReparacion', mensaje: MSG_FECHAS_CIERRE.inicioFuturo });
  }
  if (fin) {
    if (Number.isNaN(f)) errores.push({ campo: 'finReparacion', mensaje: MSG_FECHA_INCOMPLETA.fechaHora });
    else if (f! < desde) errores.push({ campo: 'finReparacion', mensaje: MSG_FECHAS_CIERRE.finPosteriorAApertura(texto) });
    else if (f! > ahora.getTime()) errores.push({ campo: 'finReparacion', mensaje: MSG_FECHAS_CIERRE.finFuturo });
    else if (errores.length === 0 && i !== null && f! < i) errores.push({ campo: 'finReparacion', mensaje: MSG_FECHAS_CIERRE.finAnteriorAInicio });
  }
  return errores;
}
