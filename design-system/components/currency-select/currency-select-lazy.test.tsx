import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { CurrencySelectProps } from "./currency-select";
import type * as LazyModule from "./currency-select-lazy";

// The machinery is shared with the language select (whose tests cover the hand-over journeys in depth); these
// prove the currency's stand-in draws the same trigger and hands a key over.
let release: () => void = () => {};
let lazy: typeof LazyModule;

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  if (!("scrollIntoView" in Element.prototype)) Object.assign(Element.prototype, { scrollIntoView() {} });
  if (!("hasPointerCapture" in Element.prototype)) Object.assign(Element.prototype, { hasPointerCapture: () => false });
});

beforeEach(async () => {
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.resetModules();
  vi.doMock("./currency-select", async (importOriginal) => {
    await gate;
    return importOriginal();
  });
  lazy = await import("./currency-select-lazy");
});

afterEach(() => {
  release();
  cleanup();
});

function triggerOf(ui: ReactElement) {
  const { container, unmount } = render(ui);
  const trigger = container.querySelector<HTMLElement>("[role=combobox]");
  if (!trigger) throw new Error("no combobox");
  const attributes = Object.fromEntries(
    [...trigger.attributes].map((a): [string, string] => [a.name, a.value]).sort(([a], [b]) => a.localeCompare(b)),
  );
  const described = { attributes, html: trigger.innerHTML };
  unmount();
  return described;
}

const CASES: { name: string; props: CurrencySelectProps }[] = [
  { name: "small, USD", props: { size: "sm", value: "USD", className: "w-32" } },
  { name: "KRW by default", props: { defaultValue: "KRW" } },
  { name: "nothing chosen", props: { "aria-label": "Price currency" } },
  { name: "disabled", props: { disabled: true, value: "KRW" } },
];

describe("LazyCurrencySelect", () => {
  it.each(CASES)("draws the closed trigger exactly as CurrencySelect does: $name", async ({ props }) => {
    const standIn = triggerOf(<lazy.LazyCurrencySelect {...props} />);
    release();
    const { CurrencySelect } = await import("./currency-select");
    expect(standIn).toEqual(triggerOf(<CurrencySelect {...props} />));
  });

  it("opens the real list for an arrow key pressed before it arrived, and chooses as the real one does", async () => {
    const onValueChange = vi.fn();
    render(<lazy.LazyCurrencySelect value="USD" onValueChange={onValueChange} />);
    const standIn = screen.getByRole("combobox", { name: "Currency" });
    act(() => standIn.focus());
    expect(fireEvent.keyDown(standIn, { key: "ArrowDown", code: "ArrowDown" })).toBe(false);
    release();
    const option = await screen.findByRole("option", { name: "KRW (₩)" });
    fireEvent.click(option);
    await waitFor(() => expect(onValueChange).toHaveBeenCalledWith("KRW"));
  });
});
