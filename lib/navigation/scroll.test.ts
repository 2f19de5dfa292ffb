// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fixedParts, scrollAfterNavigation, useFixedOnScroll } from "./scroll";

afterEach(() => vi.useRealTimers());

describe("fixedParts", () => {
  it("fixes the header past 130 px, the side past 250 px and the payment panel past 440 px, on desktop only", () => {
    expect(fixedParts(130, true)).toEqual({ header: false, side: false, payment: false });
    expect(fixedParts(131, true)).toEqual({ header: true, side: false, payment: false });
    expect(fixedParts(251, true)).toEqual({ header: true, side: true, payment: false });
    expect(fixedParts(441, true)).toEqual({ header: true, side: true, payment: true });
    expect(fixedParts(1000, false)).toEqual({ header: false, side: false, payment: false });
  });
});

describe("useFixedOnScroll", () => {
  it("follows the scroll position", () => {
    const { result } = renderHook(() => useFixedOnScroll(true));
    expect(result.current.header).toBe(false);
    act(() => {
      window.scrollY = 300;
      window.dispatchEvent(new Event("scroll"));
    });
    expect(result.current).toEqual({ header: true, side: true, payment: false });
  });
});

describe("scrollAfterNavigation", () => {
  it("goes to the top after 100 ms, or to the element the hash names", () => {
    vi.useFakeTimers();
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    scrollAfterNavigation("");
    vi.advanceTimersByTime(99);
    expect(scrollTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    const section = document.createElement("section");
    section.id = "reviews";
    const scrollIntoView = vi.fn();
    section.scrollIntoView = scrollIntoView;
    document.body.append(section);
    scrollAfterNavigation("#reviews");
    vi.advanceTimersByTime(100);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    section.remove();
  });
});
