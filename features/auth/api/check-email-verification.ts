import { EmailVerificationCheckDataSchema } from "@contracts/auth";
import { request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import useSWRMutation from "swr/mutation";

/** Not named by the contract (EmailVerificationCheckBodySchema); the server's route (server/domains/auth/routes.ts). */
export const CHECK_EMAIL_VERIFICATION_PATH = "/api/v1/auth/email-verification/check";

export type CheckEmailVerificationArg = { email: string; code: string };

/** Confirms the code without using it up; a wrong or lapsed code is 400 `VERIFICATION_INVALID`. */
export async function checkEmailVerification(arg: CheckEmailVerificationArg, area?: Area): Promise<true> {
  const res = await request(CHECK_EMAIL_VERIFICATION_PATH, {
    method: "POST",
    schema: EmailVerificationCheckDataSchema,
    body: arg,
    errorToast: false,
    area,
  });
  return res.data.verified;
}

/** `area`: whose accounts the call acts on; the page's own (from its address) when left out. */
export function useCheckEmailVerification(area?: Area) {
  return useSWRMutation<true, Error, string, CheckEmailVerificationArg>(
    CHECK_EMAIL_VERIFICATION_PATH,
    (_key, { arg }) => checkEmailVerification(arg, area),
  );
}
