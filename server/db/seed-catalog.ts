import type { SeedStep } from "./seed-step";

/** The demo catalogue: products, their dated options and images. */
export const CATALOG_SEED_STEPS: SeedStep[] = [];
