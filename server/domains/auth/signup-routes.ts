import {
  AUTH_MESSAGES,
  CheckEmailQuerySchema,
  CheckEmailResponseSchema,
  CheckPhoneQuerySchema,
  CheckPhoneResponseSchema,
  EmailVerificationBodySchema,
  EmailVerificationCheckBodySchema,
  EmailVerificationCheckResponseSchema,
  EmailVerificationResponseSchema,
  SIGNUP_FILE_MAX_BYTES,
  SIGNUP_FILE_TYPES,
  SignupBodySchema,
  SignupResponseSchema,
  SignupSocialBodySchema,
  SignupSocialResponseSchema,
} from "@contracts/auth";
import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppContext } from "../../platform/context";
import { AreaHeadersSchema, areaOf } from "../../platform/http/auth-middleware";
import type { ApiApp } from "../../platform/http/env";
import { AppError } from "../../platform/http/errors";
import { contentType, uploadLimit } from "../../platform/http/multipart";
import { assertSocialAvailable } from "../../platform/http/local-social-access";
import { errorResponse, jsonContent } from "../../platform/http/openapi";
import { ok } from "../../platform/http/respond";
import { checkUpload, isBlob } from "../../platform/http/uploads";
import { validationErrorBody } from "../../platform/http/validation";
import { attributeToPromotion } from "../promotions";
import { isEmailTaken, isPhoneTaken } from "./account-lookup";
import {
  checkVerificationCode,
  countLookup,
  sendVerificationCode,
  signup,
  type SignupFile,
  type SignupInput,
  signupSocial,
} from "./accounts";
import { authError } from "./errors";
import { addressOf, throttledResponse } from "./route-parts";

// ---------------------------------------------------------------------------------------------------------------
// Sign-up form: the same fields as JSON, as strings, plus an optional file.

const formBoolean = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "true" ? true : value === "false" ? false : value), schema);
/** An empty optional form field means "not given". */
const formOptional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema);

const shape = SignupBodySchema.shape;
const SignupFormSchema = SignupBodySchema.extend({
  login_id: formOptional(shape.login_id),
  phone: formOptional(shape.phone),
  company_name: formOptional(shape.company_name),
  agree_terms: formBoolean(shape.agree_terms),
  agree_privacy: formBoolean(shape.agree_privacy),
  agree_third_party: formBoolean(shape.agree_third_party),
  agree_age14: formBoolean(shape.agree_age14),
  agree_marketing: formBoolean(shape.agree_marketing),
  file: z
    .custom<File>((value) => value === undefined || value === "" || isBlob(value), AUTH_MESSAGES.fileType)
    .optional()
    .openapi({ type: "string", format: "binary", description: "PDF, PNG or JPEG up to 5 MB (checked by content)" }),
});

/** Checks the upload by its bytes, not its name or declared type. */
const readSignupFile = (file: File): Promise<SignupFile | undefined> =>
  checkUpload(file, {
    field: "file",
    maxBytes: SIGNUP_FILE_MAX_BYTES,
    types: SIGNUP_FILE_TYPES,
    messages: { type: AUTH_MESSAGES.fileType, tooLarge: AUTH_MESSAGES.fileTooLarge },
  });

/** A request far over the file limit is refused before it is read. */
const signupBodyLimit = uploadLimit(
  SIGNUP_FILE_MAX_BYTES + 256 * 1024,
  () => new AppError(413, "PAYLOAD_TOO_LARGE", `file: ${AUTH_MESSAGES.fileTooLarge}`, "file"),
);

type SignupBody = { input: SignupInput; file?: SignupFile };

/**
 * The sign-up as sent: the validated form (with its file checked by content) or JSON; `undefined` when the body is
 * neither, which is answered as an empty JSON body would be.
 */
async function readSignupBody(
  c: Context,
  valid: { form: () => z.output<typeof SignupFormSchema>; json: () => SignupInput },
): Promise<SignupBody | undefined> {
  const type = contentType(c);
  if (type.startsWith("multipart/form-data") || type.startsWith("application/x-www-form-urlencoded")) {
    const { file: upload, ...fields } = valid.form();
    return { input: fields, file: isBlob(upload) ? await readSignupFile(upload) : undefined };
  }
  if (type.includes("json")) return { input: valid.json() };
  return undefined;
}

/** The 400 body an empty sign-up gets: every required field named. */
function emptySignupError() {
  const parsed = SignupBodySchema.safeParse({});
  if (parsed.success) throw new Error("sign-up schema accepts an empty body");
  return validationErrorBody(parsed.error, "json");
}

// ---------------------------------------------------------------------------------------------------------------

/** Sign-up: the look-ups of a free address or number, the e-mail code, and the sign-up itself (plain or social). */
export function registerSignupRoutes(app: ApiApp, context: AppContext) {
  const { auth: ctx, clientAddress, doors } = context;
  /** A shop member's new account is the promotion link's the visitor came through, if any (ADR 0034). */
  const attribute = async (c: Context, area: string, userId: number) => {
    if (area === "member") await attributeToPromotion(c, context, "signup", userId);
  };
  app.openapi(
    doors.open({
      method: "get",
      path: "/api/v1/auth/check-email",
      tags: ["auth"],
      summary: "Is this e-mail address free in the area",
      description: "Look-ups are counted per client address (with check-phone): a long run of them is slowed.",
      request: { query: CheckEmailQuerySchema, headers: AreaHeadersSchema },
      responses: {
        200: jsonContent(CheckEmailResponseSchema, "The address is free (`isDuplicate: false`)"),
        409: errorResponse("409 EMAIL_TAKEN: the address is registered in the area"),
        429: throttledResponse,
      },
    }),
    async (c) => {
      const { email } = c.req.valid("query");
      await countLookup(ctx, addressOf(clientAddress, c));
      if (await isEmailTaken(ctx.db, areaOf(c), email)) throw authError(409, "emailTaken", "email");
      return c.json(ok({ isDuplicate: false }), 200);
    },
  );

  app.openapi(
    doors.open({
      method: "get",
      path: "/api/v1/auth/check-phone",
      tags: ["auth"],
      summary: "Is this mobile number already used in the area",
      description: "Look-ups are counted per client address (with check-email): a long run of them is slowed.",
      request: { query: CheckPhoneQuerySchema, headers: AreaHeadersSchema },
      responses: {
        200: jsonContent(CheckPhoneResponseSchema, "`isDuplicate` tells whether an account of the area has it"),
        429: throttledResponse,
      },
    }),
    async (c) => {
      const { phone } = c.req.valid("query");
      await countLookup(ctx, addressOf(clientAddress, c));
      return c.json(ok({ isDuplicate: await isPhoneTaken(ctx.db, areaOf(c), phone) }), 200);
    },
  );

  app.openapi(
    doors.open({
      method: "post",
      path: "/api/v1/auth/email-verification",
      tags: ["auth"],
      summary: "Mail a 6-digit sign-up code",
      description:
        "Valid 10 minutes and 5 tries; sending again replaces the earlier code. The mail is written by the server in `lang`.",
      request: {
        headers: AreaHeadersSchema,
        body: { content: { "application/json": { schema: EmailVerificationBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(EmailVerificationResponseSchema, "Sent"),
        409: errorResponse("409 EMAIL_TAKEN: the address is registered in the area"),
        429: throttledResponse,
      },
    }),
    async (c) => {
      const body = c.req.valid("json");
      return c.json(ok(await sendVerificationCode(ctx, areaOf(c), body, addressOf(clientAddress, c))), 200);
    },
  );

  app.openapi(
    doors.open({
      method: "post",
      path: "/api/v1/auth/email-verification/check",
      tags: ["auth"],
      summary: "Check a sign-up code without using it up",
      description: "Each wrong code spends one of the code's 5 tries.",
      request: {
        headers: AreaHeadersSchema,
        body: { content: { "application/json": { schema: EmailVerificationCheckBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(EmailVerificationCheckResponseSchema, "The code matches"),
        400: errorResponse("Invalid input, or VERIFICATION_INVALID / VERIFICATION_REQUIRED (field `code`)"),
      },
    }),
    async (c) => {
      const { email, code } = c.req.valid("json");
      await checkVerificationCode(ctx, areaOf(c), email, code);
      return c.json(ok({ verified: true as const }), 200);
    },
  );

  app.openapi(
    doors.open({
      method: "post",
      path: "/api/v1/auth/signup",
      tags: ["auth"],
      summary: "Create an account",
      description:
        "JSON, or multipart/form-data with the same fields as strings (`true`/`false` for consents) plus an optional " +
        "`file` (PDF, PNG or JPEG up to 5 MB, checked by content). The e-mail code is used up by the sign-up. " +
        "Refused (403) in the admin area.",
      middleware: signupBodyLimit,
      request: {
        headers: AreaHeadersSchema,
        body: {
          content: {
            "application/json": { schema: SignupBodySchema },
            "multipart/form-data": { schema: SignupFormSchema },
          },
          required: false,
        },
      },
      responses: {
        201: jsonContent(SignupResponseSchema, "Created; `userId` is the new account's id"),
        400: errorResponse("Invalid input (incl. `file`), or VERIFICATION_INVALID / VERIFICATION_REQUIRED"),
        403: errorResponse("403 FORBIDDEN: sign-up is closed in this area"),
        409: errorResponse("409 EMAIL_TAKEN"),
        413: errorResponse("413 PAYLOAD_TOO_LARGE: the request is far over the file limit"),
      },
    }),
    async (c) => {
      const body = await readSignupBody(c, {
        form: () => c.req.valid("form"),
        json: () => c.req.valid("json"),
      });
      if (!body) return c.json(emptySignupError(), 400);
      const made = await signup(ctx, areaOf(c), body.input, body.file);
      await attribute(c, areaOf(c), made.userId);
      return c.json(ok(made), 201);
    },
  );

  app.openapi(
    doors.open({
      method: "post",
      path: "/api/v1/auth/signup-social",
      tags: ["auth"],
      summary: "Create an account from a social sign-in",
      description: "Type general, no password. `social_token` must prove `social_id` (from /auth/social/exchange).",
      request: {
        headers: AreaHeadersSchema,
        body: { content: { "application/json": { schema: SignupSocialBodySchema } }, required: true },
      },
      responses: {
        201: jsonContent(SignupSocialResponseSchema, "Created"),
        400: errorResponse("Invalid input, or SOCIAL_INVALID (field `social_token`)"),
        403: errorResponse("403 FORBIDDEN: sign-up is closed in this area; 403 SOCIAL_LOCAL_FORBIDDEN (see authorize)"),
        409: errorResponse("409 EMAIL_TAKEN or SOCIAL_TAKEN"),
      },
    }),
    async (c) => {
      const input = c.req.valid("json");
      assertSocialAvailable(c, ctx, input.social_type);
      const made = await signupSocial(ctx, areaOf(c), input);
      await attribute(c, areaOf(c), made.userId);
      return c.json(ok(made), 201);
    },
  );
}
