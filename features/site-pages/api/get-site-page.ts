import { type SitePage, SitePageSchema } from "@contracts/mart";
import type { Lang } from "@lib/i18n/locale";
import { request } from "@lib/http/client";
import useSWR from "swr";

export const sitePagePath = (site: string, slug: string) =>
  `/api/v1/site-pages/${encodeURIComponent(site)}/${encodeURIComponent(slug)}`;

export const sitePageKey = (site: string, slug: string, lang: Lang) => [sitePagePath(site, slug), lang] as const;

/** `GET /api/v1/site-pages/{site}/{slug}?lang=`: public; a page that does not exist answers 404, shown by the page. */
export async function fetchSitePage(site: string, slug: string, lang: Lang): Promise<SitePage> {
  const res = await request(sitePagePath(site, slug), { schema: SitePageSchema, query: { lang }, errorToast: false });
  return res.data;
}

export function useSitePage(site: string, slug: string, lang: Lang) {
  return useSWR<SitePage, Error>(sitePageKey(site, slug, lang), () => fetchSitePage(site, slug, lang), {
    revalidateOnFocus: false,
  });
}
