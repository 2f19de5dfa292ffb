import { ResetPasswordCheckDataSchema } from "@contracts/auth";
import { request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import useSWR from "swr";
import { resetPasswordConfirmPath } from "./reset-password-confirm";

/** Whether the mailed link can still set a password; asking does not use it (server/domains/auth/routes.ts). */
export async function checkResetPassword(token: string, area?: Area): Promise<boolean> {
  const res = await request(resetPasswordConfirmPath(token), {
    schema: ResetPasswordCheckDataSchema,
    errorToast: false,
    area,
  });
  return res.data.valid;
}

/**
 * Asked once as the reset page opens (not again on focus: the answer only matters before the form is shown). An
 * empty token asks nothing.
 */
export function useResetPasswordCheck(token: string, area?: Area) {
  return useSWR<boolean, Error>(
    token ? ["/api/v1/auth/reset-password/:code", token] : null,
    () => checkResetPassword(token, area),
    { revalidateOnFocus: false, revalidateOnReconnect: false, revalidateIfStale: false, shouldRetryOnError: false },
  );
}
