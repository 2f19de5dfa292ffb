import {
  AccreditationMeResponseSchema,
  AdminMeResponseSchema,
  AUTH_MESSAGES,
  ChangePasswordBodySchema,
  ChangePasswordResponseSchema,
  CheckEmailQuerySchema,
  CheckEmailResponseSchema,
  CheckPhoneQuerySchema,
  CheckPhoneResponseSchema,
  EmailVerificationBodySchema,
  EmailVerificationCheckBodySchema,
  EmailVerificationCheckResponseSchema,
  EmailVerificationResponseSchema,
  FindIdBodySchema,
  FindIdResponseSchema,
  IsLoginResponseSchema,
  OkResponseSchema,
  ResetPasswordBodySchema,
  ResetPasswordCheckResponseSchema,
  ResetPasswordCodeParamsSchema,
  ResetPasswordConfirmBodySchema,
  ResetPasswordResponseSchema,
  SIGNUP_FILE_MAX_BYTES,
  SIGNUP_FILE_TYPES,
  SigninBodySchema,
  SigninResponseSchema,
  SigninSocialBodySchema,
  SigninSocialResponseSchema,
  SignupBodySchema,
  SignupResponseSchema,
  SignupSocialBodySchema,
  SignupSocialResponseSchema,
  SocialAuthorizeQuerySchema,
  SocialAuthorizeResponseSchema,
  SocialExchangeBodySchema,
  SocialExchangeResponseSchema,
  SocialProvidersResponseSchema,
} from "@contracts/auth";
import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import {
  AreaHeadersSchema,
  areaOf,
  BEARER_SCHEME,
  bearerSecurity,
  type ClientAddressResolver,
  type createRequireAuth,
  requestOrigin,
} from "../../platform/http/auth-middleware";
import type { ApiApp } from "../../platform/http/env";
import { AppError } from "../../platform/http/errors";
import { assertSocialAvailable, availableSocialProviders } from "../../platform/http/local-social-access";
import { mailLinkOrigin } from "../../platform/http/mail-links";
import { errorResponse, jsonContent, validationErrorResponse } from "../../platform/http/openapi";
import { ok } from "../../platform/http/respond";
import { checkUpload, isBlob } from "../../platform/http/uploads";
import { validationErrorBody } from "../../platform/http/validation";
import { findById, isEmailTaken, isPhoneTaken } from "./account-lookup";
import {
  changePassword,
  checkVerificationCode,
  countLookup,
  deleteAccount,
  findIds,
  sendVerificationCode,
  signup,
  type SignupFile,
  type SignupInput,
  signupSocial,
} from "./accounts";
import type { AuthContext } from "./context";
import { authError, unauthorized } from "./errors";
import { checkPasswordReset, confirmPasswordReset, requestPasswordReset } from "./password-reset";
import { revokeSession } from "./sessions";
import { signin, signinSocial } from "./signin";
import { authorizeSocial, exchangeSocial } from "./social-sign-in";
import type { AppContext } from "../../platform/context";

const bearer = bearerSecurity;

const unauthorizedResponse = errorResponse("401 UNAUTHORIZED: no token, or an invalid, expired or revoked one");
const throttledResponse = errorResponse("429 TOO_MANY_ATTEMPTS: too many attempts from this address (see Retry-After)");

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

const contentType = (c: Context) => (c.req.header("content-type") ?? "").toLowerCase();

// ---------------------------------------------------------------------------------------------------------------

export type AuthRouteDeps = {
  ctx: AuthContext;
  requireAuth: ReturnType<typeof createRequireAuth>;
  clientAddress: ClientAddressResolver;
};

export function registerAuthRoutes(app: ApiApp, { auth: ctx, requireAuth, clientAddress }: AppContext) {
  app.openAPIRegistry.registerComponent("securitySchemes", BEARER_SCHEME, {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
    description: "The access token of one area (its audience); other areas refuse it.",
  });
  const addressOf = (c: Context) => clientAddress(c) ?? "unknown";

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/v1/auth/isLogin",
      tags: ["auth"],
      summary: "Who is signed in",
      description: "The account id behind the bearer token of any area.",
      security: bearer,
      middleware: requireAuth("any"),
      request: { headers: AreaHeadersSchema },
      responses: { 200: jsonContent(IsLoginResponseSchema, "The account id"), 401: unauthorizedResponse },
    }),
    (c) => c.json(ok({ id: c.get("principal").accountId }), 200),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/v1/auth/check-email",
      tags: ["auth"],
      summary: "Is this e-mail address free in the area",
      description: "Look-ups are counted per client address (with check-phone): a long run of them is slowed.",
      request: { query: CheckEmailQuerySchema, headers: AreaHeadersSchema },
      responses: {
        200: jsonContent(CheckEmailResponseSchema, "The address is free (`isDuplicate: false`)"),
        400: validationErrorResponse,
        409: errorResponse("409 EMAIL_TAKEN: the address is registered in the area"),
        429: throttledResponse,
      },
    }),
    async (c) => {
      const { email } = c.req.valid("query");
      await countLookup(ctx, addressOf(c));
      if (await isEmailTaken(ctx.db, areaOf(c), email)) throw authError(409, "emailTaken", "email");
      return c.json(ok({ isDuplicate: false }), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/v1/auth/check-phone",
      tags: ["auth"],
      summary: "Is this mobile number already used in the area",
      description: "Look-ups are counted per client address (with check-email): a long run of them is slowed.",
      request: { query: CheckPhoneQuerySchema, headers: AreaHeadersSchema },
      responses: {
        200: jsonContent(CheckPhoneResponseSchema, "`isDuplicate` tells whether an account of the area has it"),
        400: validationErrorResponse,
        429: throttledResponse,
      },
    }),
    async (c) => {
      const { phone } = c.req.valid("query");
      await countLookup(ctx, addressOf(c));
      return c.json(ok({ isDuplicate: await isPhoneTaken(ctx.db, areaOf(c), phone) }), 200);
    },
  );

  app.openapi(
    createRoute({
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
        400: validationErrorResponse,
        409: errorResponse("409 EMAIL_TAKEN: the address is registered in the area"),
        429: throttledResponse,
      },
    }),
    async (c) => {
      const body = c.req.valid("json");
      return c.json(ok(await sendVerificationCode(ctx, areaOf(c), body, addressOf(c))), 200);
    },
  );

  app.openapi(
    createRoute({
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
    createRoute({
      method: "post",
      path: "/api/v1/auth/signup",
      tags: ["auth"],
      summary: "Create an account",
      description:
        "JSON, or multipart/form-data with the same fields as strings (`true`/`false` for consents) plus an optional " +
        "`file` (PDF, PNG or JPEG up to 5 MB, checked by content). The e-mail code is used up by the sign-up. " +
        "Refused (403) in the admin area.",
      middleware: bodyLimit({
        maxSize: SIGNUP_FILE_MAX_BYTES + 256 * 1024,
        onError: () => {
          throw new AppError(413, "PAYLOAD_TOO_LARGE", `file: ${AUTH_MESSAGES.fileTooLarge}`, "file");
        },
      }),
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
      const type = contentType(c);
      let input: SignupInput;
      let file: SignupFile | undefined;
      if (type.startsWith("multipart/form-data") || type.startsWith("application/x-www-form-urlencoded")) {
        // The validator ran the form schema; the declared type is the union of both bodies.
        const { file: upload, ...fields } = c.req.valid("form") as z.output<typeof SignupFormSchema>;
        input = fields;
        if (isBlob(upload)) file = await readSignupFile(upload);
      } else if (type.includes("json")) {
        input = c.req.valid("json");
      } else {
        const parsed = SignupBodySchema.safeParse({});
        if (parsed.success) throw new Error("sign-up schema accepts an empty body");
        return c.json(validationErrorBody(parsed.error, "json"), 400);
      }
      return c.json(ok(await signup(ctx, areaOf(c), input, file)), 201);
    },
  );

  app.openapi(
    createRoute({
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
      return c.json(ok(await signupSocial(ctx, areaOf(c), input)), 201);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/v1/auth/signin",
      tags: ["auth"],
      summary: "Sign in with e-mail and password",
      description:
        "Each sign-in opens a new session. Failures are counted per account and address (growing waits after 5, " +
        "up to 5 minutes), per account (after 10 an hour) and per client address (after 30 an hour, up to a " +
        "minute); the last two do not hold up an address the account has signed in from before.",
      request: {
        headers: AreaHeadersSchema,
        body: { content: { "application/json": { schema: SigninBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(SigninResponseSchema, "Signed in: the bearer token, its lifetime in seconds, the account id"),
        400: validationErrorResponse,
        401: errorResponse("401 EMAIL_NOT_FOUND or INVALID_CREDENTIALS"),
        403: errorResponse("403 ACCOUNT_INACTIVE"),
        429: throttledResponse,
      },
    }),
    async (c) => c.json(ok(await signin(ctx, areaOf(c), c.req.valid("json"), addressOf(c))), 200),
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/v1/auth/signin-social",
      tags: ["auth"],
      summary: "Sign in with a social identity",
      request: {
        headers: AreaHeadersSchema,
        body: { content: { "application/json": { schema: SigninSocialBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(SigninSocialResponseSchema, "Signed in"),
        400: errorResponse("Invalid input, or SOCIAL_INVALID: the token does not prove the id"),
        403: errorResponse("403 ACCOUNT_INACTIVE; 403 SOCIAL_LOCAL_FORBIDDEN (see authorize)"),
        404: errorResponse("404 SOCIAL_NOT_REGISTERED: no account is linked yet (offer social sign-up)"),
        429: throttledResponse,
      },
    }),
    async (c) => {
      const input = c.req.valid("json");
      assertSocialAvailable(c, ctx, input.social_type);
      return c.json(ok(await signinSocial(ctx, areaOf(c), input, addressOf(c))), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/v1/auth/signout",
      tags: ["auth"],
      summary: "Sign out (revokes this session's token)",
      security: bearer,
      middleware: requireAuth("any"),
      request: { headers: AreaHeadersSchema },
      responses: { 200: jsonContent(OkResponseSchema, "Signed out"), 401: unauthorizedResponse },
    }),
    async (c) => {
      await revokeSession(ctx.db, c.get("principal").sessionId, ctx.now());
      return c.json(ok({ ok: true as const }), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/v1/auth/reset-password",
      tags: ["auth"],
      summary: "Mail a password-reset link",
      description:
        "The same answer whether or not the address exists. The link is `<origin><reset page>/<token>` on one " +
        "of PUBLIC_ORIGINS (the caller's when listed, else the first), or without them on the loopback origin the " +
        "server listens on, never on a Host the caller names; `url` may pick another reset page of the area on " +
        "that origin. `subject` and `html` are ignored: the server writes the mail in `lang`. One use, 1 hour.",
      request: {
        headers: AreaHeadersSchema,
        body: { content: { "application/json": { schema: ResetPasswordBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(ResetPasswordResponseSchema, "Accepted"),
        400: validationErrorResponse,
        429: throttledResponse,
      },
    }),
    async (c) => {
      const body = c.req.valid("json");
      await requestPasswordReset(ctx, areaOf(c), body, mailLinkOrigin(c, ctx.config), addressOf(c));
      return c.json(ok({ sent: true as const }), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/v1/auth/reset-password/{code}",
      tags: ["auth"],
      summary: "Check a mailed reset link without using it",
      description:
        "`valid: false` for an unknown, used or expired link (or one whose account is no longer active), so the " +
        "reset page can say so when it opens instead of after the new password is typed. The link stays usable.",
      request: { params: ResetPasswordCodeParamsSchema },
      responses: {
        200: jsonContent(ResetPasswordCheckResponseSchema, "Whether the link can still set a password"),
        400: validationErrorResponse,
      },
    }),
    async (c) => {
      const valid = await checkPasswordReset(ctx, c.req.valid("param").code);
      return c.json(ok({ valid }), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/v1/auth/reset-password/{code}",
      tags: ["auth"],
      summary: "Set a new password with the mailed token",
      description: "Ends every session of the account.",
      request: {
        params: ResetPasswordCodeParamsSchema,
        body: { content: { "application/json": { schema: ResetPasswordConfirmBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(OkResponseSchema, "Password set"),
        400: errorResponse("Invalid input, or TOKEN_INVALID: unknown, used or expired link"),
      },
    }),
    async (c) => {
      await confirmPasswordReset(ctx, c.req.valid("param").code, c.req.valid("json").password);
      return c.json(ok({ ok: true as const }), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/v1/auth/find-id",
      tags: ["auth"],
      summary: "Find sign-in addresses by name and mobile number",
      description: "Masked addresses (`ho***@example.com`) of the area's active accounts; an empty list when none.",
      request: {
        headers: AreaHeadersSchema,
        body: { content: { "application/json": { schema: FindIdBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(FindIdResponseSchema, "The masked addresses"),
        400: validationErrorResponse,
        429: throttledResponse,
      },
    }),
    async (c) => c.json(ok({ emails: await findIds(ctx, areaOf(c), c.req.valid("json"), addressOf(c)) }), 200),
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/v1/auth/change-password",
      tags: ["auth"],
      summary: "Change the password",
      description:
        "Ends every session of the account and answers a fresh token for this browser (replace the stored one).",
      security: bearer,
      middleware: requireAuth("any"),
      request: {
        headers: AreaHeadersSchema,
        body: { content: { "application/json": { schema: ChangePasswordBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(ChangePasswordResponseSchema, "Changed; the new token"),
        400: errorResponse("Invalid input, or CURRENT_PASSWORD_WRONG (field `currentPassword`)"),
        401: unauthorizedResponse,
        429: throttledResponse,
      },
    }),
    async (c) => {
      const issued = await changePassword(ctx, c.get("principal"), c.req.valid("json"), addressOf(c));
      return c.json(ok({ ok: true as const, accessToken: issued.accessToken, expiresIn: issued.expiresIn }), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "delete",
      path: "/api/v1/auth/delete",
      tags: ["auth"],
      summary: "Delete the signed-in account",
      description:
        "Soft delete: personal fields are cleared, the address is freed for a new sign-up, every session ends.",
      security: bearer,
      middleware: requireAuth("any"),
      request: { headers: AreaHeadersSchema },
      responses: { 200: jsonContent(OkResponseSchema, "Deleted"), 401: unauthorizedResponse },
    }),
    async (c) => {
      await deleteAccount(ctx, c.get("principal"));
      return c.json(ok({ ok: true as const }), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/v1/auth/social/authorize",
      tags: ["auth"],
      summary: "Where to send the browser for Kakao or Naver sign-in",
      description:
        "`redirect_uri` must be this site's own `/oauth-kakao` or `/oauth-naver`. The real provider when keyed, " +
        "else this server's local provider page, which only callers SOCIAL_LOCAL allows may use (by default a " +
        "client on the server's own machine; nobody on a server others can reach).",
      request: { query: SocialAuthorizeQuerySchema },
      responses: {
        200: jsonContent(SocialAuthorizeResponseSchema, "The provider URL and the signed state"),
        400: errorResponse("Invalid input, or SOCIAL_INVALID (field `redirect_uri`)"),
        403: errorResponse("403 SOCIAL_LOCAL_FORBIDDEN: the provider is played locally and this caller may not use it"),
      },
    }),
    async (c) => {
      const query = c.req.valid("query");
      assertSocialAvailable(c, ctx, query.social_type);
      return c.json(ok(await authorizeSocial(ctx, query, requestOrigin(c, ctx.config))), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/v1/auth/social/exchange",
      tags: ["auth"],
      summary: "Trade the provider's redirect code for the social identity",
      request: { body: { content: { "application/json": { schema: SocialExchangeBodySchema } }, required: true } },
      responses: {
        200: jsonContent(SocialExchangeResponseSchema, "The identity to sign in or sign up with"),
        400: errorResponse("Invalid input, or SOCIAL_INVALID: bad state, redirect or code"),
        403: errorResponse("403 SOCIAL_LOCAL_FORBIDDEN (see authorize)"),
      },
    }),
    async (c) => {
      const input = c.req.valid("json");
      assertSocialAvailable(c, ctx, input.social_type);
      return c.json(ok(await exchangeSocial(ctx, input)), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/v1/auth/social/providers",
      tags: ["auth"],
      summary: "The social sign-ins this caller can use",
      description:
        "Every provider with a client id, and a local stand-in only where SOCIAL_LOCAL lets this caller use it. " +
        "The sites show a provider's button only when it is listed.",
      responses: { 200: jsonContent(SocialProvidersResponseSchema, 'The provider types, e.g. `["kakao", "naver"]`') },
    }),
    (c) => c.json(ok(availableSocialProviders(c, ctx)), 200),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/v1/accreditation/me",
      tags: ["auth"],
      summary: "The signed-in business-accreditation account (getInfo)",
      description:
        "Accreditation tokens only: a token of any other area is a 401. The company is GET /api/v1/mart/business/me.",
      security: bearer,
      middleware: requireAuth("accreditation"),
      request: { headers: AreaHeadersSchema },
      responses: { 200: jsonContent(AccreditationMeResponseSchema, "The account"), 401: unauthorizedResponse },
    }),
    async (c) => {
      const account = await findById(ctx.db, c.get("principal").accountId);
      if (!account) throw unauthorized();
      return c.json(
        ok({
          id: account.id,
          email: account.email,
          login_id: account.loginId,
          name: account.name,
          type: account.type,
          phone: account.phone,
          company_name: account.companyName,
        }),
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/v1/admin/me",
      tags: ["admin"],
      summary: "The signed-in administrator",
      description: "Admin tokens only: a token of any other area is a 401.",
      security: bearer,
      middleware: requireAuth("admin"),
      request: { headers: AreaHeadersSchema },
      responses: { 200: jsonContent(AdminMeResponseSchema, "The administrator"), 401: unauthorizedResponse },
    }),
    async (c) => {
      const account = await findById(ctx.db, c.get("principal").accountId);
      if (!account) throw unauthorized();
      return c.json(ok({ id: account.id, email: account.email, name: account.name }), 200);
    },
  );
}
