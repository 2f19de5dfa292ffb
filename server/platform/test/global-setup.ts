import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { wrapPglite } from "../db/client";

export const TEMPLATE_ENV = "PGLITE_TEMPLATE";

let templateDir: string | undefined;

/**
 * Builds ONE migrated PGlite per run and dumps it; every test file clones it (initdb + migrate per
 * file would cost 2-5 s each). Not needed when the suite runs on PostgreSQL (TEST_DATABASE_URL).
 */
export async function setup() {
  if (process.env.TEST_DATABASE_URL) return;
  const client = await PGlite.create();
  const handle = await wrapPglite(client);
  // written out to the data files first: a clone then starts without replaying the migrations' log (about 0.8 s of
  // each test file's set-up)
  await client.query("checkpoint");
  const dump = await client.dumpDataDir("none");
  await handle.close();
  templateDir = mkdtempSync(path.join(tmpdir(), "pglite-template-"));
  const file = path.join(templateDir, "template.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  // Workers are started after global setup and inherit this.
  process.env[TEMPLATE_ENV] = file;
}

export function teardown() {
  if (templateDir) rmSync(templateDir, { recursive: true, force: true });
}
