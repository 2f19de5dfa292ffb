import { type MatchBody, MatchBodySchema } from "@contracts/meetings";
import type { CompanySummary } from "@contracts/mart";
import { contractMessageKey } from "./messages";
import type { Translate } from "@lib/i18n/feature-text";

/** The match form as typed: the selects hold ids as strings, empty while nothing is chosen. */
export type MatchDraft = { buyerId: string; sellerId: string; slotId: string; booth: string; message: string };
/** The form's fields by the names the API gives them, so the server's field issues land beside them. */
export const MATCH_FIELDS = ["buyer_id", "seller_id", "slot_id", "booth_no", "message"] as const;
export type MatchField = (typeof MATCH_FIELDS)[number];
export type MatchIssues = Partial<Record<MatchField, string>>;

export const EMPTY_MATCH: MatchDraft = { buyerId: "", sellerId: "", slotId: "", booth: "", message: "" };

const id = (value: string) => (value === "" ? undefined : value);

type IssueLike = { message: string; code?: string; maximum?: unknown; path: PropertyKey[] };

function issueText(issue: IssueLike, t: Translate): string {
  if (issue.code === "too_big" && typeof issue.maximum === "number")
    return t("messages.tooLong", { max: issue.maximum });
  const key = contractMessageKey(issue.message);
  return key ? t(key) : t("messages.invalid");
}

/** The body to send, or each field's problem by the contract's rules, in the page's language. */
export function matchBody(
  draft: MatchDraft,
  t: Translate,
): { ok: true; body: MatchBody } | { ok: false; issues: MatchIssues } {
  const result = MatchBodySchema.safeParse({
    buyer_id: id(draft.buyerId),
    seller_id: id(draft.sellerId),
    slot_id: id(draft.slotId),
    // an empty booth lets the server take the seller's
    booth_no: draft.booth.trim() === "" ? undefined : draft.booth,
    message: draft.message,
  });
  if (result.success) return { ok: true, body: result.data };
  const issues: MatchIssues = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as MatchField;
    if (MATCH_FIELDS.includes(field) && !issues[field]) issues[field] = issueText(issue, t);
  }
  return { ok: false, issues };
}

/**
 * The booth after a seller is picked: meetings take place at the seller's booth, so it follows the seller until the
 * operator types another one.
 */
export function boothForSeller(
  draft: Pick<MatchDraft, "booth">,
  boothEdited: boolean,
  seller: Pick<CompanySummary, "booth_no"> | undefined,
): string {
  if (boothEdited) return draft.booth;
  return seller?.booth_no ?? "";
}
