import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyBodyParser } from 'fastify';

/** Methods whose body is the point of the request: an empty JSON body stays a 400 there. */
const BODY_REQUIRED = new Set(['POST', 'PUT', 'PATCH']);

/**
 * Fastify's JSON parser, except that a DELETE (or any method without a required body) sent with
 * `Content-Type: application/json` and nothing after it is read as no body: HTTP clients often send
 * that header on every call.
 */
export function useJsonBodyParser(app: NestFastifyApplication, bodyLimit: number): void {
  const fastify = app.getHttpAdapter().getInstance();
  const parseJson = fastify.getDefaultJsonParser('error', 'error') as unknown as FastifyBodyParser<Buffer>;
  app.useBodyParser('application/json', { bodyLimit }, (request, body, done) => {
    if (body.length === 0 && !BODY_REQUIRED.has(request.method)) {
      done(null, undefined);
      return;
    }
    parseJson.call(fastify, request as Parameters<typeof parseJson>[0], body, done);
  });
}
