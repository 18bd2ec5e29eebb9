import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config';

/** Where Cloudinary serves the images of every cloud. */
const CLOUDINARY_IMAGES = 'https://res.cloudinary.com';
const HSTS = 'max-age=31536000';
/** For anything that is not a page: if it were ever opened as one, nothing in it may run or be framed. */
const RESOURCE_CSP = "default-src 'none'; frame-ancestors 'none'";

function httpOrigin(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : undefined;
  } catch {
    return undefined; // a relative override resolves against the page: 'self'
  }
}

/** Origins of the remotes deployed elsewhere (MF_REMOTE_URL_*): the shell fetches their manifests and runs their scripts. */
export function remoteOrigins(config: AppConfig): string[] {
  return [
    ...new Set(
      Object.values(config.remoteUrlOverrides)
        .map(httpOrigin)
        .filter((o): o is string => Boolean(o)),
    ),
  ];
}

/** The policy of the portal's pages (index.html of the shell, or of a remote run alone). */
export function contentSecurityPolicy(config: AppConfig): string {
  const remotes = remoteOrigins(config);
  const images = ["'self'", 'data:', 'blob:', ...remotes];
  // Uploaded images may carry PUBLIC_URL's origin while the page is opened under another name.
  const publicOrigin = httpOrigin(config.publicUrl);
  if (publicOrigin) images.push(publicOrigin);
  if (config.cloudinaryUrl) images.push(CLOUDINARY_IMAGES);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes],
    'connect-src': ["'self'", ...remotes],
    'img-src': images,
    // Emotion (MUI) inserts <style> elements at run time and React writes style attributes.
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'font-src': ["'self'", 'data:', ...remotes],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

export interface SecurityHeaders {
  /** Pages: the portal's CSP, no framing (X-Frame-Options for old browsers), own browsing context group. */
  document: Record<string, string>;
  /** Everything else (API, scripts, styles, images, manifests). */
  resource: Record<string, string>;
}

export function securityHeaders(config: AppConfig): SecurityHeaders {
  const common = { 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' };
  return {
    document: {
      ...common,
      'content-security-policy': contentSecurityPolicy(config),
      'x-frame-options': 'DENY',
      'cross-origin-opener-policy': 'same-origin',
    },
    resource: { ...common, 'content-security-policy': RESOURCE_CSP },
  };
}

/**
 * A page is what is asked for by a path without a file extension (the shell's routes, answered with
 * index.html) or by an .html file. Decided from the path, not the response, so that a 304 carries the
 * same headers as the 200 it revalidates (browsers store the headers of a 304).
 */
export function isDocumentPath(url: string): boolean {
  const path = url.split('?')[0];
  if (path === '/api' || path.startsWith('/api/')) return false;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return !last.includes('.') || /\.html?$/.test(last);
}

/** The shell's service worker (libs/tooling/build/rspack/pwa.mjs). */
export const SERVICE_WORKER_PATH = '/sw.js';

/**
 * A worker runs under the CSP sent with its own script: the strict policy of files ('none') would block every
 * fetch the service worker makes, so it gets the pages' policy (the portal and the remotes' origins).
 */
export function isServiceWorkerPath(url: string): boolean {
  return url.split('?')[0] === SERVICE_WORKER_PATH;
}

/** Structural, so the router's error handler (other generics) can call it too. */
export type SecurityHeadersHook = (
  request: Pick<FastifyRequest, 'protocol' | 'url'>,
  reply: { header(name: string, value: string): unknown; headers(values: Record<string, string>): unknown },
) => void;

/** Sets the security headers on a reply; HSTS only over TLS (the proxy's word with TRUST_PROXY) or an https PUBLIC_URL. */
export function securityHeadersHook(config: AppConfig): SecurityHeadersHook {
  const headers = securityHeaders(config);
  const httpsPublicUrl = config.publicUrl?.startsWith('https:') ?? false;
  return (request, reply) => {
    void reply.headers(isDocumentPath(request.url) || isServiceWorkerPath(request.url) ? headers.document : headers.resource);
    if (httpsPublicUrl || request.protocol === 'https') void reply.header('strict-transport-security', HSTS);
  };
}

/** Registered before any route or plugin, so 404s, static files and errors carry the headers too. */
export function registerSecurityHeaders(fastify: FastifyInstance, hook: SecurityHeadersHook): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    hook(request, reply);
    done();
  });
}
