import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { Select, SelectItem } from "./select";
import { stubSelectBrowserApis } from "./jsdom-support";

beforeAll(() => {
  stubSelectBrowserApis();
});

/** The browser's idle callbacks, run when the test says the page is idle. */
let idle: (() => void)[] = [];
beforeEach(() => {
  idle = [];
  vi.stubGlobal("requestIdleCallback", (task: () => void) => idle.push(task));
  vi.stubGlobal("cancelIdleCallback", () => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const fruit = (onValueChange: (value: string) => void, itemsWhenIdle: boolean) => (
  <Select aria-label="Fruit" defaultValue="apple" onValueChange={onValueChange} itemsWhenIdle={itemsWhenIdle}>
    <SelectItem value="apple">Apple</SelectItem>
    <SelectItem value="banana">Banana</SelectItem>
    <SelectItem value="cherry">Cherry</SelectItem>
  </Select>
);

describe("a select whose items come when the page is idle", () => {
  it("has no items to type ahead through until the page is idle, then it has", async () => {
    const chosen = vi.fn();
    render(fruit(chosen, true));
    const trigger = screen.getByRole("combobox", { name: "Fruit" });
    trigger.focus();
    fireEvent.keyDown(trigger, { key: "b" });
    expect(chosen).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    act(() => idle.shift()?.());
    await new Promise((resolve) => setTimeout(resolve, 1100)); // past the type-ahead's own memory of "b"
    fireEvent.keyDown(trigger, { key: "c" });
    expect(chosen).toHaveBeenCalledWith("cherry");
  });

  it("shows every item when it opens before the page is idle", async () => {
    render(fruit(vi.fn(), true));
    const trigger = screen.getByRole("combobox", { name: "Fruit" });
    trigger.focus();
    act(() => {
      fireEvent.keyDown(trigger, { key: "Enter" });
    });
    expect((await screen.findAllByRole("option")).map((option) => option.textContent)).toEqual([
      "Apple",
      "Banana",
      "Cherry",
    ]);
  });

  it("without the option, types ahead at once", () => {
    const chosen = vi.fn();
    render(fruit(chosen, false));
    const trigger = screen.getByRole("combobox", { name: "Fruit" });
    trigger.focus();
    fireEvent.keyDown(trigger, { key: "b" });
    expect(chosen).toHaveBeenCalledWith("banana");
    expect(idle).toHaveLength(0);
  });
});
