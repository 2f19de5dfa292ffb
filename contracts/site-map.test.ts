import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SITE_LIST, SITE_MAP, SITE_NAMES, matchSite, pathPrefix, siteForPath } from "./site-map";

describe("the site map", () => {
  it("lists every site once, keyed by its own name", () => {
    expect(SITE_LIST.map((site) => site.name)).toEqual([...SITE_NAMES]);
    for (const name of SITE_NAMES) expect(SITE_MAP[name].name).toBe(name);
  });

  it("gives no prefix to two sites", () => {
    const prefixes = SITE_LIST.flatMap((site) => site.prefixes);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });

  it("uses single whole segments as prefixes, and a home inside the site's own prefixes", () => {
    for (const site of SITE_LIST) {
      for (const prefix of site.prefixes) expect(prefix, site.name).toMatch(/^\/[A-Za-z0-9-]+$/);
      expect(siteForPath(site.home)?.name, site.name).toBe(site.name);
    }
  });

  it("points every icon at a file under public/", () => {
    for (const site of SITE_LIST) {
      expect(existsSync(path.resolve("public", `.${site.icon}`)), site.icon).toBe(true);
    }
  });
});

describe("siteForPath", () => {
  it("finds a site by the first segment of the path", () => {
    expect(siteForPath("/sitmmt")?.name).toBe("sitmmt");
    expect(siteForPath("/sitmmt/ppipsa/login")?.name).toBe("sitmmt");
    expect(siteForPath("/sitmmt-viewer/timer")?.name).toBe("sitmmt");
    expect(siteForPath("/apec2025korea/detail/3")?.name).toBe("apec2025");
    expect(siteForPath("/rok-us/survey/preliminary/jeju1")?.name).toBe("rok-us");
    expect(siteForPath("/oauth-kakao")?.name).toBe("shop");
    expect(siteForPath("/main/")?.name).toBe("shop");
  });

  it("ignores the query and the fragment", () => {
    expect(siteForPath("/event?from=mail")?.name).toBe("event");
    expect(siteForPath("/mice#programme")?.name).toBe("mice");
  });

  it("matches whole segments only and knows no site for the root or unknown paths", () => {
    expect(siteForPath("/sitmmt2")).toBeUndefined();
    expect(siteForPath("/apec")).toBeUndefined();
    expect(siteForPath("/")).toBeUndefined();
    expect(siteForPath("")).toBeUndefined();
    expect(siteForPath("/nowhere/at/all")).toBeUndefined();
  });

  it("works on any list of sites (the router's entries carry loaders too)", () => {
    const sites = [
      { prefixes: ["/a"], id: 1 },
      { prefixes: ["/b", "/c"], id: 2 },
    ] as const;
    expect(matchSite("/c/d", sites)?.id).toBe(2);
    expect(matchSite("/d", sites)).toBeUndefined();
    expect(pathPrefix("/a/b?c=d")).toBe("/a");
    expect(pathPrefix("/")).toBe("/");
  });
});
