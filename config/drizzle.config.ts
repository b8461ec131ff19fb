import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new versioned migration after a change to the schema; the server
// applies pending migrations on start, for PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
});
