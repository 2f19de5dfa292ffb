import type { RatingSummary } from "@contracts/reviews";

export type DistributionRow = { stars: number; count: number; percent: number };

/** The bars of the summary, five stars first; each share is a whole percent of all reviews (0 with none). */
export function distributionRows(summary: Pick<RatingSummary, "distribution">): DistributionRow[] {
  const total = summary.distribution.reduce((sum, count) => sum + count, 0);
  return [5, 4, 3, 2, 1].map((stars) => {
    const count = summary.distribution[stars - 1] ?? 0;
    return { stars, count, percent: total === 0 ? 0 : Math.round((count / total) * 100) };
  });
}
