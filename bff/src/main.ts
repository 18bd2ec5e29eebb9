import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Logger } from '@nestjs/common';
import { createApp } from './app/create-app';
import { loadConfig } from './app/common/config/app-config';

// Both bff/src/main.ts and dist/bff/main.js sit two levels below the repository root.
const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const bundledMigrations = here('./migrations');

async function bootstrap() {
  const config = loadConfig(process.env, {
    repoRoot: here('../../'),
    migrationsDir: existsSync(bundledMigrations) ? bundledMigrations : here('./db/migrations'),
  });
  const app = await createApp(config);
  // SIGTERM/SIGINT close Nest, which closes the database (PGlite must flush to disk).
  app.enableShutdownHooks();
  await app.listen(config.port, config.host);
  new Logger('Bootstrap').log(`BFF listening on http://${config.host}:${config.port}`);
}

bootstrap().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
