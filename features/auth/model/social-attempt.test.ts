// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { SOCIAL_ATTEMPT_KEY, saveSocialAttempt, takeSocialAttempt } from "./social-attempt";

beforeEach(() => sessionStorage.clear());

describe("social sign-in state", () => {
  it("accepts the provider's answer with the state kept before leaving, once", () => {
    saveSocialAttempt(sessionStorage, { type: "kakao", state: "s-1", redirect: "/product/wishlist" });
    expect(takeSocialAttempt(sessionStorage, "kakao", "s-1")).toEqual({ ok: true, redirect: "/product/wishlist" });
    expect(sessionStorage.getItem(SOCIAL_ATTEMPT_KEY)).toBeNull();
    expect(takeSocialAttempt(sessionStorage, "kakao", "s-1")).toEqual({ ok: false });
  });

  it("refuses another state, another provider, or no kept attempt", () => {
    saveSocialAttempt(sessionStorage, { type: "kakao", state: "s-1", redirect: null });
    expect(takeSocialAttempt(sessionStorage, "kakao", "forged")).toEqual({ ok: false });
    saveSocialAttempt(sessionStorage, { type: "kakao", state: "s-1", redirect: null });
    expect(takeSocialAttempt(sessionStorage, "naver", "s-1")).toEqual({ ok: false });
    expect(takeSocialAttempt(sessionStorage, "kakao", null)).toEqual({ ok: false });
  });

  it("treats a damaged stored value as no attempt", () => {
    sessionStorage.setItem(SOCIAL_ATTEMPT_KEY, "{not json");
    expect(takeSocialAttempt(sessionStorage, "kakao", "s-1")).toEqual({ ok: false });
  });
});
