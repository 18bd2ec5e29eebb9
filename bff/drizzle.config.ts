import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './bff/src/db/schema/index.ts',
  out: './bff/src/db/migrations',
});
