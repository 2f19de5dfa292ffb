import { z } from "zod";
import { AUTH_MESSAGES, EmailSchema, PhoneSchema } from "./auth";
import { envelopeSchema, PageMetaSchema } from "./envelope";
import { idParam, pageQuery, text, whenMissing } from "./fields";
import { VENUE_CATEGORIES, VENUE_DISTRICTS, VenueCategorySchema, VenueDistrictSchema } from "./passes";
import { VenueBenefitSchema } from "./pass-rules";
import { LangSchema } from "./settings";

/**
 * The visitor pass's partnership applications (`/seoulitepass/partnership`, issue 24; ADR 0030, "Partnerships"): a
 * venue applies without an account and gets a reference number; operators list the applications, open one and
 * approve or decline it once, with a note the venue is mailed. Approval does not add the venue: operators do that.
 */

export const PARTNERSHIPS_PATH = "/api/v1/partnerships";
export const ADMIN_PARTNERSHIPS_PATH = "/api/v1/admin/partnerships";

export const PARTNERSHIP_NAME_MAX = 200;
export const PARTNERSHIP_ADDRESS_MAX = 300;
export const PARTNERSHIP_WEBSITE_MAX = 300;
export const PARTNERSHIP_CONTACT_MAX = 100;
export const PARTNERSHIP_MESSAGE_MAX = 3000;
export const PARTNERSHIP_NOTE_MAX = 2000;

export const PARTNERSHIP_MESSAGES = {
  nameRequired: "Enter the venue's name in English.",
  categoryRequired: "Choose the venue's category.",
  districtRequired: "Choose the district the venue is in.",
  addressRequired: "Enter the venue's address.",
  websiteInvalid: "Enter the website's full address, starting with https:// or http://.",
  contactRequired: "Enter the name of the person we should contact.",
  benefitRequired: "Choose what the venue would offer pass holders.",
  percentInvalid: "Enter a discount from 1 to 99 percent.",
  messageRequired: "Tell us about the venue and what it would offer.",
  consentRequired: "Agree to the privacy terms to send the application.",
  decisionRequired: "Choose to approve or decline the application.",
  noteRequired: "Write a note for the venue.",
  notFound: "This application was not found.",
  alreadyDecided: "This application has already been decided.",
  tooMany: "Too many applications were sent from this address. Please try again later.",
} as const;

/** The e-mail and phone rules are the accounts' own (a phone as digits, an optional leading +). */
export const PARTNERSHIP_FIELD_MESSAGES = {
  emailFormat: AUTH_MESSAGES.emailFormat,
  phoneFormat: AUTH_MESSAGES.phoneFormat,
} as const;

export const PartnershipStatusSchema = z.enum(["submitted", "approved", "declined"]);
export type PartnershipStatus = z.infer<typeof PartnershipStatusSchema>;
export const PARTNERSHIP_STATUSES = PartnershipStatusSchema.options;

export const PartnershipDecisionSchema = z.enum(["approved", "declined"], {
  error: PARTNERSHIP_MESSAGES.decisionRequired,
});
export type PartnershipDecision = z.infer<typeof PartnershipDecisionSchema>;

const required = (message: string, max: number) =>
  text({ error: whenMissing(message) })
    .trim()
    .min(1, message)
    .max(max);

/** An address on the web, http or https, with a host; or nothing (the field is optional). */
export function isWebsite(value: string): boolean {
  if (value === "") return true;
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/**
 * What the venue would give pass holders, as the pass's venues say it (`VenueBenefit`: free entry, or a discount of 1
 * to 99 percent). A form sends the percent only with a discount; one sent with free entry is ignored.
 */
export const PartnershipBenefitBodySchema = z
  .object(
    {
      kind: z.enum(["free_entry", "discount"], { error: PARTNERSHIP_MESSAGES.benefitRequired }),
      percent: z
        .number({ error: PARTNERSHIP_MESSAGES.percentInvalid })
        .int(PARTNERSHIP_MESSAGES.percentInvalid)
        .min(1, PARTNERSHIP_MESSAGES.percentInvalid)
        .max(99, PARTNERSHIP_MESSAGES.percentInvalid)
        .optional(),
    },
    { error: PARTNERSHIP_MESSAGES.benefitRequired },
  )
  .superRefine((benefit, ctx) => {
    if (benefit.kind === "discount" && benefit.percent === undefined)
      ctx.addIssue({ code: "custom", path: ["percent"], message: PARTNERSHIP_MESSAGES.percentInvalid });
  });

/** `POST /api/v1/partnerships?lang=`: a venue's application (no account); `lang` is the language of its mails. */
export const PartnershipApplyBodySchema = z.object({
  venue_name_en: required(PARTNERSHIP_MESSAGES.nameRequired, PARTNERSHIP_NAME_MAX),
  /** The Korean name, if the venue has one. */
  venue_name_ko: text().trim().max(PARTNERSHIP_NAME_MAX).default(""),
  /** The pass venues' categories and districts (contracts/passes.ts), with this form's words when missing. */
  category: z.enum(VENUE_CATEGORIES, { error: PARTNERSHIP_MESSAGES.categoryRequired }),
  district: z.enum(VENUE_DISTRICTS, { error: PARTNERSHIP_MESSAGES.districtRequired }),
  address: required(PARTNERSHIP_MESSAGES.addressRequired, PARTNERSHIP_ADDRESS_MAX),
  website: text({ error: PARTNERSHIP_MESSAGES.websiteInvalid })
    .trim()
    .max(PARTNERSHIP_WEBSITE_MAX)
    .regex(/^$|^https?:\/\/\S+$/, { message: PARTNERSHIP_MESSAGES.websiteInvalid, abort: true })
    .refine(isWebsite, PARTNERSHIP_MESSAGES.websiteInvalid)
    .default(""),
  contact_name: required(PARTNERSHIP_MESSAGES.contactRequired, PARTNERSHIP_CONTACT_MAX),
  email: EmailSchema,
  phone: PhoneSchema,
  benefit: PartnershipBenefitBodySchema,
  message: required(PARTNERSHIP_MESSAGES.messageRequired, PARTNERSHIP_MESSAGE_MAX),
  privacy_consent: z.literal(true, { error: PARTNERSHIP_MESSAGES.consentRequired }),
});
export type PartnershipApplyBody = z.input<typeof PartnershipApplyBodySchema>;
export type PartnershipApplyInput = z.output<typeof PartnershipApplyBodySchema>;

export const PartnershipLangQuerySchema = z.object({ lang: LangSchema.default("en") });

/** What the applicant is told: the reference number to quote, and that the application waits for review. */
export const PartnershipReceiptSchema = z
  .object({
    reference: z.string(),
    status: PartnershipStatusSchema,
    venue_name: z.string(),
    email: z.string(),
    created_at: z.string(),
  })
  .meta({ id: "PartnershipReceipt" });
export type PartnershipReceipt = z.infer<typeof PartnershipReceiptSchema>;
export const PartnershipReceiptResponseSchema = envelopeSchema(PartnershipReceiptSchema);

/** One application as operators see it. */
export const PartnershipApplicationSchema = z
  .object({
    id: z.number().int(),
    reference: z.string(),
    status: PartnershipStatusSchema,
    venue_name_en: z.string(),
    venue_name_ko: z.string().nullable(),
    category: VenueCategorySchema,
    district: VenueDistrictSchema,
    address: z.string(),
    website: z.string().nullable(),
    contact_name: z.string(),
    email: z.string(),
    phone: z.string(),
    benefit: VenueBenefitSchema,
    message: z.string(),
    /** The language the venue applied in (its mails are in it). */
    lang: LangSchema,
    created_at: z.string(),
    decision_note: z.string().nullable(),
    decided_at: z.string().nullable(),
    decided_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  })
  .meta({ id: "PartnershipApplication" });
export type PartnershipApplication = z.infer<typeof PartnershipApplicationSchema>;

/** `GET /api/v1/admin/partnerships?status=&page=&per_page=`: newest first; every status when `status` is left out. */
export const PartnershipListQuerySchema = z.object({
  status: PartnershipStatusSchema.optional(),
  lang: LangSchema.default("en"),
  ...pageQuery(50, 20),
});
export type PartnershipListQuery = z.input<typeof PartnershipListQuerySchema>;
export const PartnershipListResponseSchema = envelopeSchema(z.array(PartnershipApplicationSchema), PageMetaSchema);
export type PartnershipListResponse = z.infer<typeof PartnershipListResponseSchema>;

export const PartnershipParamsSchema = z.object({ id: idParam({ missing: PARTNERSHIP_MESSAGES.notFound }) });
export const PartnershipResponseSchema = envelopeSchema(PartnershipApplicationSchema);
export type PartnershipResponse = z.infer<typeof PartnershipResponseSchema>;

/** `POST /api/v1/admin/partnerships/{id}/decision`: approve or decline, once, with a note the venue is mailed. */
export const PartnershipDecisionBodySchema = z.object({
  decision: PartnershipDecisionSchema,
  note: required(PARTNERSHIP_MESSAGES.noteRequired, PARTNERSHIP_NOTE_MAX),
});
export type PartnershipDecisionBody = z.infer<typeof PartnershipDecisionBodySchema>;
