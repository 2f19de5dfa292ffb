import { OkDataSchema } from "@contracts/auth";
import { request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import useSWRMutation from "swr/mutation";

export const DELETE_ACCOUNT_PATH = "/api/v1/auth/delete";

/**
 * Deletes the signed-in account; the server revokes every token of it. The caller then forgets the tab's session
 * (`clearArea`), once it has left any page that needs sign-in.
 */
export async function deleteAccount(area: Area): Promise<void> {
  await request(DELETE_ACCOUNT_PATH, { method: "DELETE", schema: OkDataSchema, auth: true, area, errorToast: false });
}

export function useDeleteAccount(area: Area) {
  return useSWRMutation<void, Error, readonly [string, Area]>([DELETE_ACCOUNT_PATH, area] as const, () =>
    deleteAccount(area),
  );
}
