import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type * as FieldModule from "../field";
import type { LanguageSelectProps } from "./language-select";
import type * as LazyModule from "./language-select-lazy";

// The real select arrives when the test says so: the stand-in's part of each journey is then certain.
let release: () => void = () => {};

let lazy: typeof LazyModule;
let field: typeof FieldModule;

beforeAll(() => {
  // what Radix Select asks of the browser when it opens, which jsdom lacks
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
  // fresh modules per test: the real select is not there yet, as on a first visit
  vi.resetModules();
  vi.doMock("./language-select", async (importOriginal) => {
    await gate;
    return importOriginal();
  });
  lazy = await import("./language-select-lazy");
  // the same module instance as the select's, or its context would be another one
  field = await import("../field");
});

afterEach(() => {
  release();
  cleanup();
});

async function realSelect() {
  release();
  return (await import("./language-select")).LanguageSelect;
}

/** The trigger's attributes, in a stable order, and what it holds. */
function describeTrigger(element: HTMLElement) {
  const attributes = Object.fromEntries(
    [...element.attributes].map((a): [string, string] => [a.name, a.value]).sort(([a], [b]) => a.localeCompare(b)),
  );
  return { tag: element.tagName, attributes, html: element.innerHTML };
}

function triggerOf(ui: ReactElement): ReturnType<typeof describeTrigger> {
  const { container, unmount } = render(ui);
  const trigger = container.querySelector<HTMLElement>("[role=combobox]");
  if (!trigger) throw new Error("no combobox");
  const described = describeTrigger(trigger);
  unmount();
  return described;
}

const CASES: { name: string; props: LanguageSelectProps }[] = [
  { name: "small, chosen", props: { size: "sm", value: "ko", "aria-label": "Language", className: "w-40" } },
  { name: "medium by default", props: { defaultValue: "zh-TW" } },
  { name: "large, right to left script", props: { size: "lg", defaultValue: "ar" } },
  { name: "nothing chosen", props: { "aria-label": "Nothing chosen" } },
  { name: "nothing chosen, own placeholder", props: { placeholder: "Pick one" } },
  { name: "invalid", props: { invalid: true, defaultValue: "kk" } },
  { name: "disabled", props: { disabled: true, defaultValue: "th" } },
  { name: "required, with an id", props: { required: true, id: "lang", defaultValue: "en" } },
];

describe("LazyLanguageSelect", () => {
  it.each(CASES)("draws the closed trigger exactly as LanguageSelect does: $name", async ({ props }) => {
    const standIn = triggerOf(<lazy.LazyLanguageSelect {...props} />);
    const LanguageSelect = await realSelect();
    expect(standIn).toEqual(triggerOf(<LanguageSelect {...props} />));
  });

  it("takes a Field's label, hint and id as the real select does", async () => {
    const { Field, FieldHint, FieldLabel } = field;
    const inField = (select: ReactElement) => (
      <Field controlId="pref" required>
        <FieldLabel>Preferred language</FieldLabel>
        {select}
        <FieldHint>For e-mails</FieldHint>
      </Field>
    );
    const standIn = triggerOf(inField(<lazy.LazyLanguageSelect defaultValue="ja" />));
    const LanguageSelect = await realSelect();
    expect(standIn).toEqual(triggerOf(inField(<LanguageSelect defaultValue="ja" />)));
    expect(standIn.attributes).toMatchObject({ id: "pref", "aria-describedby": "pref-hint", "aria-required": "true" });
    expect(standIn.attributes["aria-label"]).toBeUndefined();
  });

  it("loads nothing until asked, then on hover puts the real select in place with the same markup", async () => {
    render(<lazy.LazyLanguageSelect aria-label="Language" value="en" />);
    const standIn = screen.getByRole("combobox", { name: "Language" });
    const before = describeTrigger(standIn);
    fireEvent.pointerEnter(standIn);
    release();
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Language" })).not.toBe(standIn));
    expect(describeTrigger(screen.getByRole("combobox", { name: "Language" }))).toEqual(before);
  });

  it("loads when the page's scheduler says so, and the scheduler can be cancelled", async () => {
    let scheduled: (() => void) | undefined;
    const cancel = vi.fn();
    const preload = vi.fn((load: () => void) => {
      scheduled = load;
      return cancel;
    });
    const { unmount } = render(<lazy.LazyLanguageSelect aria-label="Language" value="en" preload={preload} />);
    expect(preload).toHaveBeenCalledTimes(1);
    const standIn = screen.getByRole("combobox");
    act(() => scheduled?.());
    release();
    await waitFor(() => expect(screen.getByRole("combobox")).not.toBe(standIn));
    unmount();
    expect(cancel).toHaveBeenCalled();
  });

  it("moves the focus to the real trigger and opens the list for an arrow key pressed before it arrived", async () => {
    const onValueChange = vi.fn();
    render(<lazy.LazyLanguageSelect aria-label="Language" value="en" onValueChange={onValueChange} />);
    const standIn = screen.getByRole("combobox", { name: "Language" });
    act(() => standIn.focus());
    const arrow = fireEvent.keyDown(standIn, { key: "ArrowDown", code: "ArrowDown" });
    // the stand-in keeps the key to itself (no click, no page scroll) until the real select takes it
    expect(arrow).toBe(false);
    expect(screen.queryByRole("listbox")).toBeNull();
    release();
    const listbox = await screen.findByRole("listbox");
    expect(listbox).toBeDefined();
    // the open list hides the rest of the page from assistive technology, the trigger included
    expect(screen.getByRole("combobox", { name: "Language", hidden: true })).not.toBe(standIn);
    expect(screen.getByRole("option", { name: /한국어/ })).toBeDefined();
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it("hands type-ahead over: a letter typed on the stand-in chooses the language the real select would", async () => {
    const onValueChange = vi.fn();
    render(<lazy.LazyLanguageSelect aria-label="Language" defaultValue="en" onValueChange={onValueChange} />);
    const standIn = screen.getByRole("combobox", { name: "Language" });
    act(() => standIn.focus());
    fireEvent.keyDown(standIn, { key: "D", code: "KeyD", shiftKey: true });
    release();
    await waitFor(() => expect(onValueChange).toHaveBeenCalledWith("de"));
    const real = screen.getByRole("combobox", { name: "Language" });
    expect(real).not.toBe(standIn);
    expect(document.activeElement).toBe(real);
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("opens the list for a mouse press made while the real select was on its way", async () => {
    render(<lazy.LazyLanguageSelect aria-label="Language" value="ko" />);
    const standIn = screen.getByRole("combobox", { name: "Language" });
    fireEvent.pointerDown(standIn, { button: 0, pointerType: "mouse" });
    release();
    const listbox = await screen.findByRole("listbox");
    expect(listbox).toBeDefined();
    expect(screen.getByRole("option", { name: /한국어/ }).getAttribute("aria-selected")).toBe("true");
  });

  it("does not open for a touch that may be the start of a scroll", async () => {
    render(<lazy.LazyLanguageSelect aria-label="Language" value="en" />);
    const standIn = screen.getByRole("combobox", { name: "Language" });
    fireEvent.pointerDown(standIn, { button: 0, pointerType: "touch" });
    release();
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Language" })).not.toBe(standIn));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("opens for a tap (a touch that ends in a click) made while the real select was on its way", async () => {
    render(<lazy.LazyLanguageSelect aria-label="Language" value="en" />);
    const standIn = screen.getByRole("combobox", { name: "Language" });
    fireEvent.pointerDown(standIn, { button: 0, pointerType: "touch" });
    fireEvent.click(standIn);
    release();
    expect(await screen.findByRole("listbox")).toBeDefined();
  });

  it("leaves Tab alone: moving past the select is not a request to open it", async () => {
    render(<lazy.LazyLanguageSelect aria-label="Language" value="en" />);
    const standIn = screen.getByRole("combobox", { name: "Language" });
    act(() => standIn.focus());
    expect(fireEvent.keyDown(standIn, { key: "Tab", code: "Tab" })).toBe(true);
    release();
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Language" })).not.toBe(standIn));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("draws the real select at once once it has been loaded", async () => {
    release();
    await lazy.loadLanguageSelect();
    render(<lazy.LazyLanguageSelect aria-label="Language" value="en" />);
    // no waiting: the key goes straight to the real trigger
    fireEvent.keyDown(screen.getByRole("combobox", { name: "Language" }), { key: "Enter", code: "Enter" });
    expect(await screen.findByRole("listbox")).toBeDefined();
  });
});
