import { SITE_LIST } from "@contracts/site-map";
import { describe, expect, it } from "vitest";
import { seededAuthApp } from "./auth-fixtures";
import { forTheFile } from "./helpers";
import { robotsText, siteSitemap, sitemapIndex } from "../seo-routes";

const { app } = await forTheFile(seededAuthApp());

describe("what search engines read (ADR 0024)", () => {
  it("robots.txt keeps the API, member, checkout and operators' addresses out and names the sitemap", async () => {
    const res = await app.request("http://travel.example/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const text = await res.text();
    for (const address of [
      "/api/",
      "/account/",
      "/purchase/",
      "/seouleduadmin",
      "/admin",
      "/sitmmt-update",
      "/rok-us/survey/list",
      "/apec2025/qrcode",
      "/apec2025/myreservation",
    ]) {
      expect(text).toContain(`Disallow: ${address}\n`);
    }
    expect(text).not.toMatch(/Disallow: \/(main|product|board|sitmmt|mice)\n/);
    expect(text).toContain("Sitemap: http://travel.example/sitemap.xml");
  });

  it("sitemap.xml lists every public site's sitemap on the host asked, and none of the operators' sites", async () => {
    const text = await (await app.request("https://travel.example/sitemap.xml")).text();
    expect(text).toContain("https://travel.example/sitemap-shop.xml");
    expect(text).toContain("https://travel.example/sitemap-sitmmt.xml");
    expect(text).not.toContain("sitemap-seouleduadmin.xml");
    expect(text).not.toContain("sitemap-console.xml");
    const listed = [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].length;
    expect(listed).toBe(SITE_LIST.filter((site) => site.area !== "admin").length);
    expect((await app.request("/sitemap-seouleduadmin.xml")).status).toBe(404);
    expect((await app.request("/sitemap-nowhere.xml")).status).toBe(404);
  });

  it("a site's sitemap has its home, its pages and every product's page, in both languages with alternates", async () => {
    const res = await app.request("https://travel.example/sitemap-shop.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/xml");
    const text = await res.text();
    const locs = [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toContain("https://travel.example/main?lang=en");
    expect(locs).toContain("https://travel.example/main?lang=ko");
    expect(locs).toContain("https://travel.example/board/notice?lang=ko");
    const products = (await (await app.request("/api/v1/products?page=1")).json()) as {
      data: { id: number }[];
    };
    expect(products.data.length).toBeGreaterThan(0);
    for (const { id } of products.data) expect(locs).toContain(`https://travel.example/product/detail/${id}?lang=en`);
    expect(text).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://travel.example/product/detail/1"/>',
    );
    expect(text).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    // a microsite lists its own pages only
    const mart = await (await app.request("https://travel.example/sitemap-sitmmt.xml")).text();
    expect(mart).toContain("https://travel.example/sitmmt?lang=en");
    expect(mart).not.toContain("/product/detail/");
  });

  it("escapes what it writes into XML", () => {
    expect(sitemapIndex("https://a.example")).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    const site = { ...SITE_LIST[0], home: "/main" } as (typeof SITE_LIST)[number];
    const xml = siteSitemap("https://a.example", site, [{ path: "/product/detail/1?x=<&>" }]);
    expect(xml).not.toContain("<&>");
    expect(robotsText("https://a.example")).toMatch(/Sitemap: https:\/\/a\.example\/sitemap\.xml\n$/);
  });
});
