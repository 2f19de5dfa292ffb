import { ApproveSocialReviewBodySchema } from "@contracts/social-reviews";

/**
 * The points typed in the approve dialog, as the contract takes them: a whole number in its range (0 to the most one
 * approval grants), or null when the text is not one (empty, signed, a fraction, letters, out of range).
 */
export function pointsOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const parsed = ApproveSocialReviewBodySchema.safeParse({ points: Number(trimmed) });
  return parsed.success ? parsed.data.points : null;
}
