import { QuotationStatusSchema } from "@contracts/quotations";

/** The list's tabs: all first, then each stored status. */
export const QUOTATION_TABS = ["all", ...QuotationStatusSchema.options] as const;
export type QuotationTab = (typeof QUOTATION_TABS)[number];

export function quotationFilters(params: URLSearchParams): { status: QuotationTab; page: number } {
  const asked = params.get("status");
  const page = Number(params.get("page"));
  return {
    status: QUOTATION_TABS.find((tab) => tab === asked) ?? "all",
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function quotationSearch(status: QuotationTab, page: number): string {
  const search = new URLSearchParams();
  if (status !== "all") search.set("status", status);
  if (page > 1) search.set("page", String(page));
  const text = search.toString();
  return text ? `?${text}` : "";
}
