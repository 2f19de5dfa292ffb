import { type AdminEdition, AdminEditionSchema } from "@contracts/mice";
import { request } from "@lib/http/client";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { ADMIN_EDITION_PATH, EDITOR_KEY_ROOT } from "./edition-paths";
import { OPERATOR_AREA } from "./paths";

/** `GET /admin/mice/edition`: the current edition in both languages, as the editor fills its form. */
export async function fetchAdminEdition(): Promise<AdminEdition> {
  const res = await request(ADMIN_EDITION_PATH, {
    schema: AdminEditionSchema,
    auth: true,
    area: OPERATOR_AREA,
    errorToast: false,
  });
  return res.data;
}

// The form fills once from this read: reading it again on focus would not change what is typed.
export function useAdminEdition() {
  const token = useToken(OPERATOR_AREA);
  return useSWR<AdminEdition, Error>(token ? [EDITOR_KEY_ROOT, "edition", token] : null, fetchAdminEdition, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
}
