import { never, ok } from "@blocks/mock-api";
import { AUTH_MESSAGES } from "@contracts/auth";
import { HttpResponse, http } from "msw";
import { CHANGE_PASSWORD_PATH } from "../api/change-password";
import { CHECK_EMAIL_PATH } from "../api/check-email";
import { CHECK_EMAIL_VERIFICATION_PATH } from "../api/check-email-verification";
import { DELETE_ACCOUNT_PATH } from "../api/delete-account";
import { FIND_ID_PATH } from "../api/find-id";
import { RESET_PASSWORD_PATH } from "../api/reset-password";
import { SEND_EMAIL_VERIFICATION_PATH } from "../api/send-email-verification";
import { SIGNIN_PATH } from "../api/signin";
import { SIGNIN_SOCIAL_PATH } from "../api/signin-social";
import { SIGNOUT_PATH } from "../api/signout";
import { SIGNUP_PATH } from "../api/signup";
import { SIGNUP_SOCIAL_PATH } from "../api/signup-social";
import { SOCIAL_AUTHORIZE_PATH } from "../api/social-authorize";
import { SOCIAL_EXCHANGE_PATH } from "../api/social-exchange";
import { SOCIAL_PROVIDERS_PATH } from "../api/social-providers";
import { authorizeFixture, kakaoIdentityFixture, signinFixture, storyMember } from "./fixtures";

/** The API's error body `{ message, code }` (and `issues` for validation errors). */
export const apiError = (
  status: number,
  code: string,
  message: string,
  issues?: { field: string; message: string }[],
) => HttpResponse.json({ message, code, ...(issues ? { issues, field: issues[0]?.field } : {}) }, { status });

const serverDown = () => apiError(500, "INTERNAL_ERROR", "The sign-in service is resting. Please try again soon.");

const RESET_CONFIRM_PATH = "/api/v1/auth/reset-password/:code";

export const signinHandlers = {
  success: http.post(SIGNIN_PATH, () => ok(signinFixture)),
  invalidCredentials: http.post(SIGNIN_PATH, () =>
    apiError(401, "INVALID_CREDENTIALS", AUTH_MESSAGES.invalidCredentials),
  ),
  inactive: http.post(SIGNIN_PATH, () => apiError(403, "ACCOUNT_INACTIVE", AUTH_MESSAGES.inactiveAccount)),
  emailNotFound: http.post(SIGNIN_PATH, () => apiError(404, "EMAIL_NOT_FOUND", AUTH_MESSAGES.emailNotFound)),
  tooManyAttempts: http.post(SIGNIN_PATH, () => apiError(429, "TOO_MANY_ATTEMPTS", AUTH_MESSAGES.tooManyAttempts)),
  fieldIssue: http.post(SIGNIN_PATH, () =>
    apiError(400, "VALIDATION_ERROR", "Validation failed", [
      { field: "email", message: "This address uses a domain we cannot deliver to." },
    ]),
  ),
  error: http.post(SIGNIN_PATH, serverDown),
  loading: http.post(SIGNIN_PATH, never),
};

export const checkEmailHandlers = {
  available: http.get(CHECK_EMAIL_PATH, () => ok({ isDuplicate: false })),
  taken: http.get(CHECK_EMAIL_PATH, () => apiError(409, "EMAIL_TAKEN", AUTH_MESSAGES.emailTaken)),
  error: http.get(CHECK_EMAIL_PATH, () => apiError(503, "SERVICE_UNAVAILABLE", "The address book is being updated.")),
};

export const verificationHandlers = {
  send: http.post(SEND_EMAIL_VERIFICATION_PATH, () => ok({ expiresInSeconds: 600 })),
  /** The right code is the story member's; any other is refused as the server would. */
  check: http.post(CHECK_EMAIL_VERIFICATION_PATH, async ({ request }) => {
    const body = (await request.json()) as { code?: string };
    return body.code === storyMember.code
      ? ok({ verified: true })
      : apiError(400, "VERIFICATION_INVALID", AUTH_MESSAGES.verificationInvalid);
  }),
};

export const signupHandlers = {
  success: http.post(SIGNUP_PATH, () => ok({ userId: 42 })),
  /** Answers only a multipart request that carries the document, as the mart's buyers send it. */
  withDocument: http.post(SIGNUP_PATH, async ({ request }) => {
    if (!request.headers.get("content-type")?.startsWith("multipart/form-data")) {
      return apiError(415, "UNSUPPORTED_MEDIA_TYPE", "Expected multipart form data with the document.");
    }
    const form = await request.formData();
    const file = form.get("file");
    return file instanceof File && form.get("company_name") === "Han River Tours"
      ? ok({ userId: 43 })
      : apiError(400, "VALIDATION_ERROR", "Validation failed", [{ field: "file", message: "Attach the document." }]);
  }),
  emailTaken: http.post(SIGNUP_PATH, () => apiError(409, "EMAIL_TAKEN", AUTH_MESSAGES.emailTaken)),
  fieldIssue: http.post(SIGNUP_PATH, () =>
    apiError(400, "VALIDATION_ERROR", "Validation failed", [
      { field: "name", message: "Names may not contain digits." },
    ]),
  ),
  error: http.post(SIGNUP_PATH, () =>
    apiError(500, "INTERNAL_ERROR", "Sign-up is closed for maintenance until 10:00."),
  ),
  loading: http.post(SIGNUP_PATH, never),
};

export const findIdHandlers = {
  found: http.post(FIND_ID_PATH, () => ok({ emails: ["mi***@example.com", "mi***@travel.example"] })),
  none: http.post(FIND_ID_PATH, () => ok({ emails: [] })),
  error: http.post(FIND_ID_PATH, serverDown),
  loading: http.post(FIND_ID_PATH, never),
};

export const resetPasswordHandlers = {
  sent: http.post(RESET_PASSWORD_PATH, () => ok({ sent: true })),
  error: http.post(RESET_PASSWORD_PATH, () => apiError(500, "INTERNAL_ERROR", "Mail could not be sent right now.")),
  loading: http.post(RESET_PASSWORD_PATH, never),
};

export const resetConfirmHandlers = {
  success: http.post(RESET_CONFIRM_PATH, () => ok({ ok: true })),
  expired: http.post(RESET_CONFIRM_PATH, () => apiError(400, "TOKEN_INVALID", AUTH_MESSAGES.tokenInvalid)),
  error: http.post(RESET_CONFIRM_PATH, serverDown),
  loading: http.post(RESET_CONFIRM_PATH, never),
};

/** The reset page's check as it opens: the link still works, was used or lapsed, or the check cannot be made. */
export const resetCheckHandlers = {
  valid: http.get(RESET_CONFIRM_PATH, () => ok({ valid: true })),
  used: http.get(RESET_CONFIRM_PATH, () => ok({ valid: false })),
  error: http.get(RESET_CONFIRM_PATH, serverDown),
  loading: http.get(RESET_CONFIRM_PATH, never),
};

export const socialHandlers = {
  /** Both providers offered (keyed, or the local stand-in for a person on the server's machine). */
  providers: http.get(SOCIAL_PROVIDERS_PATH, () => ok(["kakao", "naver"])),
  /** Kakao keyed, Naver's local stand-in off (a server others can reach). */
  providersKakaoOnly: http.get(SOCIAL_PROVIDERS_PATH, () => ok(["kakao"])),
  /** No keys and the local stand-in off: no social sign-in here. */
  providersNone: http.get(SOCIAL_PROVIDERS_PATH, () => ok([])),
  authorize: http.get(SOCIAL_AUTHORIZE_PATH, () => ok(authorizeFixture)),
  authorizeError: http.get(SOCIAL_AUTHORIZE_PATH, () =>
    apiError(503, "SERVICE_UNAVAILABLE", "Social sign-in is not available right now."),
  ),
  exchange: http.post(SOCIAL_EXCHANGE_PATH, () => ok(kakaoIdentityFixture)),
  exchangeNoEmail: http.post(SOCIAL_EXCHANGE_PATH, () => ok({ ...kakaoIdentityFixture, email: null })),
  exchangeError: http.post(SOCIAL_EXCHANGE_PATH, () => apiError(502, "SOCIAL_INVALID", AUTH_MESSAGES.socialInvalid)),
  exchangeLoading: http.post(SOCIAL_EXCHANGE_PATH, never),
  signin: http.post(SIGNIN_SOCIAL_PATH, () => ok(signinFixture)),
  /** Not linked until a social sign-up has happened: a fresh pair per story, so no story sees another's link. */
  signupThenSignin: () => {
    let linked = false;
    return [
      http.post(SIGNUP_SOCIAL_PATH, () => {
        linked = true;
        return ok({ userId: 44 });
      }),
      http.post(SIGNIN_SOCIAL_PATH, () =>
        linked ? ok(signinFixture) : apiError(404, "SOCIAL_NOT_REGISTERED", AUTH_MESSAGES.socialNotRegistered),
      ),
    ];
  },
  notRegistered: http.post(SIGNIN_SOCIAL_PATH, () =>
    apiError(404, "SOCIAL_NOT_REGISTERED", AUTH_MESSAGES.socialNotRegistered),
  ),
  signupEmailTaken: http.post(SIGNUP_SOCIAL_PATH, () => apiError(409, "EMAIL_TAKEN", AUTH_MESSAGES.emailTaken)),
};

export const accountActionHandlers = {
  changePassword: http.post(CHANGE_PASSWORD_PATH, () =>
    ok({ ok: true, accessToken: "story-fresh-token", expiresIn: 3600 }),
  ),
  changePasswordWrongCurrent: http.post(CHANGE_PASSWORD_PATH, () =>
    apiError(400, "CURRENT_PASSWORD_WRONG", AUTH_MESSAGES.currentPasswordWrong),
  ),
  changePasswordUnauthorized: http.post(CHANGE_PASSWORD_PATH, () =>
    apiError(401, "UNAUTHORIZED", AUTH_MESSAGES.signInRequired),
  ),
  deleteAccount: http.delete(DELETE_ACCOUNT_PATH, () => ok({ ok: true })),
  deleteAccountError: http.delete(DELETE_ACCOUNT_PATH, () =>
    apiError(500, "INTERNAL_ERROR", "Accounts cannot be deleted during the nightly backup."),
  ),
  signout: http.post(SIGNOUT_PATH, () => ok({ ok: true })),
  signoutError: http.post(SIGNOUT_PATH, serverDown),
};
