// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { lazyPart } from "./lazy-part";
import { loadLazyPartsIn } from "./lazy-parts";

describe("parts the server rendered whose code loads on demand", () => {
  it("loads the code of the registered parts the page carries, and only those", async () => {
    const here = vi.fn(() => Promise.resolve({ Part: "here" }));
    const elsewhere = vi.fn(() => Promise.resolve({ Part: "elsewhere" }));
    const part = lazyPart("part-here", here);
    lazyPart("part-elsewhere", elsewhere);
    expect(part.arrived()).toBeUndefined();
    const root = document.createElement("div");
    root.innerHTML = '<header><button data-slot="part-here">English</button></header>';
    await loadLazyPartsIn(root);
    expect(here).toHaveBeenCalledTimes(1);
    expect(elsewhere).not.toHaveBeenCalled();
    expect(part.arrived()).toEqual({ Part: "here" });
    // one download for every caller
    await part.load();
    expect(here).toHaveBeenCalledTimes(1);
  });

  it("lets the page be taken over when a part's code cannot be fetched", async () => {
    const importer = vi
      .fn<() => Promise<{ Part: string }>>()
      .mockRejectedValueOnce(new Error("Failed to fetch dynamically imported module"))
      .mockResolvedValueOnce({ Part: "second try" });
    const part = lazyPart("part-broken", importer);
    const root = document.createElement("div");
    root.innerHTML = '<span data-slot="part-broken"></span>';
    await expect(loadLazyPartsIn(root)).resolves.toBeUndefined();
    expect(part.arrived()).toBeUndefined();
    // asked again later (a press, the idle-time download), it is fetched again
    await expect(part.load()).resolves.toEqual({ Part: "second try" });
  });
});
