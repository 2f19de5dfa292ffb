import { describe, expect, it } from "vitest";
import { isUnattendedScreen, unauthorizedTarget } from "./runtime";

describe("unauthorizedTarget", () => {
  it("sends the person to the area's sign-in page with the way back", () => {
    expect(unauthorizedTarget("/seouleduadmin/signin", "/seouleduadmin", "?tab=2")).toBe(
      "/seouleduadmin/signin?redirect=%2Fseouleduadmin%3Ftab%3D2",
    );
  });

  it("stays put when the person is already on the sign-in page", () => {
    expect(unauthorizedTarget("/account/login", "/account/login", "?redirect=%2Faccount%2Fmy-profile")).toBeNull();
  });
});

describe("isUnattendedScreen", () => {
  it("is true for the venue screens only", () => {
    expect(isUnattendedScreen("/sitmmt-viewer")).toBe(true);
    expect(isUnattendedScreen("/sitmmt-viewer/timer")).toBe(true);
    expect(isUnattendedScreen("/sitmmt-update")).toBe(false);
    expect(isUnattendedScreen("/sitmmt-viewers")).toBe(false);
    expect(isUnattendedScreen("/main")).toBe(false);
  });
});
