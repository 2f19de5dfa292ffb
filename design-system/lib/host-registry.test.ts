import { describe, expect, it, vi } from "vitest";
import { createHostRegistry } from "./host-registry";

describe("createHostRegistry", () => {
  it("keeps hosts in mount order: the first one mounted is first until it leaves", () => {
    const registry = createHostRegistry();
    const app = Symbol("app");
    const story = Symbol("story");
    const removeApp = registry.add(app);
    const removeStory = registry.add(story);
    expect(registry.first()).toBe(app);
    removeApp();
    expect(registry.first()).toBe(story);
    removeStory();
    expect(registry.first()).toBeUndefined();
  });

  it("tells its listeners of every change until they unsubscribe", () => {
    const registry = createHostRegistry();
    const listener = vi.fn();
    const unsubscribe = registry.subscribe(listener);
    const remove = registry.add(Symbol("host"));
    remove();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    registry.add(Symbol("later"));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
