import { openDb } from "./client";
import { seed, seedCounts } from "./seed";

// `npm run db:seed`: seeds the database named by DATABASE_URL or PGLITE_DIR. Refuses a PGlite
// folder that a running server holds (the lock), since two openers would lose data.
async function main() {
  const handle = await openDb();
  try {
    const report = await seed(handle.db);
    const counts = await seedCounts(handle.db);
    console.log(JSON.stringify({ msg: "seed", database: handle.location, kind: handle.kind, ...report, counts }));
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
