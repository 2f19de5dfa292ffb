import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import koDates from "../../../locales/ko/ds-dates.json";
import { DsLocaleProvider, defaultDsMessages } from "../../i18n";
import { DatePicker, datePickerTriggerVariants } from "./date-picker";

beforeAll(() => {
  // Radix's popper measures its anchor; jsdom has no ResizeObserver
  globalThis.ResizeObserver ??= class {
    observe = () => {};
    unobserve = () => {};
    disconnect = () => {};
  };
});
afterEach(cleanup);

const trigger = () => document.querySelector<HTMLButtonElement>('[data-slot="date-picker-trigger"]')!;
const day = (name: string) => screen.getByText(name, { selector: ".sr-only" }).closest("button")!;

describe("datePickerTriggerVariants", () => {
  it("uses the field tokens: hover #d2d2d2 border, black focus border", () => {
    const classes = datePickerTriggerVariants().split(" ");
    expect(classes).toContain("enabled:hover:border-hover");
    expect(classes).toContain("focus-visible:border-focus");
    expect(classes).toContain("border-input");
    expect(classes).toContain("h-9");
  });
});

describe("DatePicker", () => {
  it("shows the placeholder, then the formatted date; names itself label + value", () => {
    const { rerender } = render(<DatePicker aria-label="Departure date" value={null} />);
    expect(trigger().textContent).toBe("Select a date");
    rerender(<DatePicker aria-label="Departure date" value="2026-05-20" />);
    expect(trigger().textContent).toBe("May 20, 2026");
    const [labelId, valueId] = trigger().getAttribute("aria-labelledby")!.split(" ");
    expect(document.getElementById(labelId!)?.textContent).toBe("Departure date");
    expect(document.getElementById(valueId!)?.textContent).toBe("May 20, 2026");
  });

  it("carries the ISO value in a hidden input for plain form submits", () => {
    render(
      <form data-testid="form">
        <DatePicker name="departureDate" defaultValue="2026-05-20" />
      </form>,
    );
    const data = new FormData(screen.getByTestId<HTMLFormElement>("form"));
    expect(data.get("departureDate")).toBe("2026-05-20");
  });

  it("submits an empty value when nothing is chosen", () => {
    render(
      <form data-testid="form">
        <DatePicker name="departureDate" />
      </form>,
    );
    expect(new FormData(screen.getByTestId<HTMLFormElement>("form")).get("departureDate")).toBe("");
  });

  it("opens on ArrowDown, chooses a day, closes and reports the ISO date", () => {
    const onChange = vi.fn();
    render(<DatePicker aria-label="Departure date" today="2026-05-15" onChange={onChange} />);
    act(() => trigger().focus());
    fireEvent.keyDown(trigger(), { key: "ArrowDown" });
    expect(screen.getByRole("dialog", { name: "Choose a date" })).toBeTruthy();
    fireEvent.click(day("Wednesday, May 20, 2026"));
    expect(onChange).toHaveBeenCalledWith("2026-05-20");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(trigger().textContent).toBe("May 20, 2026");
  });

  it("clears to null and keeps focus in the field", () => {
    const onChange = vi.fn();
    render(<DatePicker aria-label="Departure date" clearable defaultValue="2026-05-20" onChange={onChange} />);
    fireEvent.click(screen.getByRole("button", { name: "Clear date" }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(trigger().textContent).toBe("Select a date");
    expect(document.activeElement).toBe(trigger());
    expect(screen.queryByRole("button", { name: "Clear date" })).toBeNull();
  });

  it("does not offer clearing when disabled", () => {
    render(<DatePicker clearable disabled defaultValue="2026-05-20" />);
    expect(screen.queryByRole("button", { name: "Clear date" })).toBeNull();
    expect(trigger().disabled).toBe(true);
  });

  it("marks the invalid state", () => {
    render(<DatePicker invalid />);
    expect(trigger().getAttribute("aria-invalid")).toBe("true");
  });

  it("speaks Korean", () => {
    render(
      <DsLocaleProvider locale="ko" messages={{ ...defaultDsMessages, dates: koDates }}>
        <DatePicker defaultValue={null} />
        <DatePicker defaultValue="2026-05-20" />
      </DsLocaleProvider>,
    );
    const triggers = document.querySelectorAll('[data-slot="date-picker-trigger"]');
    expect(triggers[0]?.textContent).toBe("날짜 선택");
    expect(triggers[1]?.textContent).toBe("2026년 5월 20일");
  });
});
