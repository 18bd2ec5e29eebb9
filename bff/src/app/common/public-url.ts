import { ConfigError, type AppConfig } from './config/app-config';

/**
 * Links and image URLs are built from configuration only, never from the request's Host: a forged
 * Host would otherwise put another server's address into stored data every viewer's browser fetches.
 */

/** Base of uploaded images' URLs: PUBLIC_URL, or '' so they are relative `/uploads/…` paths (same origin as the portal). */
export const uploadsBase = (config: Pick<AppConfig, 'publicUrl'>): string => config.publicUrl ?? '';

/** Base of links that must be absolute (the export's card links): PUBLIC_URL, else the configured listen address. */
export function linkOrigin(config: Pick<AppConfig, 'publicUrl' | 'host' | 'port'>): string {
  if (config.publicUrl) return config.publicUrl;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

/** Production must say where it is published (start refused otherwise), like JWT_SECRET. */
export function assertPublicUrl(config: Pick<AppConfig, 'production' | 'publicUrl'>): void {
  if (config.production && !config.publicUrl) {
    throw new ConfigError(
      "PUBLIC_URL is required when NODE_ENV=production (the portal's origin, e.g. PUBLIC_URL=https://portal.example.com): links and image URLs are never built from the request's Host",
    );
  }
}
