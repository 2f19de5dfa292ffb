import { SITE_LIST } from "@contracts/site-map";
import { areaForPath } from "@lib/session/areas";
import { describe, expect, it } from "vitest";
import { SITES, siteForPath } from "./site-registry";

type Messages = { meta?: { title?: unknown; description?: unknown } };
const messages = import.meta.glob<Messages>("../locales/*/*.json", { eager: true, import: "default" });

describe("siteForPath", () => {
  it("finds the shop by the first segment of its paths", () => {
    expect(siteForPath("/main")?.name).toBe("shop");
    expect(siteForPath("/product/detail/12")?.name).toBe("shop");
    expect(siteForPath("/account/login/")?.name).toBe("shop");
  });

  it("matches whole segments only and knows no site for unknown paths", () => {
    expect(siteForPath("/mainly")).toBeUndefined();
    expect(siteForPath("/")).toBeUndefined();
    expect(siteForPath("/nowhere/at/all")).toBeUndefined();
  });

  it("resolves every site by each of its prefixes, and by a path below each", () => {
    for (const site of SITES) {
      for (const prefix of site.prefixes) {
        expect(siteForPath(prefix)?.name, prefix).toBe(site.name);
        expect(siteForPath(`${prefix}/some/page`)?.name, prefix).toBe(site.name);
      }
    }
  });

  it("gives no prefix to two sites", () => {
    const owners = new Map<string, string>();
    for (const site of SITES) {
      for (const prefix of site.prefixes) {
        expect(owners.get(prefix), `${prefix} belongs to ${owners.get(prefix)} and ${site.name}`).toBeUndefined();
        owners.set(prefix, site.name);
      }
    }
  });
});

describe("the registry", () => {
  it("has an entry for every site of the site map", () => {
    expect(SITES.map((site) => site.name)).toEqual(SITE_LIST.map((site) => site.name));
  });

  it("agrees with the session areas: a site's home is in the site's sign-in area", () => {
    for (const site of SITES) expect(areaForPath(site.home), site.name).toBe(site.area);
    // pages of another area inside a site are decided by their address
    expect(areaForPath("/sitmmt/ppipsa/login")).toBe("accreditation");
  });

  it("has both locale files with a title and a description for every site", () => {
    for (const site of SITES) {
      for (const lang of ["en", "ko"]) {
        const file = messages[`../locales/${lang}/${site.namespace}.json`];
        expect(file, `${lang}/${site.namespace}.json`).toBeDefined();
        expect(typeof file?.meta?.title, `${lang}/${site.namespace}.json meta.title`).toBe("string");
        expect(typeof file?.meta?.description, `${lang}/${site.namespace}.json meta.description`).toBe("string");
      }
    }
  });

  it("loads each site's own routes: one layout route named after the site, with the home page under it", async () => {
    for (const site of SITES) {
      const { routes } = await site.load();
      expect(
        routes.map((route) => route.id),
        site.name,
      ).toEqual([site.name]);
      const children = routes[0]?.children ?? [];
      expect(
        children.map((child) => `/${child.path ?? ""}`),
        site.name,
      ).toContain(site.home);
    }
    // the first import of every site's route tree (eleven sites, transformed on demand) takes seconds on a busy
    // two-core machine: more than the default 5 s once in a while, which is the machine, not the registry
  }, 30_000);
});
