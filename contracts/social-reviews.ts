import { z } from "zod";
import { idField, idParam, pageQuery, text, whenMissing } from "./fields";
import { envelopeSchema, PageMetaSchema } from "./envelope";
import { LangSchema } from "./settings";

/**
 * Social review requests: a member sends the link to a review they published on a social network about a
 * completed booking; an operator approves (granting points through the points ledger) or rejects it. The member can
 * change the link while the request is pending.
 */

/** Points an approval grants unless the operator gives another amount (1 point = 1 won). */
export const SOCIAL_REVIEW_POINTS = 1000;
/** The most points one approval may grant. */
export const SOCIAL_REVIEW_MAX_POINTS = 100_000;

export const SOCIAL_PLATFORMS = ["instagram", "facebook", "youtube", "tiktok", "x", "blog", "other"] as const;
export const SocialPlatformSchema = z.enum(SOCIAL_PLATFORMS);
export type SocialPlatform = z.infer<typeof SocialPlatformSchema>;

export const SOCIAL_REVIEW_MESSAGES = {
  bookingRequired: "Please select the booking you reviewed.",
  urlRequired: "Please enter the address of your review.",
  urlInvalid: "Enter the full address of your review, starting with https://",
  notCompleted: "You can send a review of a booking after the trip.",
  duplicate: "You have already sent this review.",
  notPending: "This request has already been reviewed and can no longer be changed.",
  notFound: "This review request was not found.",
  noteRequired: "Please give the member a reason.",
} as const;

const HOSTS: readonly (readonly [SocialPlatform, readonly string[]])[] = [
  ["instagram", ["instagram.com"]],
  ["facebook", ["facebook.com", "fb.com", "fb.watch"]],
  ["youtube", ["youtube.com", "youtu.be"]],
  ["tiktok", ["tiktok.com"]],
  ["x", ["x.com", "twitter.com"]],
  ["blog", ["blog.naver.com", "m.blog.naver.com", "tistory.com", "medium.com", "blogspot.com", "wordpress.com"]],
];

/** Which network a review address belongs to, by its host (subdomains included); anything else is "other". */
export function platformForUrl(url: string): SocialPlatform {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return "other";
  }
  for (const [platform, domains] of HOSTS) {
    if (domains.some((domain) => host === domain || host.endsWith(`.${domain}`))) return platform;
  }
  return "other";
}

export const ReviewUrlSchema = text({ error: whenMissing(SOCIAL_REVIEW_MESSAGES.urlRequired) })
  .trim()
  .min(1, SOCIAL_REVIEW_MESSAGES.urlRequired)
  .max(500)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === "https:" && url.hostname.includes(".");
    } catch {
      return false;
    }
  }, SOCIAL_REVIEW_MESSAGES.urlInvalid);

export const SocialReviewStatusSchema = z.enum(["pending", "approved", "rejected"]);
export type SocialReviewStatus = z.infer<typeof SocialReviewStatusSchema>;

export const SocialReviewRequestSchema = z
  .object({
    id: z.number().int(),
    reservation_id: z.number().int(),
    reservation_number: z.string(),
    product_name: z.string(),
    platform: SocialPlatformSchema,
    url: z.string(),
    status: SocialReviewStatusSchema,
    /** The operator's reason or remark (empty until reviewed). */
    operator_note: z.string(),
    points_granted: z.number().int(),
    can_edit: z.boolean(),
    reviewed_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "SocialReviewRequest" });
export type SocialReviewRequest = z.infer<typeof SocialReviewRequestSchema>;

/** `POST /api/v1/social-reviews` (member): the booking must be the member's and completed (see reviews.ts). */
export const CreateSocialReviewBodySchema = z.object({
  reservation_id: idField({
    missing: SOCIAL_REVIEW_MESSAGES.bookingRequired,
    range: SOCIAL_REVIEW_MESSAGES.bookingRequired,
  }),
  url: ReviewUrlSchema,
});
export type CreateSocialReviewBody = z.infer<typeof CreateSocialReviewBodySchema>;
/** `PUT /api/v1/social-reviews/{id}` (member, pending only). */
export const UpdateSocialReviewBodySchema = z.object({ url: ReviewUrlSchema });

/** `GET /api/v1/social-reviews?page=&per_page=&lang=` (own), `GET /api/v1/social-reviews/{id}?lang=`. */
export const SocialReviewListQuerySchema = z.object({
  lang: LangSchema.default("en"),
  ...pageQuery(50, 10),
});
export type SocialReviewListQuery = Partial<z.output<typeof SocialReviewListQuerySchema>>;
export const SocialReviewListResponseSchema = envelopeSchema(z.array(SocialReviewRequestSchema), PageMetaSchema);
export type SocialReviewListResponse = z.infer<typeof SocialReviewListResponseSchema>;
export const SocialReviewParamsSchema = z.object({ id: idParam() });
export const SocialReviewQuerySchema = z.object({ lang: LangSchema.default("en") });
export const SocialReviewResponseSchema = envelopeSchema(SocialReviewRequestSchema);
export type SocialReviewResponse = z.infer<typeof SocialReviewResponseSchema>;

/** Operators: `GET /api/v1/admin/social-reviews?status=&page=`, `POST .../{id}/approve`, `POST .../{id}/reject`. */
export const AdminSocialReviewListQuerySchema = SocialReviewListQuerySchema.extend({
  status: z.union([SocialReviewStatusSchema, z.literal("all")]).default("pending"),
});
export const ApproveSocialReviewBodySchema = z.object({
  points: z.number().int().min(0).max(SOCIAL_REVIEW_MAX_POINTS).default(SOCIAL_REVIEW_POINTS),
  note: text().trim().max(500).default(""),
});
export const RejectSocialReviewBodySchema = z.object({
  note: text({ error: whenMissing(SOCIAL_REVIEW_MESSAGES.noteRequired) })
    .trim()
    .min(1, SOCIAL_REVIEW_MESSAGES.noteRequired)
    .max(500),
});
