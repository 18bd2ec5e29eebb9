import type { Color } from './colores';
import type { Prioridad } from './prioridades';
import type { EstadoTarjeta } from './tarjeta';

/**
 * Following a card up (issue 22). When someone other than its author plans, closes or comments on a card, the
 * author gets a 'novedad': the bell's 'Mis tarjetas' / 'Comentarios' groups and the badge of 'Mis reportes'.
 * Opening the card reads its novedades; the bell can read them all.
 */
export const TIPOS_NOVEDAD = ['planificada', 'cerrada', 'comentario'] as const;
export type TipoNovedad = (typeof TIPOS_NOVEDAD)[number];

/** The bell group of each kind of novedad. */
export const GRUPO_NOVEDAD: Record<TipoNovedad, 'misTarjetas' | 'comentarios'> = {
  planificada: 'misTarjetas',
  cerrada: 'misTarjetas',
  comentario: 'comentarios',
};

/** How many novedades the bell lists (newest first; the Notificaciones page lists them all). */
export const NOVEDADES_LIMITE = 20;

/** A comment's text kept in its novedad: enough for one line of the bell. */
export const NOVEDAD_DETALLE_MAX = 140;

/** One novedad of the current user's cards. */
export interface Novedad {
  _id: string;
  tarjetaId: string;
  numero: number;
  color: Color;
  maquina: string;
  tipo: TipoNovedad;
  /** Who planned, closed or commented. */
  actor: string;
  /** planificada: the planned close day (YYYY-MM-DD) or ''; comentario: the comment's start; cerrada: ''. */
  detalle: string;
  /** ISO instant. */
  fecha: string;
  leida: boolean;
}

/** `GET /api/tarjetas/notificaciones/novedades`: the newest novedades and how many are unread. */
export interface Novedades {
  items: Novedad[];
  noLeidas: number;
}

/** 'Planificada por Ana Gómez' · 'Cerrada por …' · 'Comentario de …: «…»' (the planned day is formatted by the caller). */
export function textoNovedad(n: Pick<Novedad, 'tipo' | 'actor' | 'detalle'>, fechaPrevista?: string): string {
  if (n.tipo === 'planificada') return `Planificada por ${n.actor}${fechaPrevista ? ` · cierre previsto ${fechaPrevista}` : ''}`;
  if (n.tipo === 'cerrada') return `Cerrada por ${n.actor}`;
  return `Comentario de ${n.actor}: «${n.detalle}»`;
}

/** The start of a comment as its novedad keeps it. */
export const recortarDetalle = (texto: string): string => {
  const limpio = texto.replace(/\s+/g, ' ').trim();
  return limpio.length <= NOVEDAD_DETALLE_MAX ? limpio : `${limpio.slice(0, NOVEDAD_DETALLE_MAX - 1)}…`;
};

/** One card of 'Mis reportes': what its author needs to follow it. */
export interface MiReporte {
  _id: string;
  numero: number;
  color: Color;
  estado: EstadoTarjeta;
  prioridad: Prioridad;
  maquina: string;
  descripcion: string;
  /** Opening (ISO). */
  fecha: string;
  planificacion: boolean;
  /** Planned close day (YYYY-MM-DD) or null. */
  previstaCierre: string | null;
  /** Who planned it last ('' when unknown: planned before issue 22 or not planned). */
  planificadaPor: string;
  /** Closing (ISO) or null. */
  cerradaEn: string | null;
  ultimoComentario: { autor: string; texto: string; fecha: string } | null;
  /** Unread novedades of this card: the 'changed since I looked' badge. */
  novedades: number;
}

export interface MisReportesPagina {
  items: MiReporte[];
  total: number;
  /** Cards of mine with unread novedades. */
  conNovedades: number;
}

export const MIS_REPORTES_PAGE_SIZE = 20;
