import { type AdminSitePage, AdminSitePageSchema } from "@contracts/mart";
import { request } from "@lib/http/client";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { KEY_ROOT, OPERATOR_AREA, adminSitePagePath } from "./paths";

export const adminPageKey = (token: string | null, site: string, slug: string) =>
  token ? ([KEY_ROOT, token, site, slug] as const) : null;

/** The page in both languages as the editor fills it; 404 while nobody has written it yet. */
export async function fetchAdminPage(site: string, slug: string): Promise<AdminSitePage> {
  const res = await request(adminSitePagePath(site, slug), {
    schema: AdminSitePageSchema,
    auth: true,
    area: OPERATOR_AREA,
    errorToast: false,
  });
  return res.data;
}

// The editor fills its form once from this read: reading it again on focus would not change what is typed.
export function useAdminPage(site: string, slug: string) {
  const token = useToken(OPERATOR_AREA);
  return useSWR<AdminSitePage, Error>(adminPageKey(token, site, slug), () => fetchAdminPage(site, slug), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
}
