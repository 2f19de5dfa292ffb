import { sendForm } from "@blocks/feature-kit";
import { SitePageSchema, type WriteSitePageBody } from "@contracts/mart";
import type { Lang } from "@lib/i18n/locale";
import { useRefresh } from "@lib/http/use-refresh";
import { sitePagePath } from "../../api/get-site-page";
import { OPERATOR_AREA, adminSitePagePath } from "./paths";

/** `PUT /admin/site-pages/{site}/{slug}`: both languages at once (created when new); answers the page in `lang`. */
export async function writePage(site: string, slug: string, body: WriteSitePageBody, lang: Lang) {
  return sendForm(adminSitePagePath(site, slug), {
    method: "PUT",
    schema: SitePageSchema,
    query: { lang },
    body,
    area: OPERATOR_AREA,
  });
}

/** The save; visitors' cached copies of the page (any language) are read again after it. */
export function usePageWrite(site: string, slug: string, lang: Lang) {
  const refresh = useRefresh();
  const visitors = sitePagePath(site, slug);
  return async (body: WriteSitePageBody) => {
    const page = await writePage(site, slug, body, lang);
    refresh((key: unknown) => Array.isArray(key) && key[0] === visitors);
    return page;
  };
}
