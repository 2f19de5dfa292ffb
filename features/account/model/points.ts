import type { PageMeta } from "@contracts/envelope";
import type { PointRow } from "@contracts/members";

/** Spec point 9: page size 10, newest first; `is_valid` 0 (every earning row) by default. */
export const POINTS_PAGE_SIZE = 10;
export const POINTS_DIRECTION = "desc" as const;

/** A signed amount as people read a ledger: "+500", "−1,200" (a true minus sign), "0". */
export function signedAmount(amount: number, format: (value: number) => string): string {
  if (amount > 0) return `+${format(amount)}`;
  if (amount < 0) return `\u2212${format(-amount)}`;
  return format(0);
}

/** The page count to show, never below 1 once something is listed. */
export function pageCount(meta: PageMeta | undefined): number {
  return Math.max(1, meta?.total_pages ?? 1);
}

/** A row's status word key: earnings say whether they can still be used; other rows have none. */
export function pointStatusKey(row: Pick<PointRow, "kind" | "is_valid">): "valid" | "expired" | null {
  if (row.kind !== "earn") return null;
  return row.is_valid ? "valid" : "expired";
}
