import type { SeedStep } from "./seed-step";

/** Demo reservations for member@demo.test in each state, booked against the demo catalogue. */
export const RESERVATION_SEED_STEPS: SeedStep[] = [];
