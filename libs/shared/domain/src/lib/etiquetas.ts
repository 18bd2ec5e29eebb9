import { ROUTES } from './routes';

/** The file `GET /api/campos/etiquetas` answers (and the download is saved as). */
export const ETIQUETAS_QR_FILE_NAME = 'EtiquetasQR.pdf';
/** Printed on every label. */
export const NOMBRE_PORTAL = 'Portal de Mejora Continua';

/** Query parameters of a machine label's link (the add-card form reads them back). */
const PARAM_MAQUINA = 'maquina';
const PARAM_PARTE = 'parte';
/** Longer values are not ours: a campo id is a uuid, a part at most 200 characters. */
const LARGO_MAX = 200;

/**
 * The link a machine's QR label encodes: `<origin>/agregartarjeta?maquina=<campo _id>[&parte=<part>]`.
 * `origin` is the portal's public origin (PUBLIC_URL); a trailing slash is dropped.
 */
export function urlEtiquetaMaquina(origin: string, maquinaId: string, parte?: string): string {
  const params = new URLSearchParams({ [PARAM_MAQUINA]: maquinaId });
  if (parte) params.set(PARAM_PARTE, parte);
  return `${origin.replace(/\/+$/, '')}${ROUTES.agregarTarjeta}?${params.toString()}`;
}

export interface EtiquetaLeida {
  /** The machine's campo `_id` (to be looked up among the configured machines: it may be stale). */
  maquinaId?: string;
  /** Only with a machine. */
  parte?: string;
}

const valor = (v: string | null): string | undefined => {
  const limpio = v?.trim();
  return limpio && limpio.length <= LARGO_MAX ? limpio : undefined;
};

/** The inverse of `urlEtiquetaMaquina` on the add-card page's query string (`location.search` or its params). */
export function leerEtiquetaMaquina(searchParams: URLSearchParams | string): EtiquetaLeida {
  const params = typeof searchParams === 'string' ? new URLSearchParams(searchParams) : searchParams;
  const maquinaId = valor(params.get(PARAM_MAQUINA));
  if (!maquinaId) return {};
  const parte = valor(params.get(PARAM_PARTE));
  return parte ? { maquinaId, parte } : { maquinaId };
}

/** One printed label. */
export interface Etiqueta {
  maquina: string;
  parte?: string;
  url: string;
}

/** A machine as the labels need it (a campo row of name 'maquina'). */
export interface MaquinaEtiquetable {
  _id: string;
  value: string;
  parteMaquina: readonly string[];
}

/** The labels in print order: each machine's own label, then (with `partes`) one per part in its configured order. */
export function etiquetasDeMaquinas(maquinas: readonly MaquinaEtiquetable[], origin: string, partes = true): Etiqueta[] {
  return maquinas.flatMap((m) => [
    { maquina: m.value, url: urlEtiquetaMaquina(origin, m._id) },
    ...(partes ? m.parteMaquina.map((parte) => ({ maquina: m.value, parte, url: urlEtiquetaMaquina(origin, m._id, parte) })) : []),
  ]);
}
