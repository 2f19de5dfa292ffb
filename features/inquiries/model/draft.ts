import type { InquirySite } from "@contracts/inquiries";
import type { InquiryValues } from "./inquiry-form";

/** What survives a reload or a new sign-in in between: the typed words, never the files. */
export type InquiryDraft = Pick<InquiryValues, "type" | "subject" | "content">;

export const DRAFT_KEY = "inquiry-draft";

/** Each site keeps its own draft: a question half typed for the programme is not the shop's. */
export const draftKey = (site: InquirySite) => (site === "shop" ? DRAFT_KEY : `${DRAFT_KEY}:${site}`);

export const EMPTY_DRAFT: InquiryDraft = { type: "", subject: "", content: "" };

type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function sessionStore(): DraftStorage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    // storage can be off (privacy settings): the form still works, only the draft is not kept
    return null;
  }
}

const isText = (value: unknown): value is string => typeof value === "string";

/**
 * The member's kept draft, or an empty one: none kept, unreadable, or typed by someone else in this tab (a shared
 * computer must not show one member's words to the next).
 */
export function loadDraft(
  owner: number,
  site: InquirySite = "shop",
  storage: DraftStorage | null = sessionStore(),
): InquiryDraft {
  try {
    const raw = storage?.getItem(draftKey(site));
    if (!raw) return EMPTY_DRAFT;
    const value = JSON.parse(raw) as Record<string, unknown>;
    if (value.owner !== owner) return EMPTY_DRAFT;
    return {
      type: isText(value.type) ? value.type : "",
      subject: isText(value.subject) ? value.subject : "",
      content: isText(value.content) ? value.content : "",
    };
  } catch {
    return EMPTY_DRAFT;
  }
}

/** Keeps the typed words for this tab, so a session ending mid-inquiry loses nothing; an empty form keeps nothing. */
export function saveDraft(
  owner: number,
  draft: InquiryDraft,
  site: InquirySite = "shop",
  storage: DraftStorage | null = sessionStore(),
): void {
  try {
    if (!draft.type && !draft.subject.trim() && !draft.content.trim()) storage?.removeItem(draftKey(site));
    else
      storage?.setItem(
        draftKey(site),
        JSON.stringify({ owner, type: draft.type, subject: draft.subject, content: draft.content }),
      );
  } catch {
    // a full or blocked storage only costs the draft
  }
}

export function clearDraft(site: InquirySite = "shop", storage: DraftStorage | null = sessionStore()): void {
  try {
    storage?.removeItem(draftKey(site));
  } catch {
    // nothing to clear
  }
}
