import type { ReviewFormValues } from "./review-form";

/**
 * What is typed into a new review is kept for the browser session, per product and booking: a session that ends
 * mid-sentence sends the person to sign in, and they come back to their words. Cleared once the review is saved.
 */
const draftKey = (productId: number, reservationId: number) => `reviews.draft.${productId}.${reservationId}`;

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function isDraft(value: unknown): value is ReviewFormValues {
  if (typeof value !== "object" || value === null) return false;
  const draft = value as Record<string, unknown>;
  const rating = draft.rating;
  return (
    (rating === null || (typeof rating === "number" && Number.isInteger(rating) && rating >= 1 && rating <= 5)) &&
    typeof draft.title === "string" &&
    typeof draft.content === "string"
  );
}

export function readReviewDraft(productId: number, reservationId: number): ReviewFormValues | null {
  const raw = storage()?.getItem(draftKey(productId, reservationId));
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isDraft(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Keeps the values; an empty form leaves nothing behind. */
export function saveReviewDraft(productId: number, reservationId: number, values: ReviewFormValues): void {
  const store = storage();
  if (!store) return;
  const empty = values.rating === null && !values.title && !values.content;
  try {
    if (empty) store.removeItem(draftKey(productId, reservationId));
    else store.setItem(draftKey(productId, reservationId), JSON.stringify(values));
  } catch {
    // a full or blocked storage only costs the draft
  }
}

export function clearReviewDraft(productId: number, reservationId: number): void {
  storage()?.removeItem(draftKey(productId, reservationId));
}
