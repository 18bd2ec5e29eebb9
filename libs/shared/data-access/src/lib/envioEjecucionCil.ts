import {
  cilContrato as C,
  IDEMPOTENCY_KEY_HEADER,
  rutaUrl,
  uploadsContrato,
  type EjecucionCil,
  type ResultadoCil,
  type UploadResponse,
} from '@portal/shared/domain';
import { llamarEnvio, type FalloEnvio } from './llamarEnvio';
import { cabecerasPortal } from './origen';

export interface ResultadoEnvioCil {
  punto: string;
  resultado: ResultadoCil;
  comentario: string;
  motivo: string;
  tarjetaKey: string | null;
  /** The No OK photo taken on the phone (JPEG ≤ 1,600 px), until it is uploaded. */
  foto?: Blob;
  /** Set once uploaded: a retry does not upload it again. */
  fotoUrl?: string;
}

/** A finished CIL routine run, the same object sent online or kept in the offline queue (one Idempotency-Key). */
export interface EnvioEjecucionCil {
  key: string;
  maquinaId: string;
  /** For the queue's list. */
  maquina: string;
  iniciadaEn: string;
  terminadaEn: string;
  minutos: number;
  resultados: ResultadoEnvioCil[];
}

export type ResultadoEnvioEjecucion = { ok: true; ejecucion: EjecucionCil } | FalloEnvio;

export interface EnvioCilOpciones {
  token: string | null | undefined;
  /** Called after each photo is uploaded (the queue stores its URL). */
  onFotoSubida?: (punto: string, url: string) => void | Promise<void>;
  fetchFn?: typeof fetch;
}

/** Uploads each point's photo (once), then records the run with its Idempotency-Key. */
export async function enviarEjecucionCil(
  envio: EnvioEjecucionCil,
  { token, onFotoSubida, fetchFn = fetch }: EnvioCilOpciones,
): Promise<ResultadoEnvioEjecucion> {
  const auth = cabecerasPortal(token);
  const urls = new Map<string, string>();
  for (const r of envio.resultados) {
    if (r.fotoUrl) urls.set(r.punto, r.fotoUrl);
    else if (r.foto) {
      const body = new FormData();
      body.append('file', r.foto, 'foto.jpg');
      const subida = await llamarEnvio(fetchFn, rutaUrl(uploadsContrato.subir), { method: 'POST', headers: auth, body });
      if (!subida.ok) return subida;
      const url = (subida.json as UploadResponse).secure_url;
      urls.set(r.punto, url);
      await onFotoSubida?.(r.punto, url);
    }
  }
  const cuerpo = {
    maquinaId: envio.maquinaId,
    iniciadaEn: envio.iniciadaEn,
    terminadaEn: envio.terminadaEn,
    minutos: envio.minutos,
    resultados: envio.resultados.map((r) => ({
      punto: r.punto,
      resultado: r.resultado,
      comentario: r.comentario,
      motivo: r.motivo,
      tarjetaKey: r.tarjetaKey,
      foto: urls.get(r.punto) ?? null,
    })),
  };
  const hecha = await llamarEnvio(fetchFn, rutaUrl(C.registrar), {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: envio.key },
    body: JSON.stringify(cuerpo),
  });
  return hecha.ok ? { ok: true, ejecucion: hecha.json as EjecucionCil } : hecha;
}
