import type { FastifyRequest } from 'fastify';
import type { AppConfig } from './config/app-config';

/** Base of absolute links the portal hands out (card QR links, uploaded images): PUBLIC_URL, or the request's own origin. */
export function publicOrigin(request: FastifyRequest, config: Pick<AppConfig, 'publicUrl'>): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}
