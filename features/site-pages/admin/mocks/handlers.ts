import { apiError, never, ok, unauthorized } from "@blocks/mock-api";
import { REQUIRED_MESSAGE } from "@contracts/fields";
import type { AdminSitePage, WriteSitePageBody } from "@contracts/mart";
import { delay, http } from "msw";
import { pagesFixture } from "./fixtures";

const PAGE = "/api/v1/admin/site-pages/:site/:slug";

export type SitePagesAdminApiOptions = {
  pages?: readonly AdminSitePage[];
  /** A Korean title the server refuses on `title_ko`, as if another of its rules held it. */
  refusedTitle?: string;
};

/**
 * The operators' site pages as the server answers them, remembering every save: one page in both languages (404
 * when nobody wrote it), a save creating or replacing it (400 naming each empty title).
 */
export function sitePagesAdminApi(options: SitePagesAdminApiOptions = {}) {
  let pages = (options.pages ?? pagesFixture).map((page) => structuredClone(page));
  const writes = { saved: [] as { slug: string; body: WriteSitePageBody }[] };
  const find = (site: string, slug: string) => pages.find((page) => page.site === site && page.slug === slug);

  return {
    writes,
    handlers: [
      http.get(PAGE, ({ params }) => {
        const page = find(String(params.site), String(params.slug));
        return page ? ok(page) : apiError(404, "NOT_FOUND", "This page was not found.");
      }),
      http.put(PAGE, async ({ params, request }) => {
        const body = (await request.json()) as WriteSitePageBody;
        const site = String(params.site);
        const slug = String(params.slug);
        writes.saved.push({ slug, body });
        await delay(20);
        const issues = (["title_en", "title_ko"] as const)
          .filter((field) => !body[field]?.trim())
          .map((field) => ({ field, message: REQUIRED_MESSAGE }));
        if (options.refusedTitle && body.title_ko === options.refusedTitle)
          issues.push({ field: "title_ko", message: "This title is used by another page of the site." });
        if (issues.length > 0) return apiError(400, "VALIDATION_ERROR", issues[0]?.message ?? "", { issues });
        const saved: AdminSitePage = {
          site,
          slug,
          title_en: body.title_en,
          title_ko: body.title_ko,
          summary_en: body.summary_en ?? "",
          summary_ko: body.summary_ko ?? "",
          body_en: body.body_en ?? "",
          body_ko: body.body_ko ?? "",
          updated_at: "2026-06-01T00:30:00.000Z",
        };
        pages = [...pages.filter((page) => page !== find(site, slug)), saved];
        const ko = new URL(request.url).searchParams.get("lang") === "ko";
        return ok({
          site,
          slug,
          title: ko ? saved.title_ko : saved.title_en,
          summary: ko ? saved.summary_ko : saved.summary_en,
          body: ko ? saved.body_ko : saved.body_en,
          updated_at: saved.updated_at,
        });
      }),
    ],
  };
}

/** The read waiting forever: the loading state. */
export const loadingHandlers = [http.get(PAGE, never)];
/** The read failing: the server is down for a moment. */
export const errorHandlers = [
  http.get(PAGE, () => apiError(503, "UNAVAILABLE", "The service is being updated. Try again in a minute.")),
];
/** The session ended elsewhere. */
export const unauthorizedHandlers = [http.get(PAGE, () => unauthorized()), http.put(PAGE, () => unauthorized())];
