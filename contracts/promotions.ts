import { z } from "zod";
import { envelopeSchema } from "./envelope";
import { text } from "./fields";

/**
 * Promotion links: `/redirect?code=SPRING26` counts a visit and leads to the campaign's path on this site; an
 * unknown or inactive code leads to `/main`. The server answers a page load of `/redirect` itself with a 302 (no
 * script to download first); the client route does the same through the API when reached inside the app.
 */

export const PROMOTION_FALLBACK_PATH = "/main";
export const PromotionCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{2,64}$/);

/** A path on this site only: "/x...", never "//host" or "/\\host" (no open redirect). */
export function isSameSitePath(path: string): boolean {
  return /^\/([^/\\]|$)/.test(path);
}

/** Where a scanned or typed code leads: a promotion code, or an address or path on this site. */
export function targetForScannedCode(text: string, origin: string): string | null {
  const value = text.trim();
  if (!value) return null;
  if (PromotionCodeSchema.safeParse(value).success) return `/redirect?code=${encodeURIComponent(value)}`;
  if (isSameSitePath(value)) return value;
  try {
    const url = new URL(value);
    if (url.origin !== origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** `POST /api/v1/promotions/visit` (public): counts the visit and answers where to go. */
export const PromotionVisitBodySchema = z.object({ code: text().trim().max(64) });
export const PromotionVisitResponseSchema = envelopeSchema(z.object({ target: z.string(), known: z.boolean() }));
export type PromotionVisitResponse = z.infer<typeof PromotionVisitResponseSchema>;

/** The words of a refused promotion code or target (the console's forms say them in the page's language). */
export const PROMOTIONS_ADMIN_MESSAGES = {
  duplicate: "This code is already in use; choose another one.",
  notFound: "This promotion code was not found.",
  targetPath: "Use a path on this site, such as /product/search/festival/all.",
  code: "Use 2 to 64 letters, digits, - or _.",
} as const;

/** Operators: `GET /api/v1/admin/promotions`, `PUT /api/v1/admin/promotions/{code}` (create or change). */
export const PromotionLinkSchema = z
  .object({
    code: z.string(),
    target_path: z.string(),
    active: z.boolean(),
    visits: z.number().int(),
    last_visit_at: z.string().nullable(),
    /** When the code was made (the console's list is newest first). */
    created_at: z.string(),
    /**
     * What the link brought (ADR 0034): a visit remembers the code in the visitor's browser for 30 days (the newest
     * link wins); a member account made or a shop reservation booked with it is the link's. `signups`: accounts
     * made; `bookings`: reservations not cancelled; `revenue`: the totals of the paid ones (awaiting confirmation,
     * confirmed, or with a cancellation not yet approved) per currency, in major units.
     */
    signups: z.number().int(),
    bookings: z.number().int(),
    revenue: z.object({ usd: z.number(), krw: z.number() }),
  })
  .meta({ id: "PromotionLink" });
export type PromotionLink = z.infer<typeof PromotionLinkSchema>;
export const PromotionParamsSchema = z.object({ code: PromotionCodeSchema });
export const PutPromotionBodySchema = z.object({
  target_path: text().refine(isSameSitePath, PROMOTIONS_ADMIN_MESSAGES.targetPath),
  active: z.boolean().default(true),
});
export const PromotionListResponseSchema = envelopeSchema(z.array(PromotionLinkSchema));
export const PromotionResponseSchema = envelopeSchema(PromotionLinkSchema);

export const ADMIN_PROMOTIONS_PATH = "/api/v1/admin/promotions";
export const adminPromotionPath = (code: string) => `${ADMIN_PROMOTIONS_PATH}/${encodeURIComponent(code)}`;

/** `POST /api/v1/admin/promotions`: a new code only (409 when it exists); `PUT .../{code}` changes one. */
export const CreatePromotionBodySchema = PutPromotionBodySchema.extend({
  code: text()
    .trim()
    .regex(/^[A-Za-z0-9_-]{2,64}$/, PROMOTIONS_ADMIN_MESSAGES.code),
});
export type CreatePromotionBody = z.input<typeof CreatePromotionBodySchema>;
export type PutPromotionBody = z.input<typeof PutPromotionBodySchema>;
