import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './bff/src/db/schema.ts',
  out: './bff/src/db/migrations',
});
