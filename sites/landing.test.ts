import { describe, expect, it } from "vitest";
import { landingPath } from "./landing";

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
