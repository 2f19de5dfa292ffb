import type { InquiryValues } from "./inquiry-form";

/** What survives a reload or a new sign-in in between: the typed words, never the files. */
export type InquiryDraft = Pick<InquiryValues, "type" | "subject" | "content">;

export const DRAFT_KEY = "inquiry-draft";

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
export function loadDraft(owner: number, storage: DraftStorage | null = sessionStore()): InquiryDraft {
  try {
    const raw = storage?.getItem(DRAFT_KEY);
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
export function saveDraft(owner: number, draft: InquiryDraft, storage: DraftStorage | null = sessionStore()): void {
  try {
    if (!draft.type && !draft.subject.trim() && !draft.content.trim()) storage?.removeItem(DRAFT_KEY);
    else
      storage?.setItem(
        DRAFT_KEY,
        JSON.stringify({ owner, type: draft.type, subject: draft.subject, content: draft.content }),
      );
  } catch {
    // a full or blocked storage only costs the draft
  }
}

export function clearDraft(storage: DraftStorage | null = sessionStore()): void {
  try {
    storage?.removeItem(DRAFT_KEY);
  } catch {
    // nothing to clear
  }
}
