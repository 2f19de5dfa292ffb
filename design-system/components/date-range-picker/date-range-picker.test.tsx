import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import enDates from "../../../locales/en/ds-dates.json";
import koDates from "../../../locales/ko/ds-dates.json";
import { DateRangePicker, formatRangeLength } from "./date-range-picker";

beforeAll(() => {
  // Radix's popper measures its anchor; jsdom has neither ResizeObserver nor matchMedia
  globalThis.ResizeObserver ??= class {
    observe = () => {};
    unobserve = () => {};
    disconnect = () => {};
  };
  // a wide screen: two months
  Object.defineProperty(window, "matchMedia", {
    configurable: true,
    value: (query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }),
  });
});
afterEach(cleanup);

const en = enDates.dateRangePicker;
const ko = koDates.dateRangePicker;
const stay = { start: "2026-05-20", end: "2026-05-23" };

describe("formatRangeLength", () => {
  it("counts nights, days or both, with plurals", () => {
    expect(formatRangeLength(stay, "nights", "en", en)).toBe("3 nights");
    expect(formatRangeLength(stay, "days", "en", en)).toBe("4 days");
    expect(formatRangeLength(stay, "nightsAndDays", "en", en)).toBe("3 nights, 4 days");
    expect(formatRangeLength({ start: "2026-05-20", end: "2026-05-21" }, "nights", "en", en)).toBe("1 night");
    expect(formatRangeLength({ start: "2026-05-20", end: "2026-05-20" }, "nightsAndDays", "en", en)).toBe(
      "0 nights, 1 day",
    );
  });

  it("speaks Korean: 3박, 4일, 3박 4일", () => {
    expect(formatRangeLength(stay, "nights", "ko", ko)).toBe("3박");
    expect(formatRangeLength(stay, "days", "ko", ko)).toBe("4일");
    expect(formatRangeLength(stay, "nightsAndDays", "ko", ko)).toBe("3박 4일");
  });

  it("says nothing for incomplete or reversed ranges, or when asked not to", () => {
    expect(formatRangeLength({ start: "2026-05-20", end: null }, "nights", "en", en)).toBeNull();
    expect(formatRangeLength({ start: "2026-05-23", end: "2026-05-20" }, "nights", "en", en)).toBeNull();
    expect(formatRangeLength(stay, "none", "en", en)).toBeNull();
  });
});

describe("DateRangePicker", () => {
  const trigger = () => document.querySelector<HTMLButtonElement>('[data-slot="date-range-picker-trigger"]')!;
  const day = (name: string) => screen.getByText(name, { selector: ".sr-only" }).closest("button")!;

  it("commits only complete ranges and closes after the end", () => {
    const onChange = vi.fn();
    render(<DateRangePicker aria-label="Stay" today="2026-05-15" onChange={onChange} numberOfMonths={1} />);
    act(() => trigger().focus());
    fireEvent.keyDown(trigger(), { key: "ArrowDown" });
    expect(screen.getByRole("status").textContent).toBe("Select a start date");
    fireEvent.click(day("Wednesday, May 20, 2026"));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole("status").textContent).toBe("Select an end date");
    fireEvent.click(day("Saturday, May 23, 2026"));
    expect(onChange).toHaveBeenCalledWith(stay);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(trigger().textContent).toMatch(/^May 20\s–\s23, 2026 · 3 nights$/);
  });

  it("keeps the old value when closed with only a start chosen", () => {
    const onChange = vi.fn();
    render(<DateRangePicker defaultValue={stay} today="2026-05-15" onChange={onChange} numberOfMonths={1} />);
    fireEvent.click(trigger());
    fireEvent.click(day("Tuesday, May 26, 2026"));
    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    expect(onChange).not.toHaveBeenCalled();
    expect(trigger().textContent).toMatch(/^May 20\s–\s23, 2026/);
  });

  it("carries both ISO dates in hidden inputs", () => {
    render(
      <form data-testid="form">
        <DateRangePicker defaultValue={stay} startName="checkIn" endName="checkOut" />
      </form>,
    );
    const data = new FormData(screen.getByTestId<HTMLFormElement>("form"));
    expect(data.get("checkIn")).toBe("2026-05-20");
    expect(data.get("checkOut")).toBe("2026-05-23");
  });

  it("is invalid when the end comes before the start", () => {
    render(<DateRangePicker value={{ start: "2026-05-23", end: "2026-05-20" }} />);
    expect(trigger().getAttribute("aria-invalid")).toBe("true");
    expect(trigger().textContent).not.toContain("night");
  });

  it("shows the start alone while the end is missing", () => {
    render(<DateRangePicker value={{ start: "2026-05-20", end: null }} />);
    expect(trigger().textContent).toBe("May 20, 2026 – select an end date");
  });
});
