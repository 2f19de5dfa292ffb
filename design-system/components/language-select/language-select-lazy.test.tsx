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
  it("is the real select in the server's HTML: its role, name and the chosen language's own name", async () => {
    release();
    const html = await serverHtml(
      <lazy.LazyLanguageSelect aria-label="Language" size="sm" value="ko" preload={() => () => {}} />,
    );
    const page = document.createElement("div");
    page.innerHTML = html;
    document.body.append(page);
    const trigger = within(page).getByRole("combobox", { name: "Language" });
    expect(trigger.getAttribute("data-slot")).toBe("language-select");
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    expect(trigger.textContent).toContain("한국어");
    expect(trigger.querySelector("[lang=ko]")).not.toBeNull();
    expect(page.querySelector("[data-slot=select-fallback]")).toBeNull();
    page.remove();
  });

  it("is hydrated in place when its code arrives: the server's trigger stays, without a mismatch, and works", async () => {
    release();
    const ui = (onValueChange?: (code: string) => void) => (
      <header>
        <lazy.LazyLanguageSelect
          aria-label="Language"
          size="sm"
          value="en"
          onValueChange={onValueChange}
          preload={() => () => {}}
        />
      </header>
    );
    const html = await serverHtml(ui());

    // a new visit: the page is the server's, the select's code not downloaded yet
    vi.resetModules();
    let arrive: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    vi.doMock("./language-select", async (importOriginal) => {
      await gate;
      return importOriginal();
    });
    const browser = await import("./language-select-lazy");
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const serverTrigger = within(container).getByRole("combobox", { name: "Language" });
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const recoverable = vi.fn();
    const onValueChange = vi.fn();
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <header>
          <browser.LazyLanguageSelect
            aria-label="Language"
            size="sm"
            value="en"
            onValueChange={onValueChange}
            preload={() => () => {}}
          />
        </header>,
        { onRecoverableError: recoverable },
      );
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    // while the code is on its way, the server's select is what the page shows (no fallback took its place)
    expect(within(container).getByRole("combobox", { name: "Language" })).toBe(serverTrigger);
    expect(container.querySelector("[data-slot=select-fallback]")).toBeNull();
    await act(async () => {
      arrive();
      await browser.loadLanguageSelect();
    });
    // hydrated: the very element the server sent, now the real select's
    await waitFor(() => expect(Object.keys(serverTrigger).some((key) => key.startsWith("__reactFiber"))).toBe(true));
    expect(within(container).getByRole("combobox", { name: "Language" })).toBe(serverTrigger);
    act(() => serverTrigger.focus());
    fireEvent.keyDown(serverTrigger, { key: "ArrowDown", code: "ArrowDown" });
    const listbox = await screen.findByRole("listbox");
    fireEvent.click(within(listbox).getByRole("option", { name: /Deutsch/ }));
    await waitFor(() => expect(onValueChange).toHaveBeenCalledWith("de"));
    expect(recoverable).not.toHaveBeenCalled();
    // the server's renderer ran in this process too, on the same context objects: React's development build says so
    const sameProcess = /multiple renderers concurrently rendering the same context provider/;
    const logged = errors.mock.calls.map((call) => String(call[0]).slice(0, 300));
    expect(logged.filter((message) => !sameProcess.test(message))).toEqual([]);
    errors.mockRestore();
    act(() => root?.unmount());
    container.remove();
  });
});
