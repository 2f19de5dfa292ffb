import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import koDates from "../../../locales/ko/ds-dates.json";
import { DsLocaleProvider, defaultDsMessages } from "../../i18n";
import { Calendar, initialFocusDate, nextRange } from "./calendar";
import { dayOfWeek } from "./calendar-model";

afterEach(cleanup);

function Korean({ children }: { children: ReactNode }) {
  return (
    <DsLocaleProvider locale="ko" messages={{ ...defaultDsMessages, dates: koDates }}>
      {children}
    </DsLocaleProvider>
  );
}

// by its hidden name text rather than by role: computing every button's accessible name is slow in jsdom
const day = (name: string) => screen.getByText(name, { selector: ".sr-only" }).closest("button")!;

describe("nextRange", () => {
  const empty = { start: null, end: null };
  it("starts, ends and restarts a range", () => {
    const started = nextRange(empty, "2026-05-20");
    expect(started).toEqual({ start: "2026-05-20", end: null });
    const ended = nextRange(started, "2026-05-23");
    expect(ended).toEqual({ start: "2026-05-20", end: "2026-05-23" });
    expect(nextRange(ended, "2026-05-25")).toEqual({ start: "2026-05-25", end: null });
  });

  it("allows a same-day range and restarts on a click before the start", () => {
    expect(nextRange({ start: "2026-05-20", end: null }, "2026-05-20")).toEqual({
      start: "2026-05-20",
      end: "2026-05-20",
    });
    expect(nextRange({ start: "2026-05-20", end: null }, "2026-05-18")).toEqual({ start: "2026-05-18", end: null });
  });

  it("will not span a disabled day", () => {
    const soldOut = (date: string) => date === "2026-05-22";
    expect(nextRange({ start: "2026-05-20", end: null }, "2026-05-24", soldOut)).toEqual({
      start: "2026-05-24",
      end: null,
    });
    expect(nextRange({ start: "2026-05-20", end: null }, "2026-05-21", soldOut).end).toBe("2026-05-21");
  });
});

describe("initialFocusDate", () => {
  it("prefers the selection, then today, inside the allowed span", () => {
    expect(initialFocusDate("2026-06-02", "2026-05-15")).toBe("2026-06-02");
    expect(initialFocusDate(null, "2026-05-15")).toBe("2026-05-15");
    expect(initialFocusDate(null, "2026-05-15", "2026-05-16")).toBe("2026-05-16");
    expect(initialFocusDate("2026-08-01", "2026-05-15", null, "2026-06-30")).toBe("2026-06-30");
  });
});

describe("Calendar", () => {
  it("renders a 6-week grid from Sunday with full day names, today marked", () => {
    render(<Calendar today="2026-05-15" defaultMonth="2026-05-01" />);
    // April 26-30 and June 1-6 fill the grid, muted and hidden from screen readers
    expect(document.querySelectorAll('td > span[aria-hidden="true"]')).toHaveLength(11);
    const grid = screen.getByRole("grid", { name: "May 2026" });
    expect(within(grid).getAllByRole("row")).toHaveLength(7);
    const headers = within(grid).getAllByRole("columnheader");
    expect(headers.map((h) => h.textContent)).toEqual([
      "SuSunday",
      "MoMonday",
      "TuTuesday",
      "WeWednesday",
      "ThThursday",
      "FrFriday",
      "SaSaturday",
    ]);
    expect(day("Friday, May 15, 2026").getAttribute("aria-current")).toBe("date");
    // only the month's own days are buttons
    expect(within(grid).getAllByRole("button")).toHaveLength(31);
  });

  it("speaks Korean: 2026년 5월 and 일 월 화 수 목 금 토", () => {
    render(
      <Korean>
        <Calendar today="2026-05-15" />
      </Korean>,
    );
    const grid = screen.getByRole("grid", { name: "2026년 5월" });
    const shortNames = within(grid)
      .getAllByRole("columnheader")
      .map((h) => h.querySelector("[aria-hidden]")?.textContent);
    expect(shortNames).toEqual(["일", "월", "화", "수", "목", "금", "토"]);
    expect(screen.getByRole("button", { name: "이전 달" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "2026년 5월 20일 수요일" }).dataset.date).toBe("2026-05-20");
  });

  it("disables days before the minimum date: with tomorrow as minimum, today is not selectable", () => {
    const onChange = vi.fn();
    render(<Calendar today="2026-05-15" minDate="2026-05-16" onChange={onChange} />);
    const todayButton = day("Friday, May 15, 2026");
    expect(todayButton.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(todayButton);
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(day("Saturday, May 16, 2026"));
    expect(onChange).toHaveBeenCalledWith("2026-05-16");
    // the whole previous month is out of reach
    expect(screen.getByRole("button", { name: "Previous month" }).getAttribute("aria-disabled")).toBe("true");
  });

  it("applies isDateDisabled and maxDate", () => {
    render(<Calendar today="2026-05-15" maxDate="2026-05-28" isDateDisabled={(date) => dayOfWeek(date) === 1} />);
    expect(day("Monday, May 18, 2026").getAttribute("aria-disabled")).toBe("true");
    expect(day("Tuesday, May 19, 2026").hasAttribute("aria-disabled")).toBe(false);
    expect(day("Friday, May 29, 2026").getAttribute("aria-disabled")).toBe("true");
    expect(screen.getByRole("button", { name: "Next month" }).getAttribute("aria-disabled")).toBe("true");
  });

  it("keeps one tab stop and marks the selected cell", () => {
    render(<Calendar today="2026-05-15" defaultValue="2026-05-20" />);
    const selected = day("Wednesday, May 20, 2026");
    expect(selected.tabIndex).toBe(0);
    expect(selected.closest("td")?.getAttribute("aria-selected")).toBe("true");
    const tabStops = [...document.querySelectorAll<HTMLElement>('[data-slot="calendar-day"]')].filter(
      (b) => b.tabIndex === 0,
    );
    expect(tabStops).toHaveLength(1);
  });

  it("moves focus with the keyboard and pages to the next month", () => {
    render(<Calendar today="2026-05-15" defaultValue="2026-05-29" />);
    act(() => day("Friday, May 29, 2026").focus());
    fireEvent.keyDown(document.activeElement!, { key: "ArrowDown" });
    expect(screen.getByRole("grid", { name: "June 2026" })).toBeTruthy();
    expect(document.activeElement).toBe(day("Friday, June 5, 2026"));
    fireEvent.keyDown(document.activeElement!, { key: "PageUp", shiftKey: true });
    expect(document.activeElement).toBe(day("Thursday, June 5, 2025"));
    fireEvent.keyDown(document.activeElement!, { key: "Home" });
    expect(document.activeElement).toBe(day("Sunday, June 1, 2025"));
  });

  it("does not move focus before the minimum date", () => {
    render(<Calendar today="2026-05-15" minDate="2026-05-16" />);
    act(() => day("Saturday, May 16, 2026").focus());
    fireEvent.keyDown(document.activeElement!, { key: "ArrowUp" });
    expect(document.activeElement).toBe(day("Saturday, May 16, 2026"));
  });

  it("pages with the header buttons and announces the month", () => {
    const onMonthChange = vi.fn();
    render(<Calendar today="2026-05-15" onMonthChange={onMonthChange} />);
    fireEvent.click(screen.getByRole("button", { name: "Next month" }));
    expect(onMonthChange).toHaveBeenCalledWith("2026-06-01");
    const title = screen.getByText("June 2026");
    expect(title.getAttribute("aria-live")).toBe("polite");
    fireEvent.click(screen.getByRole("button", { name: "Previous month" }));
    expect(screen.getByRole("grid", { name: "May 2026" })).toBeTruthy();
  });

  it("selects a range in two clicks, with in-range cells selected", () => {
    const onChange = vi.fn();
    render(<Calendar mode="range" today="2026-05-15" onChange={onChange} />);
    fireEvent.click(day("Wednesday, May 20, 2026"));
    expect(onChange).toHaveBeenLastCalledWith({ start: "2026-05-20", end: null });
    // hover preview before the second click
    fireEvent.mouseEnter(day("Saturday, May 23, 2026"));
    expect(day("Friday, May 22, 2026").closest("td")?.dataset.selection).toBe("preview");
    fireEvent.click(day("Saturday, May 23, 2026"));
    expect(onChange).toHaveBeenLastCalledWith({ start: "2026-05-20", end: "2026-05-23" });
    const cells = ["Wednesday, May 20", "Thursday, May 21", "Friday, May 22", "Saturday, May 23"].map((d) =>
      day(`${d}, 2026`).closest("td"),
    );
    expect(cells.map((c) => c?.dataset.selection)).toEqual(["start", "middle", "middle", "end"]);
    expect(cells.every((c) => c?.getAttribute("aria-selected") === "true")).toBe(true);
  });

  it("shows two months side by side without outside days", () => {
    render(<Calendar mode="range" numberOfMonths={2} today="2026-05-15" />);
    expect(screen.getAllByRole("grid")).toHaveLength(2);
    expect(screen.getByRole("grid", { name: "May 2026" })).toBeTruthy();
    expect(screen.getByRole("grid", { name: "June 2026" })).toBeTruthy();
    expect(document.querySelectorAll('td > span[aria-hidden="true"]')).toHaveLength(0);
  });
});
