/**
 * The points the summary may take off (issue 18, item 5): a whole, non-negative entry within a known balance, else
 * none at all, so an entry the field refuses never changes the total. The total caps a valid entry further
 * (`priceBreakdown` spends only what pays the order in full); the server applies both rules again.
 */
export function pointsToApply(entry: string, balance: number | undefined): number {
  const trimmed = entry.trim();
  if (trimmed === "" || balance === undefined || !/^\d+$/.test(trimmed)) return 0;
  const points = Number(trimmed);
  return Number.isSafeInteger(points) && points <= balance ? points : 0;
}
