import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { renderToReadableStream } from "react-dom/server";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type * as LazyModule from "./currency-select-lazy";
import { stubSelectBrowserApis } from "../select/jsdom-support";

// The select's code is compiled on its first import: on a loaded machine that alone can take several seconds.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 20_000 });

// The boundary is the language select's (SelectSuspense, whose tests cover it in depth, hydration included); these
// prove the currency's own parts: its box as wide as its label, and the value in the server's HTML.
let release: () => void = () => {};
let lazy: typeof LazyModule;

beforeAll(() => {
  stubSelectBrowserApis();
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

describe("LazyCurrencySelect", () => {
  it("keeps a box as wide as the trigger with its label (w-auto) until the select arrives, which then works by keyboard", async () => {
    const onValueChange = vi.fn();
    const { container } = render(
      <lazy.LazyCurrencySelect size="sm" value="USD" onValueChange={onValueChange} className="w-auto" />,
    );
    const box = container.querySelector<HTMLElement>("[data-slot=select-fallback]");
    expect(box?.textContent).toBe("USD ($)");
    expect(box?.getAttribute("aria-hidden")).toBe("true");
    release();
    const trigger = await screen.findByRole("combobox", { name: "Currency" });
    // the same classes (with visibility added) and the same text: the same width
    expect(new Set(box?.className.split(" "))).toEqual(new Set([...trigger.className.split(" "), "invisible"]));
    expect(trigger.textContent).toBe(box?.textContent);
    act(() => trigger.focus());
    fireEvent.keyDown(trigger, { key: "ArrowDown", code: "ArrowDown" });
    const listbox = await screen.findByRole("listbox");
    fireEvent.click(within(listbox).getByRole("option", { name: "KRW (₩)" }));
    await waitFor(() => expect(onValueChange).toHaveBeenCalledWith("KRW"));
  });

  it("is the real select in the server's HTML, with the chosen currency", async () => {
    release();
    const stream = await renderToReadableStream(<lazy.LazyCurrencySelect size="sm" value="KRW" className="w-auto" />);
    await stream.allReady;
    const page = document.createElement("div");
    page.innerHTML = await new Response(stream).text();
    document.body.append(page);
    const trigger = within(page).getByRole("combobox", { name: "Currency" });
    expect(trigger.getAttribute("data-slot")).toBe("currency-select");
    expect(trigger.textContent).toBe("KRW (₩)");
    page.remove();
  });
});
