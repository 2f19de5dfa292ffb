import { cleanup, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import useSWR, { SWRConfig } from "swr";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useRefresh } from "./use-refresh";

afterEach(cleanup);

/** A page with its own cache, as each story and each console page has. */
function withOwnCache() {
  const cache = new Map();
  return ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => cache, dedupingInterval: 0 }}>{children}</SWRConfig>
  );
}

describe("reading again after a write", () => {
  it("reads again the keys the matcher names, and only those", async () => {
    const posts = vi.fn(() => Promise.resolve("posts"));
    const menus = vi.fn(() => Promise.resolve("menus"));
    const { result } = renderHook(
      () => ({ posts: useSWR("posts", posts), menus: useSWR("menus", menus), refresh: useRefresh() }),
      { wrapper: withOwnCache() },
    );
    await waitFor(() => expect(result.current.posts.data).toBe("posts"));
    await waitFor(() => expect(result.current.menus.data).toBe("menus"));
    result.current.refresh((key) => key === "posts");
    await waitFor(() => expect(posts).toHaveBeenCalledTimes(2));
    expect(menus).toHaveBeenCalledTimes(1);
  });

  it("drops the refresh of a page that is gone by the time its write ends: no unhandled rejection", async () => {
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on("unhandledRejection", onRejection);
    try {
      const { result, unmount } = renderHook(
        () => ({ posts: useSWR("posts", () => Promise.resolve("posts")), refresh: useRefresh() }),
        { wrapper: withOwnCache() },
      );
      await waitFor(() => expect(result.current.posts.data).toBe("posts"));
      const { refresh } = result.current;
      unmount();
      refresh(() => true);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(rejections).toEqual([]);
    } finally {
      process.off("unhandledRejection", onRejection);
    }
  });
});
