import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new SQL migration into apps/server/drizzle after a schema change.
// Migrations are committed and applied at start, on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/server/src/db/schema/index.ts',
  out: './apps/server/drizzle',
});
