import { z } from "zod";
import { ADMIN_ROLES, AUTH_AREAS } from "./auth-area";
import { envelopeSchema } from "./envelope";
import { isoDate, REQUIRED_MESSAGE, requiredString, text } from "./fields";
import { LangSchema } from "./settings";
import { SERVER_MESSAGES } from "./server-messages";

/** The four sign-in areas (contracts/auth-area.ts). */
export const AuthAreaSchema = z.enum(AUTH_AREAS);
export type { AuthArea } from "./auth-area";

export { AUTH_AREA_HEADER } from "./auth-area";

/** Member types the spec names (buyer and seller in the mart and MICE, visitor in MICE; general everywhere). */
export const MemberTypeSchema = z.enum(["general", "buyer", "seller_domestic", "seller_overseas", "visitor"]);
export type MemberType = z.infer<typeof MemberTypeSchema>;

export const SocialTypeSchema = z.enum(["kakao", "naver"]);
export type SocialType = z.infer<typeof SocialTypeSchema>;

// Messages of spec points 5 and 8, in English; the client shows its own (English or Korean) text by `code`.
export const AUTH_MESSAGES = {
  emailFormat: "Please enter a valid e-mail address.",
  passwordRule: "Use 8 to 25 characters with upper- and lower-case English letters and digits.",
  phoneFormat: "Enter the mobile number with digits only, without hyphens.",
  birthdayFormat: "Enter the date of birth as YYYY-MM-DD.",
  emailTaken: "This e-mail address is already registered.",
  invalidCredentials: "The e-mail or password does not match.",
  inactiveAccount: "The credentials are wrong or the account is inactive.",
  emailNotFound: "This e-mail address was not found.",
  termsRequired: "Please agree to the required terms.",
  verificationRequired: "Please verify your e-mail address with the code we sent.",
  verificationInvalid: "The verification code is wrong or has expired.",
  tokenInvalid: "This page has expired. Please request a new link.",
  currentPasswordWrong: "The current password does not match.",
  tooManyAttempts: SERVER_MESSAGES.tooManyAttempts,
  socialNotRegistered: "No account is linked to this social sign-in yet.",
  socialInvalid: "The social sign-in could not be confirmed. Please try again.",
  signInRequired: SERVER_MESSAGES.signInRequired,
  forbidden: SERVER_MESSAGES.forbidden,
  socialTaken: "This social account is already linked to another account.",
  signupClosed: "Accounts of this area are created by an administrator.",
  fileType: "Upload a PDF, PNG or JPEG file.",
  fileTooLarge: "The file must be 5 MB or smaller.",
} as const;

/**
 * Error codes of the auth and members calls, beside the common ones; the client maps each to its localized text.
 */
export const AUTH_ERROR_CODES = {
  emailTaken: "EMAIL_TAKEN",
  invalidCredentials: "INVALID_CREDENTIALS",
  inactiveAccount: "ACCOUNT_INACTIVE",
  emailNotFound: "EMAIL_NOT_FOUND",
  verificationRequired: "VERIFICATION_REQUIRED",
  verificationInvalid: "VERIFICATION_INVALID",
  tokenInvalid: "TOKEN_INVALID",
  currentPasswordWrong: "CURRENT_PASSWORD_WRONG",
  tooManyAttempts: "TOO_MANY_ATTEMPTS",
  socialNotRegistered: "SOCIAL_NOT_REGISTERED",
  socialInvalid: "SOCIAL_INVALID",
  unauthorized: "UNAUTHORIZED",
  forbidden: "FORBIDDEN",
  socialTaken: "SOCIAL_TAKEN",
} as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[keyof typeof AUTH_ERROR_CODES];

/** Password rule of spec point 5: 8 to 25 characters, upper- and lower-case English letters and digits. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 25;
export function isValidPassword(value: string): boolean {
  return (
    value.length >= PASSWORD_MIN_LENGTH &&
    value.length <= PASSWORD_MAX_LENGTH &&
    /[a-z]/.test(value) &&
    /[A-Z]/.test(value) &&
    /\d/.test(value)
  );
}

export const PasswordSchema = requiredString().refine(isValidPassword, AUTH_MESSAGES.passwordRule);
export const EmailSchema = requiredString()
  .max(254)
  .pipe(z.email({ error: AUTH_MESSAGES.emailFormat }));
/** Mobile numbers are sent as digits only (spec point 5: enter without hyphens); an optional leading `+`. */
export const PhoneSchema = requiredString().regex(/^\+?\d{8,15}$/, AUTH_MESSAGES.phoneFormat);
export const BirthdaySchema = isoDate(AUTH_MESSAGES.birthdayFormat, AUTH_MESSAGES.birthdayFormat);

/** A consent that must be given: anything but `true` is "please agree to the required terms". */
const requiredConsent = () => z.literal(true, { error: AUTH_MESSAGES.termsRequired });

// ---------------------------------------------------------------------------------------------------------------
// isLogin, duplicate checks, e-mail verification

export const IsLoginDataSchema = z.object({ id: z.number().int() }).meta({ id: "IsLogin" });
export const IsLoginResponseSchema = envelopeSchema(IsLoginDataSchema);

export const CheckEmailQuerySchema = z.object({ email: EmailSchema });
/** 200 with `isDuplicate: false` when the address is free; 409 `EMAIL_TAKEN` when it is registered in the area. */
export const CheckEmailDataSchema = z.object({ isDuplicate: z.boolean() });
export const CheckEmailResponseSchema = envelopeSchema(CheckEmailDataSchema);

export const CheckPhoneQuerySchema = z.object({ phone: PhoneSchema });
export const CheckPhoneDataSchema = z.object({ isDuplicate: z.boolean() });
export const CheckPhoneResponseSchema = envelopeSchema(CheckPhoneDataSchema);

/**
 * Sends a 6-digit code to the address (valid 10 minutes, 5 tries). The address must be free (409 otherwise): the
 * duplicate check comes first.
 */
export const EmailVerificationBodySchema = z.object({ email: EmailSchema, lang: LangSchema.default("en") });
export const EmailVerificationDataSchema = z.object({ expiresInSeconds: z.number().int() });
export const EmailVerificationResponseSchema = envelopeSchema(EmailVerificationDataSchema);

/** Checks a code without using it up, so the form can say "verified" before the rest is filled in. */
export const EmailVerificationCheckBodySchema = z.object({
  email: EmailSchema,
  code: requiredString().regex(/^\d{6}$/, AUTH_MESSAGES.verificationInvalid),
});
export const EmailVerificationCheckDataSchema = z.object({ verified: z.literal(true) });
export const EmailVerificationCheckResponseSchema = envelopeSchema(EmailVerificationCheckDataSchema);

// ---------------------------------------------------------------------------------------------------------------
// Sign-up and sign-in

/**
 * The sign-up payload (spec point 3) as JSON, or as multipart form fields with an optional `file` (a business
 * registration or ID document: PDF, PNG or JPEG up to 5 MB, checked by content). `password_confirm` and the
 * duplicate-check flag stay in the form; the server checks both facts itself.
 */
export const SignupBodySchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  lang: LangSchema.default("en"),
  type: MemberTypeSchema.default("general"),
  name: requiredString().max(100),
  /** Defaults to the e-mail address. */
  login_id: text().trim().max(100).optional(),
  phone: PhoneSchema.optional(),
  company_name: text().trim().max(200).optional(),
  verification_code: requiredString().regex(/^\d{6}$/, AUTH_MESSAGES.verificationInvalid),
  agree_terms: requiredConsent(),
  agree_privacy: requiredConsent(),
  agree_third_party: requiredConsent(),
  agree_age14: requiredConsent(),
  agree_marketing: z.boolean().default(false),
});
export type SignupBody = z.input<typeof SignupBodySchema>;

export const SIGNUP_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const SIGNUP_FILE_TYPES = ["application/pdf", "image/png", "image/jpeg"] as const;

export const SignupDataSchema = z.object({ userId: z.number().int() }).meta({ id: "Signup" });
export const SignupResponseSchema = envelopeSchema(SignupDataSchema);

export const SigninBodySchema = z.object({ email: EmailSchema, password: requiredString() });
export type SigninBody = z.infer<typeof SigninBodySchema>;
export const SigninDataSchema = z
  .object({ accessToken: z.string(), expiresIn: z.number().int(), id: z.number().int() })
  .meta({ id: "Signin" });
export const SigninResponseSchema = envelopeSchema(SigninDataSchema);

/**
 * The provider's redirect back to `/oauth-kakao` or `/oauth-naver` carries `code` and `state`; the server trades
 * them for the provider's profile and answers the three values sign-in and sign-up take.
 */
export const SocialExchangeBodySchema = z.object({
  social_type: SocialTypeSchema,
  code: requiredString(),
  state: requiredString(),
  redirect_uri: requiredString(),
});
export const SocialIdentitySchema = z
  .object({
    social_type: SocialTypeSchema,
    social_id: z.string(),
    social_token: z.string(),
    email: z.string().nullable(),
    name: z.string().nullable(),
  })
  .meta({ id: "SocialIdentity" });
export type SocialIdentity = z.infer<typeof SocialIdentitySchema>;
export const SocialExchangeResponseSchema = envelopeSchema(SocialIdentitySchema);

/** Where the browser goes to sign in with a provider (the real one when keyed, else the local provider page). */
export const SocialAuthorizeQuerySchema = z.object({
  social_type: SocialTypeSchema,
  redirect_uri: requiredString(),
});
export const SocialAuthorizeDataSchema = z.object({ url: z.string(), state: z.string() });
export const SocialAuthorizeResponseSchema = envelopeSchema(SocialAuthorizeDataSchema);

/**
 * The providers the caller can sign in with: every keyed one, and a local stand-in only where the server lets this
 * caller use it (SOCIAL_LOCAL). The sites show a provider's button only when it is listed.
 */
export const SocialProvidersDataSchema = z.array(SocialTypeSchema);
export const SocialProvidersResponseSchema = envelopeSchema(SocialProvidersDataSchema);

export const SigninSocialBodySchema = z.object({
  social_type: SocialTypeSchema,
  social_id: requiredString(),
  social_token: requiredString(),
});
/** Answers 404 `SOCIAL_NOT_REGISTERED` when no account is linked yet (the client then offers social sign-up). */
export const SigninSocialResponseSchema = SigninResponseSchema;

/** Social sign-up: the type is fixed to general; answers `userId`. */
export const SignupSocialBodySchema = z.object({
  social_type: SocialTypeSchema,
  social_id: requiredString(),
  social_token: requiredString(),
  email: EmailSchema,
  name: requiredString().max(100),
  lang: LangSchema.default("en"),
  phone: PhoneSchema.optional(),
  agree_terms: requiredConsent(),
  agree_privacy: requiredConsent(),
  agree_third_party: requiredConsent(),
  agree_age14: requiredConsent(),
  agree_marketing: z.boolean().default(false),
});
export type SignupSocialBody = z.input<typeof SignupSocialBodySchema>;
export const SignupSocialResponseSchema = SignupResponseSchema;

// ---------------------------------------------------------------------------------------------------------------
// Passwords and the account

/**
 * Spec point 7 lets the caller send subject, html and url; the server writes the mail from its own templates in
 * `lang` (a client must not be able to mail arbitrary HTML) and builds the link on the caller's own host.
 * The answer is the same whether or not the address exists.
 */
export const ResetPasswordBodySchema = z.object({
  email: EmailSchema,
  lang: LangSchema.default("en"),
  subject: text().optional(),
  html: text().optional(),
  url: text().optional(),
});
export const ResetPasswordDataSchema = z.object({ sent: z.literal(true) });
export const ResetPasswordResponseSchema = envelopeSchema(ResetPasswordDataSchema);

/** The e-mailed link's token: valid 1 hour, one use; 400 `TOKEN_INVALID` otherwise ("page expired"). */
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
export const ResetPasswordCodeParamsSchema = z.object({ code: requiredString() });
export const ResetPasswordConfirmBodySchema = z.object({ password: PasswordSchema });
/**
 * Whether the mailed link can still set a password (known, unused, not expired, its account active), read without
 * using it: the reset page asks when it opens, so a dead link says so before anyone types a new password.
 */
export const ResetPasswordCheckDataSchema = z.object({ valid: z.boolean() });
export const ResetPasswordCheckResponseSchema = envelopeSchema(ResetPasswordCheckDataSchema);
export type ResetPasswordCheckData = z.infer<typeof ResetPasswordCheckDataSchema>;
export const OkDataSchema = z.object({ ok: z.literal(true) });
export const OkResponseSchema = envelopeSchema(OkDataSchema);

export const ChangePasswordBodySchema = z.object({
  currentPassword: requiredString(),
  newPassword: PasswordSchema,
});
/**
 * A password change ends every session of the account, this browser's too; the answer carries a fresh token for
 * this browser so the member stays signed in here (store it in place of the old one).
 */
export const ChangePasswordDataSchema = z
  .object({ ok: z.literal(true), accessToken: z.string(), expiresIn: z.number().int() })
  .meta({ id: "ChangePassword" });
export const ChangePasswordResponseSchema = envelopeSchema(ChangePasswordDataSchema);

/** `GET /api/v1/admin/me`: the signed-in administrator (admin tokens only) and their role (ADR 0029). */
export const AdminMeDataSchema = z
  .object({ id: z.number().int(), email: z.string(), name: z.string(), role: z.enum(ADMIN_ROLES) })
  .meta({ id: "AdminMe" });
export const AdminMeResponseSchema = envelopeSchema(AdminMeDataSchema);

/**
 * `GET /api/v1/accreditation/me`: the business-accreditation service's `getInfo` (spec point 7): the signed-in
 * account of that area (accreditation tokens only); its company is `GET /api/v1/mart/business/me` (`getBusiness(me)`).
 */
export const AccreditationMeDataSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    login_id: z.string(),
    name: z.string(),
    type: MemberTypeSchema,
    phone: z.string().nullable(),
    company_name: z.string().nullable(),
  })
  .meta({ id: "AccreditationMe" });
export type AccreditationMe = z.infer<typeof AccreditationMeDataSchema>;
export const AccreditationMeResponseSchema = envelopeSchema(AccreditationMeDataSchema);

export { REQUIRED_MESSAGE };

/**
 * Find ID (spec route `/account/find-id`, call not shown): name and mobile number give the matching sign-in
 * addresses of the area, masked (`ho***@example.com`). An empty list when nothing matches.
 */
export const FindIdBodySchema = z.object({ name: requiredString().max(100), phone: PhoneSchema });
export const FindIdDataSchema = z.object({ emails: z.array(z.string()) });
export const FindIdResponseSchema = envelopeSchema(FindIdDataSchema);
