import { readFileSync } from "node:fs";
import path from "node:path";
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToReadableStream } from "react-dom/server";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type * as LazyModule from "./language-select-lazy";
import { stubSelectBrowserApis } from "../select/jsdom-support";

// The select's code is compiled on its first import: on a loaded machine that alone can take several seconds.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 20_000 });

// The real select's code arrives when the test says so, as on a first visit over a slow connection.
let release: () => void = () => {};
let imported = vi.fn<() => void>();
let lazy: typeof LazyModule;

beforeAll(() => {
  stubSelectBrowserApis();
});

beforeEach(async () => {
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  imported = vi.fn<() => void>();
  // fresh modules per test: the select's code is not there yet
  vi.resetModules();
  vi.doMock("./language-select", async (importOriginal) => {
    imported();
    await gate;
    return importOriginal();
  });
  lazy = await import("./language-select-lazy");
});

afterEach(() => {
  release();
  cleanup();
});

/** The page's HTML as the server writes it, once everything has loaded (the header's select included). */
async function serverHtml(ui: ReactElement): Promise<string> {
  const stream = await renderToReadableStream(ui);
  await stream.allReady;
  return new Response(stream).text();
}

const classesOf = (element: Element) => new Set(element.className.split(/\s+/).filter(Boolean));

/** Every module a file runs through its static imports (type-only imports run nothing), and the libraries named. */
function staticGraph(entry: string): { files: Set<string>; libraries: Set<string> } {
  const files = new Set<string>();
  const libraries = new Set<string>();
  const walk = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const source = readFileSync(file, "utf8");
    for (const [, type, spec = ""] of source.matchAll(/^import\s+(type\s+)?[^;]*?from\s+"([^"]+)";?$/gms)) {
      if (type) continue;
      if (!spec.startsWith(".")) libraries.add(spec);
      else {
        const base = path.resolve(path.dirname(file), spec);
        const found = [`${base}.tsx`, `${base}.ts`, `${base}/index.ts`].find((candidate) => {
          try {
            return readFileSync(candidate) !== undefined;
          } catch {
            return false;
          }
        });
        if (found) walk(found);
      }
    }
  };
  walk(entry);
  return { files, libraries };
}

describe("LazyLanguageSelect's module, which every site's first chunk carries", () => {
  it("brings no Radix Select: the select's code is behind the dynamic import", () => {
    const { files, libraries } = staticGraph(path.resolve(__dirname, "language-select-lazy.tsx"));
    expect(files.has(path.resolve(__dirname, "language-select.tsx"))).toBe(false);
    expect(files.has(path.resolve(__dirname, "../select/select.tsx"))).toBe(false);
    expect([...libraries].filter((library) => library.startsWith("@radix-ui/"))).toEqual([]);
    expect(files.has(path.resolve(__dirname, "../select/select-suspense.tsx"))).toBe(true);
  });
});

describe("LazyLanguageSelect, in a page the browser renders itself", () => {
  it("keeps the trigger's box (its own classes, invisible, hidden from assistive technology) until the select arrives", async () => {
    const { container } = render(
      <lazy.LazyLanguageSelect aria-label="Language" size="sm" value="en" className="w-40" />,
    );
    const box = container.querySelector("[data-slot=select-fallback]");
    expect(box).not.toBeNull();
    expect(box?.getAttribute("aria-hidden")).toBe("true");
    expect(screen.queryByRole("combobox")).toBeNull();
    release();
    const trigger = await screen.findByRole("combobox", { name: "Language" });
    expect(trigger.textContent).toContain("English");
    // the same box: the trigger's classes, with only visibility added
    expect(classesOf(box as Element)).toEqual(new Set([...classesOf(trigger), "invisible"]));
    expect(container.querySelector("[data-slot=select-fallback]")).toBeNull();
  });

  it("fetches the select when the page's scheduler says so, and once it is there shows it at once", async () => {
    let scheduled: (() => void) | undefined;
    const preload = vi.fn((load: () => void) => {
      scheduled = load;
      return () => {};
    });
    const { unmount } = render(<lazy.LazyLanguageSelect aria-label="Language" value="en" preload={preload} />);
    expect(preload).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(imported).not.toHaveBeenCalled();
    act(() => scheduled?.());
    await waitFor(() => expect(imported).toHaveBeenCalled());
    release();
    expect(await screen.findByRole("combobox", { name: "Language" })).toBeDefined();
    unmount();
    render(<lazy.LazyLanguageSelect aria-label="Language" value="en" preload={preload} />);
    // mounted again (another site's header): the select at once, nothing scheduled
    expect(screen.getByRole("combobox", { name: "Language" })).toBeDefined();
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it("cancels the scheduled download when the header goes away first", () => {
    const cancel = vi.fn();
    const { unmount } = render(<lazy.LazyLanguageSelect value="en" preload={() => cancel} />);
    unmount();
    expect(cancel).toHaveBeenCalled();
    expect(imported).not.toHaveBeenCalled();
  });

  it("keeps its box instead of breaking the page when the select's code cannot be fetched", async () => {
    vi.resetModules();
    vi.doMock("./language-select", () => Promise.reject(new Error("Failed to fetch dynamically imported module")));
    const failing = await import("./language-select-lazy");
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { container } = render(
      <main>
        <h1>Page</h1>
        <failing.LazyLanguageSelect value="en" />
      </main>,
    );
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.getByRole("heading", { name: "Page" })).toBeDefined();
    expect(container.querySelector("[data-slot=select-fallback]")).not.toBeNull();
    logged.mockRestore();
  });

  it("once there, names itself, opens by keyboard and chooses with the arrows and Enter", async () => {
    const onValueChange = vi.fn();
    render(<lazy.LazyLanguageSelect value="en" onValueChange={onValueChange} />);
    release();
    const trigger = await screen.findByRole("combobox", { name: "Language" });
    act(() => trigger.focus());
    fireEvent.keyDown(trigger, { key: "ArrowDown", code: "ArrowDown" });
    const listbox = await screen.findByRole("listbox");
    fireEvent.keyDown(within(listbox).getByRole("option", { name: /日本語/ }), { key: "Enter", code: "Enter" });
    await waitFor(() => expect(onValueChange).toHaveBeenCalledWith("ja"));
  });

  it("once there, opens for a mouse press and chooses the option clicked", async () => {
    const onValueChange = vi.fn();
    render(<lazy.LazyLanguageSelect aria-label="Language" value="ko" onValueChange={onValueChange} />);
    release();
    const trigger = await screen.findByRole("combobox", { name: "Language" });
    fireEvent.pointerDown(trigger, { button: 0, pointerType: "mouse" });
    const listbox = await screen.findByRole("listbox");
    expect(
      within(listbox)
        .getByRole("option", { name: /한국어/ })
        .getAttribute("aria-selected"),
    ).toBe("true");
    fireEvent.click(within(listbox).getByRole("option", { name: /日本語/ }));
    await waitFor(() => expect(onValueChange).toHaveBeenCalledWith("ja"));
  });
});

describe("LazyLanguageSelect, in a page rendered on the server", () => {
  /** The HTML of an element, its attributes sorted (React writes them in the order its props come). */
  const normalized = (html: string) => {
    const box = document.createElement("div");
    box.innerHTML = html.replace(/<!--.*?-->/g, "");
    for (const element of box.querySelectorAll("*")) {
      const attributes = [...element.attributes].map((a) => [a.name, a.value] as const).sort();
      for (const [name] of attributes) element.removeAttribute(name);
      for (const [name, value] of attributes) element.setAttribute(name, value);
    }
    return box.innerHTML;
  };

  it("carries the select's closed trigger exactly as the real select writes it, without its code", async () => {
    const html = await serverHtml(
      <lazy.LazyLanguageSelect aria-label="Language" size="sm" value="ko" className="w-40" preload={() => () => {}} />,
    );
    expect(imported).not.toHaveBeenCalled();
    release();
    const { LanguageSelect } = await import("./language-select");
    const real = await serverHtml(<LanguageSelect aria-label="Language" size="sm" value="ko" className="w-40" />);
    expect(normalized(html)).toBe(normalized(real));
    const page = document.createElement("div");
    page.innerHTML = html;
    const trigger = within(page).getByRole("combobox", { name: "Language" });
    expect(trigger.getAttribute("data-slot")).toBe("language-select");
    expect(trigger.textContent).toContain("한국어");
    expect(page.querySelector("[data-slot=select-fallback]")).toBeNull();
  });

  /** The select's code, once the test lets it arrive. */
  const loadLanguageSelectOnce = () => lazy.loadLanguageSelect();

  /** A page the server rendered, taken over by the browser without the select's code. */
  async function takenOver(onValueChange?: (code: string) => void) {
    const header = (value: string, onChange?: (code: string) => void) => (
      <header>
        <lazy.LazyLanguageSelect
          aria-label="Language"
          size="sm"
          value={value}
          onValueChange={onChange}
          preload={() => () => {}}
        />
        <a href="/elsewhere">Elsewhere</a>
      </header>
    );
    const container = document.createElement("div");
    container.innerHTML = await serverHtml(header("en"));
    document.body.append(container);
    const standIn = within(container).getByRole("combobox", { name: "Language" });
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const recoverable = vi.fn();
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, header("en", onValueChange), { onRecoverableError: recoverable });
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    return {
      container,
      standIn,
      trigger: () => within(container).getByRole("combobox", { name: "Language" }),
      rerender: (value: string) => act(() => root?.render(header(value, () => {}))),
      done: () => {
        // the server's renderer ran in this process too, on the same context objects: React's development build says
        const sameProcess = /multiple renderers concurrently rendering the same context provider/;
        expect(errors.mock.calls.map((call) => String(call[0])).filter((m) => !sameProcess.test(m))).toEqual([]);
        expect(recoverable).not.toHaveBeenCalled();
        errors.mockRestore();
        act(() => root?.unmount());
        container.remove();
      },
    };
  }

  it("is taken over with the page as its stand-in, fetching nothing, and follows the page's changes", async () => {
    const page = await takenOver();
    expect(Object.keys(page.standIn).some((key) => key.startsWith("__reactProps"))).toBe(true);
    page.rerender("ko");
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(imported).not.toHaveBeenCalled();
    expect(page.trigger()).toBe(page.standIn);
    expect(page.trigger().textContent).toContain("한국어");
    page.done();
  });

  it("is replaced by the real select, working, once a pointer over it has brought its code", async () => {
    const onValueChange = vi.fn();
    const page = await takenOver(onValueChange);
    fireEvent.pointerEnter(page.standIn);
    await waitFor(() => expect(imported).toHaveBeenCalledTimes(1));
    // still the stand-in, closed, until the code is here
    expect(page.trigger()).toBe(page.standIn);
    await act(async () => {
      release();
      await loadLanguageSelectOnce();
    });
    await waitFor(() => expect(page.trigger()).not.toBe(page.standIn));
    expect(page.trigger().getAttribute("aria-expanded")).toBe("false");
    expect(page.trigger().textContent).toContain("English");
    act(() => page.trigger().focus());
    fireEvent.keyDown(page.trigger(), { key: "ArrowDown", code: "ArrowDown" });
    fireEvent.click(within(await screen.findByRole("listbox")).getByRole("option", { name: /Deutsch/ }));
    await waitFor(() => expect(onValueChange).toHaveBeenCalledWith("de"));
    page.done();
  });

  it("opens as the real select for a press (a tap) on the stand-in, once its code has come", async () => {
    const page = await takenOver();
    fireEvent.click(page.standIn);
    await waitFor(() => expect(imported).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole("listbox")).toBeNull();
    await act(async () => {
      release();
      await loadLanguageSelectOnce();
    });
    const listbox = await screen.findByRole("listbox");
    expect(
      within(listbox)
        .getByRole("option", { name: /English/ })
        .getAttribute("aria-selected"),
    ).toBe("true");
    page.done();
  });

  it("opens for Enter or an arrow on the focused stand-in, and the real select keeps the keyboard", async () => {
    const page = await takenOver();
    act(() => page.standIn.focus());
    fireEvent.keyDown(page.standIn, { key: "ArrowDown", code: "ArrowDown" });
    await act(async () => {
      release();
      await loadLanguageSelectOnce();
    });
    const listbox = await screen.findByRole("listbox");
    fireEvent.keyDown(within(listbox).getByRole("option", { name: /English/ }), { key: "Escape", code: "Escape" });
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(page.trigger()));
    page.done();
  });

  it("hands the focus to the real select when the stand-in had it (the keyboard's way there)", async () => {
    const page = await takenOver();
    act(() => page.standIn.focus());
    await waitFor(() => expect(imported).toHaveBeenCalledTimes(1));
    await act(async () => {
      release();
      await loadLanguageSelectOnce();
    });
    await waitFor(() => expect(page.trigger()).not.toBe(page.standIn));
    await waitFor(() => expect(document.activeElement).toBe(page.trigger()));
    expect(screen.queryByRole("listbox")).toBeNull();
    page.done();
  });
});
