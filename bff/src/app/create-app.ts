import 'reflect-metadata';
import type { IncomingMessage } from 'node:http';
import { RequestMethod, type LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import fastifyMultipart from '@fastify/multipart';
import { MAX_IMAGEN_BYTES } from '@portal/shared/domain';
import { AppModule } from './app.module';
import { RequestAuthenticator, type AuthenticatedRequest } from './common/access/auth-user';
import { Clock, SystemClock } from './common/clock';
import type { AppConfig } from './common/config/app-config';
import { resolveJwtKey } from './common/config/jwt-secret';
import { assertPublicUrl } from './common/public-url';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter';
import { registerCompression } from './common/http/compression';
import { isMultipart, limitBodyTime } from './common/http/body-timeout';
import { trustedPeer } from './common/http/client-address';
import { guardConnections } from './common/http/connection-guard';
import { cutLateBody, httpServerOptions } from './common/http/http-server';
import { useJsonBodyParser } from './common/http/json-body';
import { registrarJsonTexto } from './common/http/json-texto';
import { registerSecurityHeaders, securityHeaders, securityHeadersHook } from './common/http/security-headers';
import { refuseInvalidText } from './common/pipes/refuse-invalid-text';
import { registerStatic } from './static/register-static';

export interface CreateAppOptions {
  clock?: Clock;
  logger?: LogLevel[] | false;
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Builds the initialised (not yet listening) app; used by main.ts and by the tests. */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  // Before anything opens: a production start without JWT_SECRET or PUBLIC_URL must fail right here.
  const jwtKey = resolveJwtKey(config);
  assertPublicUrl(config);
  const security = securityHeadersHook(config);
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config, jwtKey, options.clock ?? new SystemClock()),
    new FastifyAdapter({
      bodyLimit: BODY_LIMIT_BYTES,
      trustProxy: fastifyTrustProxy(config.trustProxy),
      ...httpServerOptions(config, securityHeaders(config).resource, security),
    }),
    { logger: options.logger ?? ['log', 'warn', 'error'], abortOnError: false },
  );
  try {
    registerSecurityHeaders(app.getHttpAdapter().getInstance(), security);
    registrarJsonTexto(app.getHttpAdapter().getInstance());
    guardConnections(app.getHttpServer(), config.http, trustedPeer(config.trustProxy));
    limitBodyTime(app.getHttpServer(), {
      bodyTimeoutMs: config.http.bodyTimeoutMs,
      mayTakeLong: longBodyAllowed(app.get(RequestAuthenticator)),
      cut: cutLateBody(securityHeaders(config).resource),
    });
    useJsonBodyParser(app, BODY_LIMIT_BYTES);
    await registerCompression(app);
    // Multipart only for POST /api/uploads (streamed, never buffered by the body limit).
    await app.register(fastifyMultipart, { limits: { fileSize: MAX_IMAGEN_BYTES, files: 1 } });
    refuseInvalidText(app.getHttpAdapter().getInstance());
    app.setGlobalPrefix('api', {
      exclude: [
        { path: 'mf-remotes.json', method: RequestMethod.GET },
        { path: 'uploads/:file', method: RequestMethod.GET },
      ],
    });
    const spaFallback = await registerStatic(app, config.staticDir);
    app.useGlobalFilters(new AllExceptionsFilter(spaFallback));
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    return app;
  } catch (err) {
    await app.close().catch(() => undefined);
    throw err;
  }
}

/**
 * Only a logged-in user's multipart upload (a photo, an import file over plant Wi-Fi) may send its body for the
 * whole HTTP_REQUEST_TIMEOUT_MS; the token is checked from the headers, as the access guard will check it again.
 */
function longBodyAllowed(authenticator: RequestAuthenticator) {
  return async (req: IncomingMessage) =>
    isMultipart(req) && (await authenticator.authenticate({ headers: req.headers } as AuthenticatedRequest).catch(() => null)) !== null;
}

/** A hop count trusts that many proxies in front of the BFF (Fastify's typings take it as a function). */
function fastifyTrustProxy(trust: AppConfig['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}
