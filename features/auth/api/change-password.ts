import { ChangePasswordDataSchema } from "@contracts/auth";
import { request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import { setToken } from "@lib/session/session-store";
import useSWRMutation from "swr/mutation";

export const CHANGE_PASSWORD_PATH = "/api/v1/auth/change-password";

export type ChangePasswordArg = { currentPassword: string; newPassword: string };

/**
 * A change ends every session of the account; the answer carries a fresh token for this tab, stored in place of
 * the old one so the member stays signed in here. A wrong current password is 400 `CURRENT_PASSWORD_WRONG`.
 */
export async function changePassword(area: Area, body: ChangePasswordArg): Promise<void> {
  const res = await request(CHANGE_PASSWORD_PATH, {
    method: "POST",
    schema: ChangePasswordDataSchema,
    body,
    auth: true,
    area,
    errorToast: false,
  });
  setToken(area, res.data.accessToken);
}

export function useChangePassword(area: Area) {
  return useSWRMutation<void, Error, readonly [string, Area], ChangePasswordArg>(
    [CHANGE_PASSWORD_PATH, area] as const,
    (_key, { arg }) => changePassword(area, arg),
  );
}
