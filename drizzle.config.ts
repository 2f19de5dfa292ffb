import { defineConfig } from "drizzle-kit";

// Generates SQL migrations only; the server applies them itself at start-up (PGlite and PostgreSQL alike).
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/platform/db/schema.ts",
  out: "./server/platform/db/migrations",
});
