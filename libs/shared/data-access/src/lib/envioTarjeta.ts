import {
  IDEMPOTENCY_KEY_HEADER,
  MSG,
  rutaUrl,
  tarjetasContrato as T,
  uploadsContrato,
  type CuerpoEntrada,
  type RespuestaDe,
  type UploadResponse,
} from '@portal/shared/domain';
import { cabecerasPortal } from './origen';

/**
 * A create body without `imagenUrl` (the photo travels apart until it is uploaded). The form also sends the
 * previewed `numero`, which the server does not read (it numbers the card).
 */
type CuerpoAlta<R extends typeof T.crear | typeof T.crearAmarilla> = Omit<CuerpoEntrada<R>, 'imagenUrl'> & { numero?: number };

/**
 * One card to send, as the add form built it: the same object is sent online or kept in the offline queue,
 * so a retry always carries the same `Idempotency-Key` and the server answers it with the same card.
 */
export interface EnvioTarjeta {
  /** The `Idempotency-Key` header: generated once per card (crypto.randomUUID), kept through every retry. */
  key: string;
  amarilla: boolean;
  payload: CuerpoAlta<typeof T.crear> | CuerpoAlta<typeof T.crearAmarilla>;
  /** The photo, already resized in the browser (JPEG ≤ 1,600 px). */
  foto?: Blob;
  /** Set once the photo is uploaded: a retry does not upload it again. */
  imagenUrl?: string;
}

/**
 * `red`: no answer (offline, dropped connection, 502–504 from a proxy): keep it and retry later.
 * `sesion`: 401, the card waits for the next login. `rechazada`: the server refused it with `msg`.
 */
export type ResultadoEnvio =
  { ok: true; tarjeta: RespuestaDe<typeof T.crear> } | { ok: false; tipo: 'red' | 'sesion' | 'rechazada'; status?: number; msg: string };

export interface EnvioOpciones {
  token: string | null | undefined;
  /** Called as soon as the photo is uploaded, before the card is created (the queue stores the URL). */
  onImagenSubida?: (imagenUrl: string) => void | Promise<void>;
  fetchFn?: typeof fetch;
}

// 429: the upload limits say when to come back; a queued card just waits for the next try.
const RED_STATUS = new Set([0, 429, 502, 503, 504]);

/** Uploads the photo (if any, once), then creates the card with its image and the envio's Idempotency-Key. */
export async function enviarTarjeta(envio: EnvioTarjeta, { token, onImagenSubida, fetchFn = fetch }: EnvioOpciones): Promise<ResultadoEnvio> {
  const auth = cabecerasPortal(token);
  let imagenUrl = envio.imagenUrl;
  if (envio.foto && !imagenUrl) {
    const body = new FormData();
    body.append('file', envio.foto, 'foto.jpg');
    const subida = await llamar(fetchFn, rutaUrl(uploadsContrato.subir), { method: 'POST', headers: auth, body });
    if (!subida.ok) return subida;
    imagenUrl = (subida.json as UploadResponse).secure_url;
    await onImagenSubida?.(imagenUrl);
  }
  const creada = await llamar(fetchFn, rutaUrl(envio.amarilla ? T.crearAmarilla : T.crear), {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: envio.key },
    body: JSON.stringify(imagenUrl ? { ...envio.payload, imagenUrl } : envio.payload),
  });
  return creada.ok ? { ok: true, tarjeta: creada.json as RespuestaDe<typeof T.crear> } : creada;
}

type Respuesta = { ok: true; json: unknown } | { ok: false; tipo: 'red' | 'sesion' | 'rechazada'; status?: number; msg: string };

async function llamar(fetchFn: typeof fetch, url: string, init: RequestInit): Promise<Respuesta> {
  let response: Response;
  try {
    response = await fetchFn(url, init);
  } catch {
    return { ok: false, tipo: 'red', msg: MSG.sinConexion };
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (response.ok) return { ok: true, json };
  const msg = typeof (json as { msg?: unknown } | undefined)?.msg === 'string' ? (json as { msg: string }).msg : MSG.sinConexion;
  if (RED_STATUS.has(response.status)) return { ok: false, tipo: 'red', status: response.status, msg };
  if (response.status === 401) return { ok: false, tipo: 'sesion', status: 401, msg };
  return { ok: false, tipo: 'rechazada', status: response.status, msg };
}
