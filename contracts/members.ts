import { z } from "zod";
import { BirthdaySchema, MemberTypeSchema, PhoneSchema, SocialTypeSchema } from "./auth";
import { envelopeSchema, PageMetaSchema } from "./envelope";
import { idParam, intParam, pageQuery, requiredString, text } from "./fields";
import { LangSchema } from "./settings";

export const GenderSchema = z.enum(["male", "female", "other"]);
export type Gender = z.infer<typeof GenderSchema>;

/** A member's own profile (spec point 3): only its owner may read it. */
export const MemberSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    login_id: z.string(),
    type: MemberTypeSchema,
    name: z.string(),
    birthday: z.string().nullable(),
    phone: z.string().nullable(),
    gender: GenderSchema.nullable(),
    /** A `nationality` common code. */
    nationality: z.string().nullable(),
    passport: z.string().nullable(),
    company_name: z.string().nullable(),
    marketing: z.boolean(),
    social_type: SocialTypeSchema.nullable(),
    points: z.number().int(),
    created_at: z.string(),
  })
  .meta({ id: "Member" });
export type Member = z.infer<typeof MemberSchema>;

export const MemberIdParamsSchema = z.object({ id: idParam() });
export const MemberResponseSchema = envelopeSchema(MemberSchema);

/** `PUT /members`: the fields a member may change; absent fields stay, `null` clears an optional one. */
export const UpdateMemberBodySchema = z
  .object({
    name: requiredString().max(100),
    birthday: BirthdaySchema.nullable(),
    phone: PhoneSchema.nullable(),
    gender: GenderSchema.nullable(),
    nationality: text().trim().max(10).nullable(),
    passport: text()
      .trim()
      .regex(/^[A-Za-z0-9]{5,20}$/, "Enter the passport number with letters and digits only.")
      .nullable(),
    company_name: text().trim().max(200).nullable(),
    marketing: z.boolean(),
  })
  .partial();
export type UpdateMemberBody = z.infer<typeof UpdateMemberBodySchema>;

// ---------------------------------------------------------------------------------------------------------------
// Points (spec points 3, 7 and 9): a ledger; page size 10, newest first, `is_valid` 0 by default.

export const PointKindSchema = z.enum(["earn", "use", "expire", "refund", "adjust"]);
export type PointKind = z.infer<typeof PointKindSchema>;

export const PointRowSchema = z
  .object({
    id: z.number().int(),
    kind: PointKindSchema,
    /** Positive for points gained, negative for points spent or expired. */
    amount: z.number().int(),
    reason: z.string(),
    created_at: z.string(),
    /** When earned points lapse; null for spending rows. */
    expires_at: z.string().nullable(),
    /** Earned points still usable now. */
    is_valid: z.boolean(),
  })
  .meta({ id: "PointRow" });
export type PointRow = z.infer<typeof PointRowSchema>;

export const DirectionSchema = z.enum(["asc", "desc"]);
export const PointsQuerySchema = z.object({
  ...pageQuery(100, 10),
  direction: DirectionSchema.default("desc"),
  /** 1: only earned points still usable; 0: every earning row. */
  is_valid: intParam(0, 1).default(0),
  /** The reasons in this language (as the catalogue's names). */
  lang: LangSchema.default("en"),
});
export type PointsQuery = z.input<typeof PointsQuerySchema>;
export const PointsHistoryQuerySchema = PointsQuerySchema.omit({ is_valid: true });
export type PointsHistoryQuery = z.input<typeof PointsHistoryQuerySchema>;

export const PointsResponseSchema = envelopeSchema(z.array(PointRowSchema), PageMetaSchema);
export const PointsTotalDataSchema = z.object({ total: z.number().int() });
export const PointsTotalResponseSchema = envelopeSchema(PointsTotalDataSchema);

// ---------------------------------------------------------------------------------------------------------------
// Coupons

export const CouponSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    discount_type: z.enum(["amount", "percent"]),
    /** Whole currency units for `amount`, 1-100 for `percent`. */
    discount_value: z.number(),
    currency: z.enum(["USD", "KRW"]),
    min_amount: z.number(),
    /** Null: any product. */
    product_id: z.number().int().nullable(),
    expires_at: z.string(),
    used_at: z.string().nullable(),
  })
  .meta({ id: "Coupon" });
export type Coupon = z.infer<typeof CouponSchema>;

/** With `product_id`: the unused, unexpired coupons that apply to that product; without: all the member's. */
export const CouponsQuerySchema = z.object({
  product_id: idParam().optional(),
  /** The coupons' names in this language (as the catalogue's names). */
  lang: LangSchema.default("en"),
});
export const CouponsResponseSchema = envelopeSchema(z.array(CouponSchema), z.object({ count: z.number().int() }));
