import { EmailVerificationDataSchema } from "@contracts/auth";
import type { Lang } from "@contracts/settings";
import { request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import useSWRMutation from "swr/mutation";
import type { z } from "zod";

/** Not named by the contract (EmailVerificationBodySchema); the server's route (server/domains/auth/routes.ts). */
export const SEND_EMAIL_VERIFICATION_PATH = "/api/v1/auth/email-verification";

export type SendEmailVerificationArg = { email: string; lang: Lang };
export type SendEmailVerificationData = z.infer<typeof EmailVerificationDataSchema>;

/** Mails a 6-digit code to a free address (valid 10 minutes). */
export async function sendEmailVerification(
  arg: SendEmailVerificationArg,
  area?: Area,
): Promise<SendEmailVerificationData> {
  const res = await request(SEND_EMAIL_VERIFICATION_PATH, {
    method: "POST",
    schema: EmailVerificationDataSchema,
    body: arg,
    errorToast: false,
    area,
  });
  return res.data;
}

/** `area`: whose accounts the call acts on; the page's own (from its address) when left out. */
export function useSendEmailVerification(area?: Area) {
  return useSWRMutation<SendEmailVerificationData, Error, string, SendEmailVerificationArg>(
    SEND_EMAIL_VERIFICATION_PATH,
    (_key, { arg }) => sendEmailVerification(arg, area),
  );
}
