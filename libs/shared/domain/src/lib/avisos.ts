import type { Color } from './colores';
import type { DiasAlerta, Prioridad } from './prioridades';

/**
 * Overdue notices (issue 12). An open card is 'vencida' once `calcularAlerta` says 'Excedido' (more than
 * the plant's alert days whole days open: Alta 15, Media 30, Baja 60 by default) and 'escalada' once it is open more than twice that.
 * 'vencida' goes to the card's creator and the Jefes de area of its Equipo; 'escalada' to the Admins.
 */
export const NIVELES_AVISO = ['vencida', 'escalada'] as const;
export type NivelAviso = (typeof NIVELES_AVISO)[number];

export const NIVEL_AVISO_LABEL: Record<NivelAviso, string> = { vencida: 'Vencida', escalada: 'Escalada a Admin' };

const DAY_MS = 86_400_000;

/** Days an open card of that priority may be old and still not reach the level. */
export const diasPlazoNivel = (prioridad: Prioridad, nivel: NivelAviso, dias: DiasAlerta): number => dias[prioridad] * (nivel === 'escalada' ? 2 : 1);

/**
 * An open card of that priority opened at or before this instant has reached the level at `ahora`:
 * (plazo + 1) whole days, the instant `calcularAlerta` starts counting 'Excedido 1 día' (for 'vencida').
 */
export const limiteNivel = (ahora: Date, prioridad: Prioridad, nivel: NivelAviso, dias: DiasAlerta): Date =>
  new Date(ahora.getTime() - (diasPlazoNivel(prioridad, nivel, dias) + 1) * DAY_MS);

/** One overdue notice of the current user, as the bell's 'Vencidas' section lists it. */
export interface AvisoVencida {
  /** The notice-to-user id. */
  _id: string;
  tarjetaId: string;
  numero: number;
  color: Color;
  maquina: string;
  prioridad: Prioridad;
  /** The card's Equipo autónomo ('' when none): the bell groups Vencidas by it. */
  equipo: string;
  /** The card's opening (ISO): the bell shows 'Excedido N días' from it with `calcularAlerta`. */
  fecha: string;
  nivel: NivelAviso;
  /** When the job notified it (ISO). */
  notificadaEn: string;
  leida: boolean;
}

/** `GET /api/tarjetas/notificaciones/vencidas`: the user's notices of cards still open (newest first, at most AVISOS_LIMITE) and how many are unread. */
export interface AvisosVencidas {
  items: AvisoVencida[];
  noLeidas: number;
}

/** How many notices the bell lists. */
export const AVISOS_LIMITE = 20;

/** `POST /api/reporte/enviar`: whom the report went to and its subject. */
export interface ReporteEnviado {
  destinatarios: string[];
  asunto: string;
}

/** Spanish weekdays accepted by REPORT_DAY (ISO numbering: lunes = 1 … domingo = 7). */
export const DIAS_SEMANA = ['lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado', 'domingo'] as const;
export type DiaSemana = (typeof DIAS_SEMANA)[number];
