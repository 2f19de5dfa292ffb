import type { MemberAdminStatus } from "@contracts/members-admin";

/** The list's tabs: every account not deleted first, then by status. */
export const MEMBER_TABS = ["all", "active", "inactive", "deleted"] as const;
export type MemberTab = (typeof MEMBER_TABS)[number];

export type MemberFilters = { tab: MemberTab; q: string; page: number };

/** The tab, search and page of the address (`?status=inactive&q=kim&page=2`); anything else is the defaults. */
export function memberFilters(params: URLSearchParams): MemberFilters {
  const asked = params.get("status");
  const tab = MEMBER_TABS.find((each) => each === asked) ?? "all";
  const page = Number(params.get("page"));
  return { tab, q: (params.get("q") ?? "").trim(), page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** The address of the filters, the defaults left out. */
export function memberSearch({ tab, q, page }: MemberFilters): string {
  const search = new URLSearchParams();
  if (tab !== "all") search.set("status", tab);
  if (q) search.set("q", q);
  if (page > 1) search.set("page", String(page));
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** The status the API is asked for: none for "all" (active and inactive). */
export const statusOf = (tab: MemberTab): MemberAdminStatus | undefined => (tab === "all" ? undefined : tab);
