import type { TagDescription } from '@reduxjs/toolkit/query';
import type { ComentarioDestino, EventoPortal } from '@portal/shared/domain';
import { KAIZEN_DETALLE_TAG, TAG_TYPES, type TagType } from './api';

export type Tag = TagDescription<TagType>;

/** One tag per thread: a comment added or deleted on a card refetches that card's thread only. */
export const comentariosTag = ({ destino, id }: { destino: ComentarioDestino; id: string }) => ({ type: 'Comentario' as const, id: `${destino}:${id}` });

/*
 * The ONE mapping from a change to the cache tags it makes stale. Each change reaches each tab's cache by one path:
 * the tab that made it through its mutation's `invalidatesTags` (the tags of the events its change causes, from here),
 * every other tab through the live event (shared-live; the BFF does not send a tab the events of its own requests).
 * etiquetasCache.spec (shared-live) checks both sides against the queries.
 *
 * The tags the queries of the portal provide (each named where it is provided):
 *  - mf-tarjetas: {Tarjeta, LIST} every list page, its groups and the add form's open cards (pages also give each
 *    card's id); {Tarjeta, id} a card's detail; {Tarjeta, HISTORIAL:id} its Historial; SIGUIENTE, CONSULTA (/tarjetasfiltro),
 *    VALORES (column values); {Kaizen, LIST} the detail's 'Quick Kaizen' section.
 *  - data-access: {Tarjeta, NOTIFICACIONES} the bell (the escalation's 'Vencidas', the novedades) and 'Mis reportes';
 *    Comentario 'destino:id' a thread; {Tarjeta, LIST} also 'Mis reportes' and the Bandeja.
 *  - mf-kaizen: {Kaizen, LIST} lists and totals; {Kaizen, id} + KAIZEN_DETALLE_TAG a detail and its recurrence (linked cards).
 *  - mf-dashboard: 'Dashboard' every figure (card figures only: no Kaizen figure on the dashboard).
 */
const T = (id: string): Tag => ({ type: 'Tarjeta', id });
const LIST = T('LIST');
const SIGUIENTE = T('SIGUIENTE');
const CONSULTA = T('CONSULTA');
const VALORES = T('VALORES');
const NOTIFICACIONES = T('NOTIFICACIONES');
const historial = (id: string) => T(`HISTORIAL:${id}`);
const DASHBOARD: Tag = 'Dashboard';
const KAIZEN_LIST: Tag = { type: 'Kaizen', id: 'LIST' };
const kaizen = (id: string): Tag => ({ type: 'Kaizen', id });

/** What any card change touches beside the card itself: lists, the filter page, column values, dashboard, bell, Kaizen details' linked cards. */
const ALREDEDOR_DE_TARJETA: Tag[] = [LIST, CONSULTA, VALORES, DASHBOARD, NOTIFICACIONES, KAIZEN_DETALLE_TAG];

/** Every tag type: a resync, or a stream back after an interruption (events may have been missed). */
export const TODOS_LOS_TAGS: readonly Tag[] = TAG_TYPES;

/**
 * The tags an event invalidates: exactly the queries that show the changed thing. A deleted card's or Kaizen's
 * own tag is left alone: its detail, if open, shows the 'eliminada' notice (live slice) instead of refetching
 * into a 404.
 */
export function tagsDeEvento(evento: EventoPortal): Tag[] {
  const { id } = evento;
  switch (evento.tipo) {
    case 'tarjeta.creada':
      // The next-number previews move; a new card may count in a Kaizen's recurrence.
      return [...ALREDEDOR_DE_TARJETA, SIGUIENTE];
    case 'tarjeta.actualizada':
    case 'tarjeta.cerrada':
      // Its detail and Historial; the Kaizen lists show their cards' state.
      return [...ALREDEDOR_DE_TARJETA, T(id), historial(id), KAIZEN_LIST];
    case 'tarjeta.eliminada':
      return [...ALREDEDOR_DE_TARJETA, SIGUIENTE];
    case 'kaizen.creado':
    case 'kaizen.eliminado':
      // Kaizen lists and totals; the card details' 'Quick Kaizen' sections.
      return [KAIZEN_LIST];
    case 'kaizen.actualizado':
      return [KAIZEN_LIST, kaizen(id)];
    case 'comentario.agregado':
      // A card's comment may be news to its author (bell, 'Mis reportes').
      if (evento.tarjetaId) return [comentariosTag({ destino: 'tarjeta', id: evento.tarjetaId }), NOTIFICACIONES];
      if (evento.kaizenId) return [comentariosTag({ destino: 'kaizen', id: evento.kaizenId })];
      return ['Comentario'];
    case 'aviso.vencida':
      return [NOTIFICACIONES];
    case 'resync':
      if (evento.entidad === 'tarjeta') return ['Tarjeta', DASHBOARD, 'Comentario', KAIZEN_DETALLE_TAG];
      if (evento.entidad === 'kaizen') return ['Kaizen', 'Comentario'];
      return [...TODOS_LOS_TAGS];
  }
}

const entero = (tag: Tag) => typeof tag === 'string' || tag.id === undefined;
const tipoDe = (tag: Tag) => (typeof tag === 'string' ? tag : tag.type);
const clave = (tag: Tag) => (typeof tag === 'string' || tag.id === undefined ? tipoDe(tag) : `${tag.type}\u0000${tag.id}`);

/**
 * One invalidation for many events: each tag once, and a tag of a type invalidated whole is left out
 * (the whole type covers it).
 */
export function unirTags(listas: Iterable<readonly Tag[]>): Tag[] {
  const porClave = new Map<string, Tag>();
  for (const lista of listas) for (const tag of lista) if (!porClave.has(clave(tag))) porClave.set(clave(tag), tag);
  const enteros = new Set([...porClave.values()].filter(entero).map(tipoDe));
  return [...porClave.values()].filter((t) => entero(t) || !enteros.has(tipoDe(t)));
}

/** The tags of several events (the changes of one request), each tag once. */
export const tagsDeEventos = (...eventos: EventoPortal[]): Tag[] => unirTags(eventos.map(tagsDeEvento));
