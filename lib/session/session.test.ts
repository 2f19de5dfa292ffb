// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { SIGN_IN_PATH, areaForPath } from "./areas";
import {
  SESSION_KEYS,
  clearArea,
  getCurrency,
  getToken,
  isAccreditationTestMode,
  isLoggedIn,
  setCurrency,
  setToken,
  subscribeSession,
} from "./session-store";

beforeEach(() => sessionStorage.clear());

describe("areaForPath", () => {
  it("chooses the area from the address, member by default", () => {
    expect(areaForPath("/seouleduadmin/members")).toBe("admin");
    expect(areaForPath("/seouledutravel/mypage")).toBe("travel");
    expect(areaForPath("/sitmmt/ppipsa/mypage")).toBe("accreditation");
    expect(areaForPath("/sitmmt/overview")).toBe("member");
    expect(areaForPath("/sitmmt/admin/meetings")).toBe("admin");
    expect(areaForPath("/sitmmt-update")).toBe("admin");
    expect(areaForPath("/sitmmt-viewer/timer")).toBe("member");
    expect(areaForPath("/account/my-reservation")).toBe("member");
    expect(areaForPath("/seouleduadministration")).toBe("member");
    // the summit tour's survey results are for operators; answering a survey is not
    expect(areaForPath("/rok-us/survey/list")).toBe("admin");
    expect(areaForPath("/rok-us/survey/list/")).toBe("admin");
    expect(areaForPath("/rok-us/survey/preliminary/seoul")).toBe("member");
  });

  it("knows each area's sign-in page", () => {
    expect(SIGN_IN_PATH).toEqual({
      member: "/account/login",
      admin: "/seouleduadmin/signin",
      travel: "/seouledutravel/login",
      accreditation: "/sitmmt/ppipsa",
    });
  });
});

describe("session store", () => {
  it("keeps one token per area; logged in means the token is present", () => {
    setToken("member", "m1");
    setToken("admin", "a1");
    expect(isLoggedIn("member")).toBe(true);
    expect(isLoggedIn("admin")).toBe(true);
    expect(isLoggedIn("travel")).toBe(false);
    expect(sessionStorage.getItem(SESSION_KEYS.member)).toBe("m1");
  });

  it("clears one area without touching the others, with what belongs to it", () => {
    setToken("member", "m1", { social: "kakao" });
    setToken("accreditation", "b1", { testMode: true });
    setToken("admin", "a1");
    expect(isAccreditationTestMode()).toBe(true);
    clearArea("member");
    clearArea("accreditation");
    expect(getToken("member")).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEYS.social)).toBeNull();
    expect(isAccreditationTestMode()).toBe(false);
    expect(getToken("admin")).toBe("a1");
  });

  it("defaults the currency to USD and remembers a choice", () => {
    expect(getCurrency()).toBe("USD");
    setCurrency("KRW");
    expect(getCurrency()).toBe("KRW");
    sessionStorage.setItem(SESSION_KEYS.currency, "EUR");
    expect(getCurrency()).toBe("USD");
  });

  it("tells subscribers about every change", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    setToken("travel", "t1");
    clearArea("travel");
    setCurrency("KRW");
    unsubscribe();
    setCurrency("USD");
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
