import type { ProductOption } from "@contracts/catalog";

/** An open option for the rules' tests: per person, USD 49, ten places left, from May 16 to June 30, 2026. */
export const testOption = (id: number, patch: Partial<ProductOption> = {}): ProductOption => ({
  id,
  name: `Option ${id}`,
  option_start_date: "2026-05-16",
  option_end_date: "2026-06-30",
  price: 49,
  currency: "USD",
  capacity: 20,
  remaining: 10,
  bookable: true,
  pricing: "per_person",
  group_size: null,
  departure_times: ["10:00"],
  ...patch,
});
