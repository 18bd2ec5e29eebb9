import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import fastifyCompress from '@fastify/compress';

/** What API answers are compressed with, best first, and from what size (JsonTexto compresses its own the same way). */
export const COMPRESSION_ENCODINGS = ['br', 'gzip'] as const;
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Routes answered by Nest controllers; the rest are static files, compressed once at build time. */
const compressedOnTheFly = (url: string) => url.startsWith('/api/') || url === '/mf-remotes.json';

/**
 * Brotli/gzip for API answers. Static files are not compressed here: their `.br`/`.gz` twins are
 * built ahead (with their own ETag), and uploaded images do not compress. SSE is left alone by the
 * plugin, the xlsx export (already a zip) is not a compressible type, and request bodies are never inflated.
 */
export async function registerCompression(app: NestFastifyApplication): Promise<void> {
  // Before the plugin's own onRoute hook, which reads `compress` off each route.
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRoute', (route) => {
      if (!compressedOnTheFly(route.url)) route.compress = false;
    });
  await app.register(fastifyCompress, { encodings: [...COMPRESSION_ENCODINGS], threshold: COMPRESSION_THRESHOLD_BYTES, globalDecompression: false });
}
