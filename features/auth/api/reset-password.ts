import { ResetPasswordDataSchema } from "@contracts/auth";
import type { Lang } from "@contracts/settings";
import { request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import useSWRMutation from "swr/mutation";

export const RESET_PASSWORD_PATH = "/api/v1/auth/reset-password";

/**
 * `url`: the site's own reset page (`https://host/account/password-reset`), for the link in the mail; the server
 * writes the mail itself from its templates in `lang`.
 */
export type ResetPasswordArg = { email: string; lang: Lang; url?: string };

/** Answers the same whether or not the address exists, so it cannot be used to test addresses. */
export async function resetPassword(arg: ResetPasswordArg, area?: Area): Promise<true> {
  const res = await request(RESET_PASSWORD_PATH, {
    method: "POST",
    schema: ResetPasswordDataSchema,
    body: arg,
    errorToast: false,
    area,
  });
  return res.data.sent;
}

/** `area`: whose accounts the call acts on; the page's own (from its address) when left out. */
export function useResetPassword(area?: Area) {
  return useSWRMutation<true, Error, string, ResetPasswordArg>(RESET_PASSWORD_PATH, (_key, { arg }) =>
    resetPassword(arg, area),
  );
}
