/** A page number, or a gap standing for the hidden pages before or after the current window. */
export type PaginationItem = number | "ellipsis-start" | "ellipsis-end";

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The page buttons to show: always the first and last page, `siblings` pages either side of the current one, and
 * an ellipsis for each gap. The number of items stays the same (2 × siblings + 5) as the page moves, so the
 * buttons do not jump under the pointer; a gap of a single page shows that page instead of an ellipsis.
 * `page` is 1-based and clamped into 1…pageCount.
 */
export function paginationItems(page: number, pageCount: number, siblings = 1): PaginationItem[] {
  const count = Math.max(0, Math.floor(pageCount));
  if (count === 0) return [];
  const around = Math.max(0, Math.floor(siblings));
  const current = Math.min(Math.max(1, Math.floor(page)), count);
  // first + last + current + siblings + two gaps
  const slots = 2 * around + 5;
  if (count <= slots) return range(1, count);

  const left = Math.max(current - around, 1);
  const right = Math.min(current + around, count);
  const gapBefore = left > 3;
  const gapAfter = right < count - 2;

  if (!gapBefore) return [...range(1, slots - 2), "ellipsis-end", count];
  if (!gapAfter) return [1, "ellipsis-start", ...range(count - (slots - 3), count)];
  return [1, "ellipsis-start", ...range(left, right), "ellipsis-end", count];
}
