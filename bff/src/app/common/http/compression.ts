import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import fastifyCompress from '@fastify/compress';

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
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024, globalDecompression: false });
}
