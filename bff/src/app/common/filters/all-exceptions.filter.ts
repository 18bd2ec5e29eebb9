import { HttpException, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '@portal/shared/domain';
import { isDatabaseUnavailable, isForeignKeyViolation } from '../db-errors';
import { RetryAfterException } from '../http-errors';

/** Lets the static module answer a 404 (SPA deep links) before it becomes `{ msg }`. */
export interface NotFoundFallback {
  handle(request: FastifyRequest, reply: FastifyReply): boolean;
}

function defaultMessage(status: number): string {
  if (status === 401) return MSG.noAutenticado;
  if (status === 403) return MSG.sinPermiso;
  if (status === 404 || status === 405) return MSG.recursoNoEncontrado;
  if (status >= 500) return MSG.errorServidor;
  // Fastify's own 4xx: bad JSON, too large, unsupported media type…
  return MSG.cuerpoInvalido;
}

/** Every error leaves as `{ msg }` in Spanish; unexpected ones are logged and hidden behind a 500. */
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');
  private lastUnavailableLog = 0;

  constructor(private readonly notFoundFallback?: NotFoundFallback) {}

  catch(exception: unknown, host: ArgumentsHost) {
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    let status = 500;
    let msg: string = MSG.errorServidor;
    if (exception instanceof HttpException) {
      status = exception.getStatus();
      if (status === 404 && this.notFoundFallback?.handle(request, reply)) return;
      const body = exception.getResponse() as { msg?: unknown } | string;
      msg = typeof body === 'object' && typeof body?.msg === 'string' ? body.msg : defaultMessage(status);
      if (status >= 500 && !(exception instanceof RetryAfterException)) this.logger.error(exception);
    } else if (request.raw?.socket?.destroyed) {
      // The client went away mid-request (e.g. cut off by the request timeout): nobody to answer, nothing broke.
      return;
    } else if (isDatabaseUnavailable(exception)) {
      // Not a bug: the database is restarting or unreachable. One line every 10 s, not one per request.
      status = 503;
      msg = MSG.baseDeDatosNoDisponible;
      if (Date.now() - this.lastUnavailableLog > 10_000) {
        this.lastUnavailableLog = Date.now();
        this.logger.warn(`Database unavailable: ${exception instanceof Error ? exception.message : String(exception)}`);
      }
    } else if (isForeignKeyViolation(exception)) {
      // A race, not a bug: a card (Kaizen, user…) was deleted between the service's check and its write.
      status = 409;
      msg = MSG.registroRelacionadoEliminado;
    } else {
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : exception);
    }
    if (reply.sent) return;
    if (exception instanceof RetryAfterException) void reply.header('Retry-After', String(exception.retryAfterSeconds));
    void reply.status(status).send({ msg });
  }
}
