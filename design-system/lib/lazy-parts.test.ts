// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { loadLazyPartsIn, registerLazyPart } from "./lazy-parts";

describe("parts the server rendered whose code loads on demand", () => {
  it("loads the code of the registered parts the page carries, and only those", async () => {
    const here = vi.fn(() => Promise.resolve());
    const elsewhere = vi.fn(() => Promise.resolve());
    registerLazyPart("part-here", here);
    registerLazyPart("part-elsewhere", elsewhere);
    const root = document.createElement("div");
    root.innerHTML = '<header><button data-slot="part-here">English</button></header>';
    await loadLazyPartsIn(root);
    expect(here).toHaveBeenCalledTimes(1);
    expect(elsewhere).not.toHaveBeenCalled();
  });

  it("lets the page be taken over when a part's code cannot be fetched", async () => {
    registerLazyPart("part-broken", () => Promise.reject(new Error("Failed to fetch dynamically imported module")));
    const root = document.createElement("div");
    root.innerHTML = '<span data-slot="part-broken"></span>';
    await expect(loadLazyPartsIn(root)).resolves.toBeUndefined();
  });
});
