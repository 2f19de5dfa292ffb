import { describe, expect, it, vi } from "vitest";
import { createRouteChangeHandler } from "./route-change";

function setup() {
  const targets = { trackPageView: vi.fn<(path: string) => void>(), chat: { boot: vi.fn(), shutdown: vi.fn() } };
  return { targets, onRouteChange: createRouteChangeHandler(targets) };
}

describe("route-change handler", () => {
  it("records a page view per route change and skips a repeat of the same path", () => {
    const { targets, onRouteChange } = setup();
    onRouteChange("/main");
    onRouteChange("/main");
    onRouteChange("/product/detail/3");
    onRouteChange("/main");
    expect(targets.trackPageView.mock.calls.map((c) => c[0])).toEqual(["/main", "/product/detail/3", "/main"]);
  });

  it("shuts the chat on the education trip pages and starts it after every navigation elsewhere", () => {
    const { targets, onRouteChange } = setup();
    onRouteChange("/seouledutravel/mypage");
    expect(targets.chat.shutdown).toHaveBeenCalledTimes(1);
    expect(targets.chat.boot).not.toHaveBeenCalled();
    onRouteChange("/main");
    onRouteChange("/account/login");
    expect(targets.chat.boot).toHaveBeenCalledTimes(2);
    onRouteChange("/seouledutravel");
    expect(targets.chat.shutdown).toHaveBeenCalledTimes(2);
    onRouteChange("/seouledutravelers");
    expect(targets.chat.boot).toHaveBeenCalledTimes(3);
  });
});
