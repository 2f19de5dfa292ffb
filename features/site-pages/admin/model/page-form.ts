import { REQUIRED_MESSAGE } from "@contracts/fields";
import { type AdminSitePage, type WriteSitePageBody, WriteSitePageBodySchema } from "@contracts/mart";
import { failureHelpers } from "@lib/http/server-failure";
import { contractMessages } from "@lib/i18n/contract-messages";
import type { Translate } from "@lib/i18n/feature-text";

export const { translateMessage, issueText } = contractMessages([[REQUIRED_MESSAGE, "messages.required"]]);
export const { failureText, serverFailure } = failureHelpers(translateMessage);

/** What the editor fills: the page's title, summary and text in both languages. */
export type PageValues = Required<WriteSitePageBody>;
export type PageField = keyof PageValues;
export const PAGE_FIELDS = ["title_en", "title_ko", "summary_en", "summary_ko", "body_en", "body_ko"] as const;
export const PAGE_LIMITS = { title: 200, summary: 500, body: 20_000 } as const;

export const EMPTY_PAGE: PageValues = {
  title_en: "",
  title_ko: "",
  summary_en: "",
  summary_ko: "",
  body_en: "",
  body_ko: "",
};

/** A saved page as the form starts from it. */
export function pageValues(page: AdminSitePage): PageValues {
  return Object.fromEntries(PAGE_FIELDS.map((field) => [field, page[field]])) as PageValues;
}

/** The contract's rules as issues on the editor's fields, in the page's language. */
export function pageIssues(values: PageValues, t: Translate): { field: PageField; message: string }[] {
  const parsed = WriteSitePageBodySchema.safeParse(values);
  if (parsed.success) return [];
  return parsed.error.issues.flatMap((issue) => {
    const field = PAGE_FIELDS.find((name) => name === issue.path[0]);
    return field ? [{ field, message: issueText(issue, t) }] : [];
  });
}
