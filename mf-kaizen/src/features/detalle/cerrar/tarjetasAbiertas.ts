import { plural, type Kaizen, type KaizenTarjetaRef } from '@portal/shared/domain';

/**
 * Closing a Kaizen whose linked cards are still open (issue 22): the close dialog lists them and asks what
 * becomes of them. A card closes only with its own repair record (the card's close dialog), so 'Cerrar también
 * las tarjetas' does not close them blindly: after the Kaizen closes, its detail lists the open ones, each with
 * a link that opens that card's close dialog (`detalleConAccion(id, 'cerrar')`), until none is left.
 */
export const DESTINOS_TARJETAS_ABIERTAS = ['Cerrar también las tarjetas', 'Mantenerlas abiertas'] as const;
export type DestinoTarjetasAbiertas = (typeof DESTINOS_TARJETAS_ABIERTAS)[number];
export const CERRAR_TAMBIEN: DestinoTarjetasAbiertas = 'Cerrar también las tarjetas';

export const TARJETAS_ABIERTAS_LABEL = '¿Qué hace con las tarjetas abiertas?';
export const TARJETAS_ABIERTAS_REQUERIDO = 'Indique si cierra también las tarjetas abiertas o las mantiene abiertas';
export const TARJETAS_ABIERTAS_AYUDA = 'Cada tarjeta se cierra con su reparación: al cerrar el Kaizen, esta página las lista con un enlace a Cerrar tarjeta.';

/** The linked cards (source and Hacer, each once) still Abierta. */
export function tarjetasAbiertas(k: Pick<Kaizen, 'preTarjeta' | 'tarjetasHacer'>): (KaizenTarjetaRef & { _id: string })[] {
  const vistas = new Set<string>();
  const abiertas: (KaizenTarjetaRef & { _id: string })[] = [];
  for (const t of [...k.preTarjeta, ...k.tarjetasHacer]) {
    if (!t._id || t.estado !== 'Abierta' || vistas.has(t._id)) continue;
    vistas.add(t._id);
    abiertas.push(t as KaizenTarjetaRef & { _id: string });
  }
  return abiertas;
}

/** 'Tarjeta Roja N°12' */
export const nombreTarjeta = (t: Pick<KaizenTarjetaRef, 'color' | 'numero'>) => `Tarjeta ${t.color} N°${t.numero}`;

/** The warning's first line: '2 tarjetas vinculadas siguen abiertas:'. */
export const avisoTarjetasAbiertas = (n: number) =>
  n === 1 ? '1 tarjeta vinculada sigue abierta:' : `${plural(n, 'tarjeta vinculada', 'tarjetas vinculadas')} siguen abiertas:`;

/** The snackbar after closing while keeping them open. */
export const siguenAbiertas = (n: number) =>
  n === 1 ? '1 tarjeta vinculada sigue abierta' : `${plural(n, 'tarjeta vinculada', 'tarjetas vinculadas')} siguen abiertas`;
