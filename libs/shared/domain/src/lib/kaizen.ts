import type { Color } from './colores';

/** Pilar options (spec §2, Add Quick Kaizen). */
export const PILARES = [
  'Seguridad',
  'Calidad',
  'Mantenimiento autónomo',
  'Mantenimiento planificado',
  'Mejoras enfocadas',
  'Capacitación y Entrenamiento',
  'Ambiente',
  'Logística',
] as const;
export type Pilar = (typeof PILARES)[number];

/** The stored estado (spec §3): a Kaizen in implementation is still Abierta, with `implementacion` true. */
export const ESTADOS_KAIZEN = ['Abierta', 'Cerrada'] as const;
export type EstadoKaizen = (typeof ESTADOS_KAIZEN)[number];

/** What the list's 'Estado actual' column and the filters show. */
export const ESTADOS_ACTUALES_KAIZEN = ['Abierta', 'En implementacion', 'Cerrada'] as const;
export type EstadoActualKaizen = (typeof ESTADOS_ACTUALES_KAIZEN)[number];

/** The close dialog's choice (spec §4): 'En implementacion' (default, `implementacion: true`) or 'Cerrada'. */
export const OPCIONES_CIERRE_KAIZEN = ['En implementacion', 'Cerrada'] as const;
export type OpcionCierreKaizen = (typeof OPCIONES_CIERRE_KAIZEN)[number];
export const OPCION_CIERRE_KAIZEN_DEFAULT: OpcionCierreKaizen = 'En implementacion';

/** The detail title's suffix for a Kaizen in implementation (spec §2, v1.4). */
export const SUFIJO_EN_IMPLEMENTACION = 'En implementacion';

export function estadoActualKaizen(k: { estado: EstadoKaizen; implementacion: boolean }): EstadoActualKaizen {
  if (k.estado === 'Cerrada') return 'Cerrada';
  return k.implementacion ? 'En implementacion' : 'Abierta';
}

/** How a card is linked to a Kaizen: a source card (preTarjeta) or a card of its Hacer stage (tarjetasHacer). */
export const ROLES_TARJETA_KAIZEN = ['origen', 'hacer'] as const;
export type RolTarjetaKaizen = (typeof ROLES_TARJETA_KAIZEN)[number];

/** At most this many cards per list (preTarjeta, tarjetasHacer). */
export const KAIZEN_TARJETAS_MAX = 50;

/** A linked card's state: the card's own estado, or 'eliminada' once the card was deleted. */
export const ESTADO_TARJETA_ELIMINADA = 'eliminada';

/** Spanish message for a link to a card that does not exist. */
export const tarjetaInexistente = (color: Color | string, numero: number): string => `No existe la tarjeta ${color} N°${numero}`;

/** 'Quick Kaizen N°7': how the screens name a Kaizen (the audit trail's label is the trigger's 'Kaizen N°7'). */
export const etiquetaKaizen = (numero: number): string => `Quick Kaizen N°${numero}`;

/**
 * costo / beneficio stay free text as in the original; when the text is a number (an amount with an
 * optional currency mark), this is its value, so totals can be summed by the database. Argentine
 * writing first: '1.500,50' → 1500.5, '1.500' → 1500; a single '.' with other than three decimals is a
 * decimal point ('12.5' → 12.5). Anything else ('a definir', '2 horas/día', '') → null.
 */
export function importeDeTexto(texto: string): number | null {
  let s = texto
    .trim()
    .replace(/^(US\$|U\$S|USD|ARS|\$|€)\s*/i, '')
    .replace(/\s*(US\$|U\$S|USD|ARS|\$|€)$/i, '')
    .replace(/\s+/g, '');
  const negativo = s.startsWith('-');
  if (negativo) s = s.slice(1);
  let normal: string;
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(s)) normal = s.replace(/\./g, '').replace(',', '.');
  else if (/^\d+(,\d+)?$/.test(s)) normal = s.replace(',', '.');
  else if (/^\d+\.\d+$/.test(s)) normal = s;
  else if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(s)) normal = s.replace(/,/g, '');
  else return null;
  const n = Number(normal);
  if (!Number.isFinite(n)) return null;
  return negativo ? -n : n;
}

/**
 * Chequear's '¿Se logró el objetivo?' (issue 22): one of three answers, stored as `objetivoLogrado`; the free
 * text the original kept (`objetivoCompletado`) stays beside it as the comment.
 */
export const OBJETIVO_LOGRADO = ['Sí', 'No', 'Parcialmente'] as const;
export type ObjetivoLogrado = (typeof OBJETIVO_LOGRADO)[number];

const NO_LETRA = '(?![a-zA-ZáéíóúñÁÉÍÓÚÑ])';
const LOGRADO_DE_TEXTO: readonly [RegExp, ObjetivoLogrado][] = [
  [new RegExp(`^\\s*s[ií]${NO_LETRA}`, 'i'), 'Sí'],
  [new RegExp(`^\\s*no${NO_LETRA}`, 'i'), 'No'],
  [/^\s*parcial/i, 'Parcialmente'],
];

/**
 * The answer a free text starts with ('Sí, sin fugas' → 'Sí', 'no' → 'No', 'Parcial: …' → 'Parcialmente'), else
 * null ('Sin fugas', ''). An old client that sends only the text, and the migration of stored Kaizens, read it so.
 */
export function objetivoLogradoDeTexto(texto: string | null | undefined): ObjetivoLogrado | null {
  if (!texto) return null;
  return LOGRADO_DE_TEXTO.find(([re]) => re.test(texto))?.[1] ?? null;
}

/** '¿Se logró el objetivo?' as the screens show it: 'Sí — sin fugas en 30 días', the text alone, or ''. */
export function textoObjetivoLogrado(k: { objetivoLogrado: ObjetivoLogrado | null; objetivoCompletado: string }): string {
  const comentario = k.objetivoCompletado.trim();
  if (!k.objetivoLogrado) return comentario;
  if (!comentario) return k.objetivoLogrado;
  // An old text that starts with its answer ('Sí, sin fugas') already says it.
  if (objetivoLogradoDeTexto(comentario) === k.objetivoLogrado) return comentario;
  return `${k.objetivoLogrado} — ${comentario}`;
}
