import {
  IDEMPOTENCY_KEY_HEADER,
  rutaUrl,
  tarjetasContrato as T,
  uploadsContrato,
  type CuerpoEntrada,
  type RespuestaDe,
  type UploadResponse,
} from '@portal/shared/domain';
import { llamarEnvio, type FalloEnvio } from './llamarEnvio';
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

/** The card as created, or how it failed (`FalloEnvio`). */
export type ResultadoEnvio = { ok: true; tarjeta: RespuestaDe<typeof T.crear> } | FalloEnvio;

export interface EnvioOpciones {
  token: string | null | undefined;
  /** Called as soon as the photo is uploaded, before the card is created (the queue stores the URL). */
  onImagenSubida?: (imagenUrl: string) => void | Promise<void>;
  fetchFn?: typeof fetch;
}

/** Uploads the photo (if any, once), then creates the card with its image and the envio's Idempotency-Key. */
export async function enviarTarjeta(envio: EnvioTarjeta, { token, onImagenSubida, fetchFn = fetch }: EnvioOpciones): Promise<ResultadoEnvio> {
  const auth = cabecerasPortal(token);
  let imagenUrl = envio.imagenUrl;
  if (envio.foto && !imagenUrl) {
    const body = new FormData();
    body.append('file', envio.foto, 'foto.jpg');
    const subida = await llamarEnvio(fetchFn, rutaUrl(uploadsContrato.subir), { method: 'POST', headers: auth, body });
    if (!subida.ok) return subida;
    imagenUrl = (subida.json as UploadResponse).secure_url;
    await onImagenSubida?.(imagenUrl);
  }
  const creada = await llamarEnvio(fetchFn, rutaUrl(envio.amarilla ? T.crearAmarilla : T.crear), {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: envio.key },
    body: JSON.stringify(imagenUrl ? { ...envio.payload, imagenUrl } : envio.payload),
  });
  return creada.ok ? { ok: true, tarjeta: creada.json as RespuestaDe<typeof T.crear> } : creada;
}
