import { z } from "zod";
import { ADMIN_ROLES } from "./auth-area";
import { MemberTypeSchema, SocialTypeSchema } from "./auth";
import { envelopeSchema, PageMetaSchema } from "./envelope";
import { idField, idParam, intField, pageQuery, text, whenMissing } from "./fields";
import { CouponSchema, GenderSchema, PointRowSchema } from "./members";
import { LangSchema } from "./settings";

// The shop console's members (ADR 0034): the main shop's member accounts (area `member`), their points and coupons.
// Reads for every console role; deactivating, reactivating and granting for clerks and operators.

export const ADMIN_SHOP_MEMBERS_PATH = "/api/v1/admin/shop/members";
export const adminShopMemberPath = (id: number) => `${ADMIN_SHOP_MEMBERS_PATH}/${id}`;
/** `GET` a member's points history page by page; `POST` grants or takes back. */
export const adminShopMemberPointsPath = (id: number) => `${adminShopMemberPath(id)}/points`;
export const adminShopMemberCouponRevokePath = (id: number, couponId: number) =>
  `${adminShopMemberPath(id)}/coupons/${couponId}/revoke`;

export const MEMBERS_ADMIN_MESSAGES = {
  notFound: "This member was not found.",
  alreadyInactive: "This member is already deactivated.",
  alreadyActive: "This member is already active.",
  deleted: "This member deleted the account; it cannot be changed.",
  reasonRequired: "Please give a reason.",
  amountRequired: "Please enter a number of points other than zero.",
  amountRange: "Enter a whole number of points from -1,000,000 to 1,000,000, other than zero.",
  belowZero: "The member does not hold that many points; the balance cannot go below zero.",
  nameRequired: "Please enter the coupon's name.",
  discountRequired: "Please enter the discount.",
  percentRange: "A percentage discount is a whole number from 1 to 100.",
  amountDiscountRange: "Enter a discount greater than zero.",
  validDaysRange: "A coupon is valid for 1 to 730 days.",
  couponNotFound: "This member holds no such coupon.",
  couponUsed: "This coupon has already been used; a used coupon cannot be revoked.",
  couponRevoked: "This coupon has already been revoked.",
} as const;

/** `active` and `inactive` accounts; `deleted` ones (their personal fields cleared) only when asked for. */
export const MEMBER_ADMIN_STATUSES = ["active", "inactive", "deleted"] as const;
export const MemberAdminStatusSchema = z.enum(MEMBER_ADMIN_STATUSES);
export type MemberAdminStatus = z.infer<typeof MemberAdminStatusSchema>;

export const MembersAdminQuerySchema = z.object({
  /** Part of the name, e-mail address, login id or phone number (digits match with or without separators). */
  q: text().trim().max(100).optional(),
  /** Without: active and inactive accounts. */
  status: MemberAdminStatusSchema.optional(),
  ...pageQuery(100, 20),
});
export type MembersAdminQuery = z.input<typeof MembersAdminQuerySchema>;

export const MemberAdminRowSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    login_id: z.string(),
    phone: z.string().nullable(),
    type: MemberTypeSchema,
    social_type: SocialTypeSchema.nullable(),
    status: MemberAdminStatusSchema,
    points: z.number().int(),
    created_at: z.string(),
  })
  .meta({ id: "MemberAdminRow" });
export type MemberAdminRow = z.infer<typeof MemberAdminRowSchema>;
export const MembersAdminListResponseSchema = envelopeSchema(z.array(MemberAdminRowSchema), PageMetaSchema);

/** The account as operators see it: never any password data. */
export const MemberAdminAccountSchema = MemberAdminRowSchema.omit({ points: true }).extend({
  birthday: z.string().nullable(),
  gender: GenderSchema.nullable(),
  nationality: z.string().nullable(),
  passport: z.string().nullable(),
  company_name: z.string().nullable(),
  marketing: z.boolean(),
  lang: z.enum(["en", "ko"]),
  updated_at: z.string(),
});
export type MemberAdminAccount = z.infer<typeof MemberAdminAccountSchema>;

/**
 * A coupon as the console sees it: the member's coupon and, once an operator revoked it, when and why (the member
 * no longer sees a revoked coupon, ADR 0034).
 */
export const MemberAdminCouponSchema = CouponSchema.extend({
  revoked_at: z.string().nullable(),
  revoke_reason: z.string().nullable(),
}).meta({ id: "MemberAdminCoupon" });
export type MemberAdminCoupon = z.infer<typeof MemberAdminCouponSchema>;

/**
 * How many points history rows the detail carries (newest first); `history_total` says how many there are. The
 * whole history, with who wrote each row, is read page by page at `GET .../{id}/points`.
 */
export const MEMBER_ADMIN_POINTS_ROWS = 50;

export const MemberAdminDetailSchema = z
  .object({
    account: MemberAdminAccountSchema,
    counts: z.object({
      reservations: z.number().int(),
      reviews: z.number().int(),
      inquiries: z.number().int(),
    }),
    points: z.object({
      balance: z.number().int(),
      history: z.array(PointRowSchema),
      history_total: z.number().int(),
    }),
    /**
     * Held: unused, unexpired and not revoked; used; expired (unused past its date); revoked (by an operator before
     * it was used). Each soonest expiry first.
     */
    coupons: z.object({
      held: z.array(MemberAdminCouponSchema),
      used: z.array(MemberAdminCouponSchema),
      expired: z.array(MemberAdminCouponSchema),
      revoked: z.array(MemberAdminCouponSchema),
    }),
  })
  .meta({ id: "MemberAdminDetail" });
export type MemberAdminDetail = z.infer<typeof MemberAdminDetailSchema>;
export const MemberAdminDetailResponseSchema = envelopeSchema(MemberAdminDetailSchema);

export const MemberAdminParamsSchema = z.object({ id: idParam() });
export const MemberCouponParamsSchema = z.object({ id: idParam(), coupon_id: idParam() });

/** `GET .../{id}/points`: the whole points history, newest first, a page at a time. */
export const MemberAdminPointsQuerySchema = z.object({
  ...pageQuery(100, 20),
  /** The reasons in this language (a row written before Korean reasons existed keeps its English one). */
  lang: LangSchema.default("en"),
});
export type MemberAdminPointsQuery = z.input<typeof MemberAdminPointsQuerySchema>;

/**
 * A points history row with who wrote it: the operators' account for a grant, a take-back or an approved request's
 * reward (its name as it is now); null for the member's own earnings and uses, payments and jobs.
 */
export const MemberAdminPointRowSchema = PointRowSchema.extend({
  granted_by: z.object({ id: z.number().int(), name: z.string(), role: z.enum(ADMIN_ROLES).nullable() }).nullable(),
}).meta({ id: "MemberAdminPointRow" });
export type MemberAdminPointRow = z.infer<typeof MemberAdminPointRowSchema>;
export const MemberAdminPointsResponseSchema = envelopeSchema(z.array(MemberAdminPointRowSchema), PageMetaSchema);

const requiredReason = () =>
  text({ error: whenMissing(MEMBERS_ADMIN_MESSAGES.reasonRequired) })
    .trim()
    .min(1, MEMBERS_ADMIN_MESSAGES.reasonRequired)
    .max(500);

/** `POST .../{id}/deactivate`: the reason is kept in the audit trail. */
export const DeactivateMemberBodySchema = z.object({ reason: requiredReason() });
/** `POST .../{id}/reactivate`: a reason is welcome but not needed. */
export const ReactivateMemberBodySchema = z.object({ reason: text().trim().max(500).optional() });
export type DeactivateMemberBody = z.infer<typeof DeactivateMemberBodySchema>;
export type ReactivateMemberBody = z.infer<typeof ReactivateMemberBodySchema>;

export const MEMBER_POINTS_LIMIT = 1_000_000;

/** `POST .../{id}/points`: a positive amount grants, a negative one takes back; never below a zero balance. */
export const GrantPointsBodySchema = z.object({
  amount: z
    .number({ error: whenMissing(MEMBERS_ADMIN_MESSAGES.amountRequired) })
    .int(MEMBERS_ADMIN_MESSAGES.amountRange)
    .min(-MEMBER_POINTS_LIMIT, MEMBERS_ADMIN_MESSAGES.amountRange)
    .max(MEMBER_POINTS_LIMIT, MEMBERS_ADMIN_MESSAGES.amountRange)
    .refine((value) => value !== 0, MEMBERS_ADMIN_MESSAGES.amountRequired),
  reason: requiredReason().max(200),
});
export type GrantPointsBody = z.infer<typeof GrantPointsBodySchema>;

export const MemberStatusResponseSchema = envelopeSchema(
  z.object({ id: z.number().int(), status: MemberAdminStatusSchema }),
);
export const GrantPointsResponseSchema = envelopeSchema(z.object({ balance: z.number().int(), row: PointRowSchema }));

export const COUPON_MAX_DAYS = 730;

/**
 * `POST .../{id}/coupons`: a new coupon made for this member (the shop has no coupon templates: each coupon is a
 * member's own row). It is valid from now for `valid_days` days.
 */
export const GrantCouponBodySchema = z
  .object({
    name: text({ error: whenMissing(MEMBERS_ADMIN_MESSAGES.nameRequired) })
      .trim()
      .min(1, MEMBERS_ADMIN_MESSAGES.nameRequired)
      .max(100),
    /** The name on Korean pages; empty: the English one is shown there. */
    name_ko: text().trim().max(100).default(""),
    discount_type: z.enum(["amount", "percent"]),
    discount_value: z
      .number({ error: whenMissing(MEMBERS_ADMIN_MESSAGES.discountRequired) })
      .int(MEMBERS_ADMIN_MESSAGES.amountDiscountRange)
      .min(1, MEMBERS_ADMIN_MESSAGES.amountDiscountRange)
      .max(10_000_000, MEMBERS_ADMIN_MESSAGES.amountDiscountRange),
    currency: z.enum(["USD", "KRW"]),
    min_amount: intField(0, 100_000_000).default(0),
    /** Null or absent: any product. */
    product_id: idField().nullable().default(null),
    valid_days: z
      .number()
      .int(MEMBERS_ADMIN_MESSAGES.validDaysRange)
      .min(1, MEMBERS_ADMIN_MESSAGES.validDaysRange)
      .max(COUPON_MAX_DAYS, MEMBERS_ADMIN_MESSAGES.validDaysRange),
    reason: requiredReason(),
  })
  .superRefine((body, ctx) => {
    if (body.discount_type === "percent" && body.discount_value > 100) {
      ctx.addIssue({ code: "custom", path: ["discount_value"], message: MEMBERS_ADMIN_MESSAGES.percentRange });
    }
  });
export type GrantCouponBody = z.input<typeof GrantCouponBodySchema>;
export const GrantCouponResponseSchema = envelopeSchema(CouponSchema);

/** `POST .../{id}/coupons/{coupon_id}/revoke`: only an unused coupon; the reason is kept on it and in the audit. */
export const RevokeCouponBodySchema = z.object({ reason: requiredReason() });
export type RevokeCouponBody = z.infer<typeof RevokeCouponBodySchema>;
export const RevokeCouponResponseSchema = envelopeSchema(MemberAdminCouponSchema);
