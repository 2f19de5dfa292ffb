import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactElement } from "react";
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

  it("is in the server's HTML the real select's closed trigger, with the chosen currency, without its code", async () => {
    const html = async (ui: ReactElement) => {
      const stream = await renderToReadableStream(ui);
      await stream.allReady;
      return (await new Response(stream).text()).replace(/<!--.*?-->/g, "");
    };
    const standIn = await html(<lazy.LazyCurrencySelect size="sm" value="KRW" className="w-auto" />);
    release();
    const { CurrencySelect } = await import("./currency-select");
    // the same HTML, attributes aside from their order
    const sorted = (markup: string) => {
      const box = document.createElement("div");
      box.innerHTML = markup;
      for (const element of box.querySelectorAll("*")) {
        const attributes = [...element.attributes].map((a) => [a.name, a.value] as const).sort();
        for (const [name] of attributes) element.removeAttribute(name);
        for (const [name, value] of attributes) element.setAttribute(name, value);
      }
      return box.innerHTML;
    };
    expect(sorted(standIn)).toBe(sorted(await html(<CurrencySelect size="sm" value="KRW" className="w-auto" />)));
    const page = document.createElement("div");
    page.innerHTML = standIn;
    const trigger = within(page).getByRole("combobox", { name: "Currency" });
    expect(trigger.getAttribute("data-slot")).toBe("currency-select");
    expect(trigger.textContent).toBe("KRW (₩)");
  });
});
