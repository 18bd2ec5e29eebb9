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

/** A broken close-date rule, in the order the API reports them (its answer is the first). */
export type FaltaFechaCierre = 'inicioNoPosteriorAApertura' | 'finAnteriorAApertura' | 'finAnteriorAInicio' | 'inicioFuturo' | 'finFuturo';

/**
 * The close-date rules, written once (the API's `validarFechasCierre` and the dialogs' `erroresFechasCierre` read
 * them). The card's opening is compared at minute precision (the pickers have no seconds): the start must be later
 * than the opening minute, the end on or after it and on or after the start; a close records a repair that has
 * happened, so neither may be later than `limite` (the clock, plus the caller's tolerance). `inicio` null: no start.
 */
export function faltasFechasCierre(apertura: Date | string, inicio: number | null, fin: number, limite: number): FaltaFechaCierre[] {
  const desde = Math.floor(new Date(apertura).getTime() / MINUTO_MS) * MINUTO_MS;
  const faltas: FaltaFechaCierre[] = [];
  if (inicio !== null && !(inicio > desde)) faltas.push('inicioNoPosteriorAApertura');
  if (fin < desde) faltas.push('finAnteriorAApertura');
  if (inicio !== null && fin < inicio) faltas.push('finAnteriorAInicio');
  if (inicio !== null && inicio > limite) faltas.push('inicioFuturo');
  if (fin > limite) faltas.push('finFuturo');
  return faltas;
}

const CAMPO_DE_FALTA: Record<FaltaFechaCierre, ErrorFechaCierre['campo']> = {
  inicioNoPosteriorAApertura: 'inicioReparacion',
  inicioFuturo: 'inicioReparacion',
  finAnteriorAApertura: 'finReparacion',
  finFuturo: 'finReparacion',
  finAnteriorAInicio: 'finReparacion',
};

/**
 * The close dialogs' messages, per field so every one shows at once: the rules of `faltasFechasCierre` with no clock
 * tolerance (the UI allows none), the opening named in the message, a field's own rules before "fin before inicio"
 * (shown only when nothing else is wrong). `inicio` undefined: the dialog has no start (yellow card); an empty date is
 * left to the required rule, a half-typed one is 'incomplete'.
 */
export function erroresFechasCierre(apertura: string, inicio: string | undefined, fin: string, ahora: Date, zona: string): ErrorFechaCierre[] {
  const texto = formatearFechaHora(apertura, zona);
  const mensajes: Record<FaltaFechaCierre, string> = {
    inicioNoPosteriorAApertura: MSG_FECHAS_CIERRE.inicioPosteriorAApertura(texto),
    inicioFuturo: MSG_FECHAS_CIERRE.inicioFuturo,
    finAnteriorAApertura: MSG_FECHAS_CIERRE.finPosteriorAApertura(texto),
    finFuturo: MSG_FECHAS_CIERRE.finFuturo,
    finAnteriorAInicio: MSG_FECHAS_CIERRE.finAnteriorAInicio,
  };
  const i = inicio ? new Date(inicio).getTime() : null;
  const f = fin ? new Date(fin).getTime() : null;
  const errores: ErrorFechaCierre[] = [];
  if (i !== null && Number.isNaN(i)) errores.push({ campo: 'inicioReparacion', mensaje: MSG_FECHA_INCOMPLETA.fechaHora });
  if (f !== null && Number.isNaN(f)) errores.push({ campo: 'finReparacion', mensaje: MSG_FECHA_INCOMPLETA.fechaHora });
  const valido = (v: number | null) => v !== null && !Number.isNaN(v);
  // A rule is judged only when its dates are complete; a missing end is left to the required rule.
  const faltas = faltasFechasCierre(apertura, valido(i) ? i : null, valido(f) ? f! : Number.NaN, ahora.getTime()).filter(
    (falta) => CAMPO_DE_FALTA[falta] === 'inicioReparacion' || valido(f),
  );
  for (const campo of ['inicioReparacion', 'finReparacion'] as const) {
    if (errores.some((e) => e.campo === campo)) continue;
    const propia = faltas.find((falta) => CAMPO_DE_FALTA[falta] === campo && falta !== 'finAnteriorAInicio');
    if (propia) errores.push({ campo, mensaje: mensajes[propia] });
  }
  if (errores.length === 0 && faltas.includes('finAnteriorAInicio')) errores.push({ campo: 'finReparacion', mensaje: mensajes.finAnteriorAInicio });
  return errores;
}
