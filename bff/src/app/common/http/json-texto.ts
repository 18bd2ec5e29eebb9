import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESSION_ENCODINGS, COMPRESSION_THRESHOLD_BYTES } from './compression';

type Encoding = (typeof COMPRESSION_ENCODINGS)[number];

/**
 * A JSON document already written as text (a kept answer): the reply sends the text as it is, where an object would
 * be serialized again, and compresses it once per encoding for every client that asks for it. `T` is the document's
 * type, so the contract still checks what a handler answers (`@Endpoint`).
 */
export class JsonTexto<T> {
  declare private readonly documento?: T;
  private readonly comprimido = new Map<Encoding, Buffer>();

  constructor(readonly texto: string) {}

  /** The text in `encoding`, compressed on the first call (with the compression plugin's settings). */
  en(encoding: Encoding): Buffer {
    let bytes = this.comprimido.get(encoding);
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotliCompressSync(this.texto, { params: { [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_QUALITY]: 4 } })
          : gzipSync(this.texto);
      this.comprimido.set(encoding, bytes);
    }
    return bytes;
  }
}

const RESPUESTA = Symbol('portal.jsonTexto');
type ConJsonTexto = FastifyReply & { [RESPUESTA]?: JsonTexto<unknown> };

/** Fastify's serializer of every JSON reply: a JsonTexto as its text, any other value as JSON.stringify writes it. */
export const serializarRespuesta = (payload: unknown): string => (payload instanceof JsonTexto ? payload.texto : JSON.stringify(payload));

/** The encoding the compression plugin would choose for this request (`*` and x-gzip as gzip), if any. */
function encodingPedido(request: FastifyRequest): Encoding | undefined {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string' || request.headers['x-no-compression'] !== undefined) return undefined;
  return negotiate(header.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), [...COMPRESSION_ENCODINGS]) ?? undefined;
}

/**
 * JsonTexto replies: their text is the body, and a client that accepts br or gzip gets the bytes compressed once for
 * all (the compression plugin then leaves a body with a Content-Encoding alone). Registered before the routes.
 */
export function registrarJsonTexto(fastify: FastifyInstance): void {
  fastify.setReplySerializer(serializarRespuesta);
  fastify.addHook('preSerialization', (_request, reply: ConJsonTexto, payload, done) => {
    if (payload instanceof JsonTexto) reply[RESPUESTA] = payload;
    done(null, payload);
  });
  fastify.addHook('onSend', (request, reply: ConJsonTexto, payload, done) => {
    const json = reply[RESPUESTA];
    const encoding = json && !reply.getHeader('content-encoding') && json.texto.length >= COMPRESSION_THRESHOLD_BYTES ? encodingPedido(request) : undefined;
    if (!json || !encoding) return done(null, payload);
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/\baccept-encoding\b/i.test(vary)) reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
    reply.header('content-encoding', encoding);
    done(null, json.en(encoding));
  });
}
