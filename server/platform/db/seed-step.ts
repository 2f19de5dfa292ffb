import type { Db } from "./client";

export type SeedTx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** One named piece of demo content; it runs once per database (its name is kept in seed_state). */
export type SeedStep = { name: string; run: (tx: SeedTx) => Promise<void> };
