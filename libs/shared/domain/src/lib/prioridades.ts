import { plural } from './plural';

export const PRIORIDADES = ['Alta', 'Media', 'Baja'] as const;
export type Prioridad = (typeof PRIORIDADES)[number];

/** Days an open card of each priority may stay open before its alert is exceeded: a plant's setting (issue 24). */
export type DiasAlerta = Readonly<Record<Prioridad, number>>;

/** The spec's alert days, every new plant's until its Admin changes them. */
export const ALERTA_DIAS: DiasAlerta = { Alta: 15, Media: 30, Baja: 60 };

const DAY_MS = 24 * 60 * 60 * 1000;

/** '1 día', '0 días', '29 días': day counts shown to users. */
export const textoDias = (n: number): string => plural(n, 'día', 'días');

export interface Alerta {
  /** Whole days left (positive) or exceeded (positive when `excedido`). */
  dias: number;
  excedido: boolean;
  texto: string;
}

/**
 * Countdown shown on an open card, against its plant's alert days. The original app negated the elapsed days for Baja
 * before subtracting 60; here every priority uses the same formula (docs/decisions.md).
 */
export function calcularAlerta(fechaApertura: Date | string, prioridad: Prioridad, dias: DiasAlerta, ahora: Date = new Date()): Alerta {
  const apertura = typeof fechaApertura === 'string' ? new Date(fechaApertura) : fechaApertura;
  const transcurridos = Math.floor((ahora.getTime() - apertura.getTime()) / DAY_MS);
  const restantes = dias[prioridad] - transcurridos;
  if (restantes >= 0) return { dias: restantes, excedido: false, texto: `Faltan ${textoDias(restantes)}` };
  return { dias: -restantes, excedido: true, texto: `Excedido ${textoDias(-restantes)}` };
}

/** Warning mark in search: an open card older than its priority's deadline. */
export function alertaVencida(fechaApertura: Date | string, prioridad: Prioridad, dias: DiasAlerta, ahora: Date = new Date()): boolean {
  return calcularAlerta(fechaApertura, prioridad, dias, ahora).excedido;
}
