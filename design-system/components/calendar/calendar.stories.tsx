import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { forcePseudoStates } from "../../../.storybook/state-table";
import { Calendar, calendarDayVariants, type CalendarDaySelection } from "./calendar";
import { type DateRange, dayOfWeek } from "./calendar-model";
import { componentDocs } from "../../stories/docs";
import { argControls } from "../../stories/arg-controls";

// Stories see a pinned "now": 2026-05-15 (.storybook/fixed-date.ts). The spec's reservation rule passes tomorrow.
const TOMORROW = "2026-05-16";

const meta = {
  title: "Design System/Dates/Calendar",
  component: Calendar,
  tags: ["autodocs"],
  parameters: componentDocs(
    'A month grid on ISO calendar dates (`"2026-05-20"` in, `"2026-05-20"` out: no `Date` crosses the API, so ' +
      "no time zone can move a day). Keyboard: arrows ±1 day/week, Home/End to the week's Sunday/Saturday, " +
      "PageUp/PageDown ±1 month, Shift+PageUp/PageDown ±1 year, Enter or Space to choose. Days before `minDate` " +
      "(the spec's reservation rule: pass tomorrow, same-day is not bookable), after `maxDate` or refused by " +
      "`isDateDisabled` stay focusable but cannot be chosen. Korean: 2026년 5월, 일 월 화 수 목 금 토.",
  ),
  argTypes: argControls({
    radio: { mode: ["single", "range"], numberOfMonths: [1, 2] },
    text: ["minDate", "maxDate"],
    boolean: ["showOutsideDays"],
  }),
  args: { onChange: fn(), onMonthChange: fn() },
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("grid", { name: "May 2026" })).toBeVisible();
    const today = canvas.getByRole("button", { name: "Friday, May 15, 2026" });
    await expect(today).toHaveAttribute("aria-current", "date");
    await expect(today).toHaveAttribute("tabindex", "0");
    await userEvent.click(canvas.getByRole("button", { name: "Wednesday, May 20, 2026" }));
    await expect(args.onChange).toHaveBeenCalledWith("2026-05-20");
    await expect(canvas.getByRole("button", { name: "Wednesday, May 20, 2026" }).closest("td")).toHaveAttribute(
      "aria-selected",
      "true",
    );
  },
};

/** Every prop on the controls panel; the same picture as Default. */
export const Playground: Story = {
  tags: ["no-visual"],
  args: { mode: "single", numberOfMonths: 1, minDate: TOMORROW },
};

export const Selected: Story = {
  args: { defaultValue: "2026-05-20" },
  play: async ({ canvas }) => {
    const selected = canvas.getByRole("button", { name: "Wednesday, May 20, 2026" });
    await expect(selected.closest("td")).toHaveAttribute("aria-selected", "true");
    // the selected day, not today, is the grid's tab stop
    await expect(selected).toHaveAttribute("tabindex", "0");
  },
};

/** The spec's reservation rule: the caller passes tomorrow as `minDate`, so today and earlier cannot be chosen. */
export const MinimumDate: Story = {
  args: { minDate: TOMORROW },
  play: async ({ canvas, args }) => {
    // focus starts on the first bookable day
    await expect(canvas.getByRole("button", { name: "Saturday, May 16, 2026" })).toHaveAttribute("tabindex", "0");
    const today = canvas.getByRole("button", { name: "Friday, May 15, 2026" });
    await expect(today).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(today);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole("button", { name: "Previous month" })).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(canvas.getByRole("button", { name: "Saturday, May 16, 2026" }));
    await expect(args.onChange).toHaveBeenCalledWith("2026-05-16");
  },
};

/** Closed on Mondays, and bookable only until the end of the month. */
export const DisabledDates: Story = {
  args: { isDateDisabled: (date) => dayOfWeek(date) === 1, maxDate: "2026-05-28" },
  play: async ({ canvas, args }) => {
    const monday = canvas.getByRole("button", { name: "Monday, May 18, 2026" });
    await expect(monday).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(monday);
    await expect(canvas.getByRole("button", { name: "Friday, May 29, 2026" })).toHaveAttribute("aria-disabled", "true");
    await expect(canvas.getByRole("button", { name: "Next month" })).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(canvas.getByRole("button", { name: "Next month" }));
    await expect(canvas.getByRole("grid", { name: "May 2026" })).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Paging with the header buttons; the title is a polite live region, so the new month is announced. */
export const MonthNavigation: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Next month" }));
    await expect(canvas.getByRole("grid", { name: "June 2026" })).toBeVisible();
    await expect(args.onMonthChange).toHaveBeenLastCalledWith("2026-06-01");
    await userEvent.click(canvas.getByRole("button", { name: "Next month" }));
    await userEvent.click(canvas.getByRole("button", { name: "Previous month" }));
    await expect(canvas.getByText("June 2026")).toHaveAttribute("aria-live", "polite");
    await expect(args.onMonthChange).toHaveBeenCalledTimes(3);
  },
};

/** The WAI-ARIA date grid keys; the screenshot shows the focus ring on the focused day. */
export const KeyboardNavigation: Story = {
  args: { defaultValue: "2026-05-20" },
  play: async ({ canvas, args }) => {
    await userEvent.tab(); // previous month
    await userEvent.tab(); // next month
    await userEvent.tab(); // into the grid, on the selected day
    await expect(canvas.getByRole("button", { name: "Wednesday, May 20, 2026" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("button", { name: "Thursday, May 21, 2026" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.getByRole("button", { name: "Thursday, May 28, 2026" })).toHaveFocus();
    await userEvent.keyboard("{End}");
    await expect(canvas.getByRole("button", { name: "Saturday, May 30, 2026" })).toHaveFocus();
    await userEvent.keyboard("{Home}");
    await expect(canvas.getByRole("button", { name: "Sunday, May 24, 2026" })).toHaveFocus();
    await userEvent.keyboard("{PageDown}");
    await expect(canvas.getByRole("button", { name: "Wednesday, June 24, 2026" })).toHaveFocus();
    await expect(canvas.getByRole("grid", { name: "June 2026" })).toBeVisible();
    await userEvent.keyboard("{Shift>}{PageDown}{/Shift}");
    await expect(canvas.getByRole("button", { name: "Thursday, June 24, 2027" })).toHaveFocus();
    await userEvent.keyboard("{Shift>}{PageUp}{/Shift}{PageUp}");
    await expect(canvas.getByRole("button", { name: "Sunday, May 24, 2026" })).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}{ArrowUp}");
    await expect(canvas.getByRole("button", { name: "Saturday, May 16, 2026" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onChange).toHaveBeenLastCalledWith("2026-05-16");
    await userEvent.keyboard("{ArrowRight} ");
    await expect(args.onChange).toHaveBeenLastCalledWith("2026-05-17");
    await expect(canvas.getByRole("button", { name: "Sunday, May 17, 2026" })).toHaveFocus();
  },
};

function RangeCalendar(props: { defaultValue?: DateRange; numberOfMonths?: 1 | 2; onChange?: (r: DateRange) => void }) {
  const [range, setRange] = useState<DateRange>(props.defaultValue ?? { start: null, end: null });
  return (
    <Calendar
      mode="range"
      numberOfMonths={props.numberOfMonths}
      minDate={TOMORROW}
      value={range}
      onChange={(next) => {
        setRange(next);
        props.onChange?.(next);
      }}
    />
  );
}

/** Range mode: start, the days between, end. */
export const Range: Story = {
  render: (args) => (
    <RangeCalendar
      defaultValue={{ start: "2026-05-20", end: "2026-05-23" }}
      onChange={args.onChange as (r: DateRange) => void}
    />
  ),
  play: async ({ canvas, args }) => {
    const cell = (name: string) => canvas.getByRole("button", { name }).closest("td");
    await expect(cell("Wednesday, May 20, 2026")).toHaveAttribute("data-selection", "start");
    await expect(cell("Thursday, May 21, 2026")).toHaveAttribute("data-selection", "middle");
    await expect(cell("Saturday, May 23, 2026")).toHaveAttribute("data-selection", "end");
    await expect(cell("Thursday, May 21, 2026")).toHaveAttribute("aria-selected", "true");
    await expect(cell("Sunday, May 24, 2026")).toHaveAttribute("aria-selected", "false");
    // a third click starts a new range
    await userEvent.click(canvas.getByRole("button", { name: "Tuesday, May 26, 2026" }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: "2026-05-26", end: null });
    await userEvent.click(canvas.getByRole("button", { name: "Friday, May 29, 2026" }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: "2026-05-26", end: "2026-05-29" });
    await expect(cell("Wednesday, May 20, 2026")).toHaveAttribute("data-selection", "none");
  },
};

/** After the first click, hovering (or moving focus) previews the range up to the pointer. */
export const RangeHoverPreview: Story = {
  render: (args) => <RangeCalendar onChange={args.onChange as (r: DateRange) => void} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Wednesday, May 20, 2026" }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: "2026-05-20", end: null });
    await userEvent.hover(canvas.getByRole("button", { name: "Monday, May 25, 2026" }));
    await waitFor(() =>
      expect(canvas.getByRole("button", { name: "Friday, May 22, 2026" }).closest("td")).toHaveAttribute(
        "data-selection",
        "preview",
      ),
    );
    await expect(canvas.getByRole("button", { name: "Monday, May 25, 2026" }).closest("td")).toHaveAttribute(
      "data-selection",
      "previewEnd",
    );
    // a preview is not a selection
    await expect(canvas.getByRole("button", { name: "Friday, May 22, 2026" }).closest("td")).toHaveAttribute(
      "aria-selected",
      "false",
    );
  },
};

/** Two months side by side, as the range picker shows them on wide screens; no outside days. */
export const TwoMonths: Story = {
  render: (args) => (
    <RangeCalendar
      numberOfMonths={2}
      defaultValue={{ start: "2026-05-28", end: "2026-06-03" }}
      onChange={args.onChange as (r: DateRange) => void}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("grid", { name: "May 2026" })).toBeVisible();
    await expect(canvas.getByRole("grid", { name: "June 2026" })).toBeVisible();
    // the range crosses the month boundary
    await expect(canvas.getByRole("button", { name: "Monday, June 1, 2026" }).closest("td")).toHaveAttribute(
      "data-selection",
      "middle",
    );
    // arrows cross from one month's grid into the next without paging
    await userEvent.click(canvas.getByRole("button", { name: "Sunday, May 31, 2026" }));
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("button", { name: "Monday, June 1, 2026" })).toHaveFocus();
    await expect(canvas.getByRole("grid", { name: "May 2026" })).toBeVisible();
  },
};

/** The spec's Korean calendar: 2026년 5월 (months 1월 to 12월) and 일 월 화 수 목 금 토 from Sunday. */
export const Korean: Story = {
  globals: { locale: "ko" },
  args: { minDate: TOMORROW, defaultValue: "2026-05-20" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("grid", { name: "2026년 5월" })).toBeVisible();
    const headers = canvas.getAllByRole("columnheader").map((h) => h.querySelector("[aria-hidden]")?.textContent);
    await expect(headers).toEqual(["일", "월", "화", "수", "목", "금", "토"]);
    await expect(canvas.getByRole("columnheader", { name: "일요일" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "2026년 5월 20일 수요일" })).toHaveAttribute("tabindex", "0");
    await userEvent.click(canvas.getByRole("button", { name: "다음 달" }));
    await expect(canvas.getByRole("grid", { name: "2026년 6월" })).toBeVisible();
  },
};

/** Korean, two months: the picture designers check for 1월..12월 titles across a month boundary. */
export const KoreanTwoMonths: Story = {
  globals: { locale: "ko" },
  render: (args) => (
    <RangeCalendar
      numberOfMonths={2}
      defaultValue={{ start: "2026-05-29", end: "2026-06-02" }}
      onChange={args.onChange as (r: DateRange) => void}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("grid", { name: "2026년 5월" })).toBeVisible();
    await expect(canvas.getByRole("grid", { name: "2026년 6월" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "2026년 5월 31일 일요일" }).closest("td")).toHaveAttribute(
      "data-selection",
      "middle",
    );
  },
};

const selections: readonly CalendarDaySelection[] = [
  "none",
  "single",
  "start",
  "middle",
  "end",
  "preview",
  "previewEnd",
];
const dayStates = ["default", "hover", "focus", "today", "disabled"] as const;

function DayCatalog() {
  return (
    <table className="border-separate border-spacing-x-2 border-spacing-y-1 text-xs text-muted-foreground">
      <thead>
        <tr>
          <th scope="col" className="text-left font-medium">
            state
          </th>
          {selections.map((s) => (
            <th key={s} scope="col" className="text-left font-medium">
              {s}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {dayStates.map((state) => (
          <tr key={state}>
            <th scope="row" className="pr-2 text-left font-normal">
              {state}
            </th>
            {selections.map((selection) => (
              <td
                key={selection}
                className={["middle", "preview", "previewEnd"].includes(selection) ? "bg-muted" : undefined}
              >
                <button
                  type="button"
                  id={`day-${state}-${selection}`}
                  aria-disabled={state === "disabled" || undefined}
                  className={calendarDayVariants({ selection, today: state === "today" })}
                >
                  <span aria-hidden="true">20</span>
                  <span className="sr-only">{`${state} ${selection}`}</span>
                </button>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

// `body` because the vitest runner has no #storybook-root (the addon's default root)
const pseudo = {
  rootSelector: "body",
  hover: selections.map((s) => `#day-hover-${s}`),
  focusVisible: selections.map((s) => `#day-focus-${s}`),
};

/** Day states x selections, plus a single and a range calendar: the visual-regression net for the calendar. */
export const Catalog: Story = {
  parameters: { layout: "fullscreen", controls: { disable: true }, pseudo },
  render: () => (
    <div className="flex flex-col gap-2 p-2">
      <DayCatalog />
      <div className="flex gap-2">
        <Calendar defaultValue="2026-05-20" minDate={TOMORROW} isDateDisabled={(d) => dayOfWeek(d) === 1} />
        <Calendar mode="range" defaultValue={{ start: "2026-05-20", end: "2026-05-23" }} showOutsideDays={false} />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await forcePseudoStates(canvas.getByRole("button", { name: "hover none" }));
    await expect(getComputedStyle(canvas.getByRole("button", { name: "focus none" })).boxShadow).not.toBe("none");
    await expect(canvas.getAllByRole("grid")).toHaveLength(2);
    await expect(canvas.getAllByRole("button", { name: /^disabled / })).toHaveLength(selections.length);
  },
};

/** The same in the prepared dark theme, contrast-checked too. */
export const CatalogDark: Story = {
  ...Catalog,
  globals: { theme: "dark" },
};
