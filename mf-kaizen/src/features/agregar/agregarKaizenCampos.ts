import {
  AGREGAR_KAIZEN_DESDE_TARJETAS,
  COLORES,
  KAIZEN_TARJETAS_MAX,
  plural,
  type Color,
  type CrearKaizenBody,
  type KaizenTarjetaPar,
  type Pilar,
} from '@portal/shared/domain';

/** The add form's raw values: selects start at '' (their 'Seleccionar' option). */
export interface AgregarKaizenValues {
  codigo: string;
  preTarjeta: KaizenTarjetaPar[];
  maquina: string;
  lider: string;
  tema: string;
  linea: string;
  perdidaAtacada: string;
  pilar: Pilar | '';
}

export const AGREGAR_KAIZEN_DEFAULTS: AgregarKaizenValues = {
  codigo: '',
  preTarjeta: [],
  maquina: '',
  lider: '',
  tema: '',
  linea: '',
  perdidaAtacada: '',
  pilar: '',
};

/** 'Roja N°12': a source card's chip. */
export const etiquetaPar = (p: KaizenTarjetaPar): string => `${p.color} N°${p.numero}`;

export const mismaTarjeta = (a: KaizenTarjetaPar, b: KaizenTarjetaPar): boolean => a.color === b.color && a.numero === b.numero;

/** The card of `?color=Roja&numero=12` ('Crear Quick Kaizen' on a card's detail), or null when absent or malformed. */
export function tarjetaDeUrl(params: URLSearchParams, claves: { color: string; numero: string }): KaizenTarjetaPar | null {
  const color = params.get(claves.color);
  const numero = params.get(claves.numero)?.trim() ?? '';
  if (!(COLORES as readonly (string | null)[]).includes(color) || !/^\d{1,9}$/.test(numero) || Number(numero) < 1) return null;
  return { color: color as Color, numero: Number(numero) };
}

/** The card ids of `?tarjetas=<id>,<id>` (the list's selection): non-empty, each once, at most KAIZEN_TARJETAS_MAX. */
export function idsDeUrl(params: URLSearchParams): string[] {
  const ids = (params.get(AGREGAR_KAIZEN_DESDE_TARJETAS) ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => /^[\w-]{1,64}$/.test(id));
  return [...new Set(ids)].slice(0, KAIZEN_TARJETAS_MAX);
}

/** Cards of the URL that no longer exist (deleted meanwhile). */
export const tarjetasNoEncontradas = (n: number): string =>
  n === 1
    ? 'Una de las tarjetas elegidas ya no existe: no se agregó.'
    : `${plural(n, 'de las tarjetas elegidas ya no existe', 'de las tarjetas elegidas ya no existen')}: no se agregaron.`;

/** The request body (validated values; the server numbers the Kaizen). */
export const toPayload = (v: AgregarKaizenValues): CrearKaizenBody => ({ ...v, pilar: v.pilar as Pilar });
