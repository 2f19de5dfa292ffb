import { describe, expect, it } from "vitest";
import { landingPath, needsFullReload, summitHostRedirect } from "./landing";

const config = { martHosts: ["mart.example.com", "mart.localhost"], summitHosts: ["summit.example.com"] };

describe("landingPath", () => {
  it("sends the medical mart host to the mart site, whatever the port or case", () => {
    expect(landingPath("mart.example.com", config)).toBe("/sitmmt");
    expect(landingPath("MART.localhost:3000", config)).toBe("/sitmmt");
  });

  it("sends the summit tour host to the summit site", () => {
    expect(landingPath("summit.example.com:443", config)).toBe("/apec2025korea");
  });

  it("sends every other host to the main shop", () => {
    expect(landingPath("localhost:3000", config)).toBe("/main");
    expect(landingPath("mart.example.com.evil.test", config)).toBe("/main");
  });
});

describe("summitHostRedirect", () => {
  const loc = (hostname: string, pathname: string, port = "") => ({
    protocol: "https:",
    hostname,
    port,
    pathname,
    search: "?lang=ko",
    hash: "",
  });

  it("moves /apec2025korea on the main travel host to the summit host, keeping path, query and port", () => {
    expect(summitHostRedirect(loc("travel.example.com", "/apec2025korea/detail/seoul"), config)).toBe(
      "https://summit.example.com/apec2025korea/detail/seoul?lang=ko",
    );
    expect(summitHostRedirect(loc("localhost", "/apec2025korea", "3000"), { summitHosts: ["summit.localhost"] })).toBe(
      "https://summit.localhost:3000/apec2025korea?lang=ko",
    );
  });

  it("leaves the page alone on the summit host, on other paths, or without a summit host", () => {
    expect(summitHostRedirect(loc("summit.example.com", "/apec2025korea"), config)).toBeNull();
    expect(summitHostRedirect(loc("travel.example.com", "/apec2025"), config)).toBeNull();
    expect(summitHostRedirect(loc("travel.example.com", "/apec2025korea"), { summitHosts: [] })).toBeNull();
  });
});

describe("needsFullReload", () => {
  it("reloads only when leaving the medical mart for the main shop or the root", () => {
    expect(needsFullReload("/sitmmt/overview", "/main")).toBe(true);
    expect(needsFullReload("/sitmmt", "/")).toBe(true);
    expect(needsFullReload("/sitmmt/overview", "/sitmmt/venue")).toBe(false);
    expect(needsFullReload("/product/detail/1", "/main")).toBe(false);
    expect(needsFullReload("/sitmmt-bimtc", "/main")).toBe(false);
  });
});
