import { OkDataSchema } from "@contracts/auth";
import { request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import useSWRMutation from "swr/mutation";

export const resetPasswordConfirmPath = (token: string) => `/api/v1/auth/reset-password/${encodeURIComponent(token)}`;

export type ResetPasswordConfirmArg = { token: string; password: string };

/** Sets the new password with the e-mailed token (valid 1 hour, one use; 400 `TOKEN_INVALID` otherwise). */
export async function resetPasswordConfirm({ token, password }: ResetPasswordConfirmArg, area?: Area): Promise<true> {
  const res = await request(resetPasswordConfirmPath(token), {
    method: "POST",
    schema: OkDataSchema,
    body: { password },
    errorToast: false,
    area,
  });
  return res.data.ok;
}

/** `area`: whose accounts the call acts on; the page's own (from its address) when left out. */
export function useResetPasswordConfirm(area?: Area) {
  return useSWRMutation<true, Error, string, ResetPasswordConfirmArg>(
    "/api/v1/auth/reset-password/:code",
    (_key, { arg }) => resetPasswordConfirm(arg, area),
  );
}
