import { type AdminPost, AdminPostSchema } from "@contracts/boards";
import type { SiteName } from "@contracts/site-map";
import { request } from "@lib/http/client";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { KEY_ROOT, OPERATOR_AREA, adminPostPath } from "./paths";

/** `GET /admin/boards/{site}/{type}/posts/{id}`: a post in both languages as the editor fills it (no view counted). */
export async function fetchAdminPost(site: SiteName, type: string, id: number): Promise<AdminPost> {
  const res = await request(adminPostPath(site, type, id), {
    schema: AdminPostSchema,
    auth: true,
    area: OPERATOR_AREA,
    errorToast: false,
  });
  return res.data;
}

// The editor fills its form once from this read: reading it again on focus would not change what is typed.
export function useAdminPost(site: SiteName, type: string, id: number) {
  const token = useToken(OPERATOR_AREA);
  return useSWR<AdminPost, Error>(
    token ? [KEY_ROOT, "post", token, site, type, id] : null,
    () => fetchAdminPost(site, type, id),
    { revalidateOnFocus: false, revalidateOnReconnect: false },
  );
}
