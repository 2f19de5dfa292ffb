import {
  BuyerCategorySchema,
  BuyerTypeSchema,
  buyerProfileIssues,
  CompanyProfileBodySchema,
  type CompanyProfileValues,
  MART_MAX_DOCUMENTS,
  MART_MESSAGES,
  MartOriginSchema,
} from "@contracts/mart";
import type { Fair } from "@contracts/editions";
import type { Lang } from "@contracts/settings";
import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { ZodError } from "zod";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/client";
import { fileField, formValues, jsonOrFormBody, type JsonOrForm, readJsonOrForm } from "../../platform/http/multipart";
import { filesField } from "../../platform/http/uploads";
import { validationErrorBody, validationHook } from "../../platform/http/validation";
import {
  fieldIssuesError,
  fullProfile,
  keptDocumentCount,
  type MartCaller,
  martCallerOf,
  requireCompanyRole,
  saveProfile,
} from "./business";
import { checkProfileDocuments, checkProfileImage } from "./files";
import type { CallerEnv } from "./route-doors";

/**
 * The company profile's body: JSON, or a form with the same fields as text plus the logo, the banner and the
 * documents; its 400 (the buyer-only fields named with the schema's issues); and saving the profile from it.
 */

/**
 * Multipart text as the JSON body's values: lists and `social_ids` from JSON text (or repeated parts, `name[]`
 * too), empty optional numbers and choices as none, `true`/`false` for the switches, an empty file input as no
 * file.
 */
const profileFromForm = formValues({
  lists: ["languages", "sub_sectors", "purposes"],
  idLists: ["keep_document_ids"],
  objects: ["social_ids"],
  nullable: [
    "staff_count",
    "annual_sales_2024",
    "travelers_to_korea_since_2019",
    "participation_count",
    "buyer_category",
    "buyer_type",
    "origin",
  ],
  switches: ["participated_before", "remove_logo", "remove_banner"],
  files: ["logo", "banner"],
  fileLists: ["documents"],
});

export const ProfileFormSchema = z.preprocess(
  profileFromForm,
  CompanyProfileBodySchema.and(
    z.object({
      logo: fileField(MART_MESSAGES.imageType),
      banner: fileField(MART_MESSAGES.imageType),
      documents: filesField(MART_MESSAGES.documentType),
    }),
  ),
);

/** The route's request body: JSON or the form, neither required (a body of neither is 400 naming the fields). */
export const profileBody = jsonOrFormBody(CompanyProfileBodySchema, ProfileFormSchema);

type ProfileBody = JsonOrForm<
  CompanyProfileValues,
  Pick<z.output<typeof ProfileFormSchema>, "logo" | "banner" | "documents">
>;

/** The profile's values and files from whichever body came. */
export const readProfileBody = (c: Context): ProfileBody =>
  readJsonOrForm(c, {
    json: CompanyProfileBodySchema,
    form: ProfileFormSchema,
    files: ["logo", "banner", "documents"],
  });

type ValidationResult = { success: true } | { success: false; error: ZodError; target: string; data?: unknown };

/**
 * The profile body's 400 names every problem at once: the schema's issues and, for a buyer, the buyer-only fields
 * (which need the account's role, so the schema alone cannot ask for them).
 */
export function profileHook(result: ValidationResult, c: Context) {
  if (result.success || (result.target !== "json" && result.target !== "form")) return validationHook(result, c);
  const answer = validationErrorBody(result.error, result.target);
  // the route's middleware set the caller before any body is read
  if ((c as Context<CallerEnv>).get("caller").role === "buyer") {
    const raw = (typeof result.data === "object" && result.data !== null ? result.data : {}) as Record<string, unknown>;
    // The three fields as far as they can be read; a wrong value is the schema's issue already.
    const readable = {
      buyer_category: BuyerCategorySchema.safeParse(raw.buyer_category).data ?? null,
      buyer_type: BuyerTypeSchema.safeParse(raw.buyer_type).data ?? null,
      origin: MartOriginSchema.safeParse(raw.origin).data ?? null,
    } as CompanyProfileValues;
    const named = new Set(answer.issues?.map((issue) => issue.field));
    const more = buyerProfileIssues("buyer", readable).filter((issue) => !named.has(issue.field));
    answer.issues = [...(answer.issues ?? []), ...more];
  }
  return c.json(answer, 400);
}

/**
 * Saves the caller's profile with its files (checked by content; at most MART_MAX_DOCUMENTS documents with the
 * kept ones) and answers it as saved, with the account's role and origin.
 */
export async function saveMyProfile(
  { db, now }: { db: Db; now: Clock },
  caller: MartCaller,
  { fields, files }: ProfileBody,
  lang: Lang,
  fair: Fair,
) {
  const role = requireCompanyRole(caller);
  const issues = buyerProfileIssues(role, fields);
  if (issues.length > 0) throw fieldIssuesError(issues);
  const kept = await keptDocumentCount(db, caller.company?.id, fields.keep_document_ids);
  const uploads = {
    logo: await checkProfileImage("logo", files.logo),
    banner: await checkProfileImage("banner", files.banner),
    documents: await checkProfileDocuments(files.documents ?? [], MART_MAX_DOCUMENTS - kept),
  };
  await saveProfile(db, caller, fields, uploads, now());
  const saved = await martCallerOf(db, caller.accountId);
  if (!saved.company) throw new Error("saved profile not found");
  const profile = await fullProfile(db, saved.company, lang, fair);
  return { profile, meta: { role: saved.role, origin: saved.origin } };
}
