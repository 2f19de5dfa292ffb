import { SITE_LIST, type SiteInfo, type SiteName } from "@contracts/site-map";
import type { Hono } from "hono";
import type { AppContext, Domain, PublicPage } from "./context";
import type { AppEnv } from "./http/env";
import { PRIVATE_ADDRESSES } from "./http/private-pages";
import { escapeHtml, languageAddresses } from "./http/static-site";

/** Sites whose pages are all operators': nothing there for search engines. */
const listed = (site: SiteInfo) => site.area !== "admin";

/** `robots.txt`: everything public may be crawled, the private addresses not; where the sitemaps are. */
export function robotsText(origin: string): string {
  const disallowed = PRIVATE_ADDRESSES;
  return [
    "User-agent: *",
    ...disallowed.map((address) => `Disallow: ${address}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';

/** `sitemap.xml`: the index of every public site's own sitemap. */
export function sitemapIndex(origin: string): string {
  const entries = SITE_LIST.filter(listed).map(
    (site) => `  <sitemap><loc>${escapeHtml(`${origin}/sitemap-${site.name}.xml`)}</loc></sitemap>`,
  );
  return [
    XML_HEAD,
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    "</sitemapindex>",
    "",
  ].join("\n");
}

/**
 * A site's sitemap: its home, its listed pages and the pages its data makes (products...), each in both languages
 * with the other language and the visitor's default as alternates.
 */
export function siteSitemap(origin: string, site: SiteInfo, made: readonly PublicPage[]): string {
  const pages: PublicPage[] = [{ path: site.home }, ...(site.pages ?? []).map((path) => ({ path })), ...made];
  const urls = pages.flatMap((page) => {
    const url = new URL(page.path, origin);
    const addresses = (lang: "en" | "ko") => languageAddresses(url, lang);
    const { en, ko, xDefault } = addresses("en");
    const links = [
      `<xhtml:link rel="alternate" hreflang="en" href="${escapeHtml(en)}"/>`,
      `<xhtml:link rel="alternate" hreflang="ko" href="${escapeHtml(ko)}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(xDefault)}"/>`,
    ].join("");
    const lastmod = page.updated ? `<lastmod>${page.updated.slice(0, 10)}</lastmod>` : "";
    return [en, ko].map((loc) => `  <url><loc>${escapeHtml(loc)}</loc>${links}${lastmod}</url>`);
  });
  return [
    XML_HEAD,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/**
 * `robots.txt`, `sitemap.xml` and one `sitemap-<site>.xml` per public site, on the host asked (ADR 0024). The
 * pages made from data come from the domains that own it (`Domain.pages`).
 */
export function registerSeoRoutes(app: Hono<AppEnv>, pagesOf: (site: SiteName) => Promise<PublicPage[]>): void {
  const headers = (type: string) => ({ "Content-Type": type, "Cache-Control": "public, max-age=3600" });
  app.get("/robots.txt", (c) =>
    c.body(robotsText(new URL(c.req.url).origin), 200, headers("text/plain; charset=utf-8")),
  );
  app.get("/sitemap.xml", (c) =>
    c.body(sitemapIndex(new URL(c.req.url).origin), 200, headers("application/xml; charset=utf-8")),
  );
  app.get("/:file{sitemap-[a-z0-9-]+\\.xml}", async (c, next) => {
    const name = c.req.param("file").slice("sitemap-".length, -".xml".length);
    const site = SITE_LIST.find((entry) => entry.name === name && listed(entry));
    if (!site) return next();
    const xml = siteSitemap(new URL(c.req.url).origin, site, await pagesOf(site.name));
    return c.body(xml, 200, headers("application/xml; charset=utf-8"));
  });
}

/** Every domain's public pages of one site. */
export function domainPages(domains: readonly Domain[], ctx: AppContext) {
  return async (site: SiteName): Promise<PublicPage[]> => {
    const lists = await Promise.all(domains.map((domain) => domain.pages?.(ctx, site) ?? Promise.resolve([])));
    return lists.flat();
  };
}
