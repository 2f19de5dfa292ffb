import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { DateRangePicker } from "./date-range-picker";
import { componentDocs } from "../../stories/docs";
import { pickerCatalog } from "../../stories/picker-catalog";
import { SubmittedForm } from "../../stories/submitted-form";
import { argControls } from "../../stories/arg-controls";

// Stories see a pinned "now": 2026-05-15 (.storybook/fixed-date.ts). The spec's reservation rule passes tomorrow.
const TOMORROW = "2026-05-16";
const STAY = { start: "2026-05-20", end: "2026-05-23" };

const meta = {
  title: "Design System/Dates/DateRangePicker",
  component: DateRangePicker,
  tags: ["autodocs"],
  parameters: componentDocs(
    "A start-and-end date field. Two months side by side from 640 px wide, one below. The first click picks " +
      "the start, the second the end (on or after the start) and closes; the field shows the dates and the " +
      'length (`countUnit`: "3 nights", "4 days", "3 nights, 4 days" / "3박 4일"). `onChange` only ' +
      "receives complete ranges; `startName`/`endName` add hidden inputs carrying ISO dates.",
  ),
  argTypes: argControls({
    radio: {
      size: ["sm", "md", "lg"],
      numberOfMonths: ["auto", 1, 2],
      countUnit: ["nights", "days", "nightsAndDays", "none"],
    },
    boolean: ["clearable", "invalid", "disabled"],
    text: ["minDate", "maxDate"],
  }),
  args: { onChange: fn(), onOpenChange: fn(), "aria-label": "Stay", className: "w-80" },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole("dialog", { name: "Choose dates" });
const status = () => screen.getByRole("status");

export const Default: Story = {
  args: { minDate: TOMORROW },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole("button", { name: /^Stay/ });
    await expect(trigger).toHaveAccessibleName("Stay Select dates");
    await userEvent.click(trigger);
    await dialog();
    await expect(status()).toHaveTextContent("Select a start date");
    await userEvent.click(screen.getByRole("button", { name: "Wednesday, May 20, 2026" }));
    await expect(status()).toHaveTextContent("Select an end date");
    // a half-chosen range never reaches the form
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Saturday, May 23, 2026" }));
    await expect(args.onChange).toHaveBeenCalledWith(STAY);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent("May 20 – 23, 2026 · 3 nights");
    await expect(trigger).toHaveFocus();
  },
};

/** Every prop on the controls panel; the same picture as Default. */
export const Playground: Story = {
  tags: ["no-visual"],
  args: { minDate: TOMORROW, clearable: true, countUnit: "nights", numberOfMonths: "auto" },
};

export const WithValue: Story = {
  args: { defaultValue: STAY },
  play: async ({ canvas }) => {
    // the label, the dates, the length: what is seen is what is heard
    await expect(canvas.getByRole("button", { name: /^Stay/ })).toHaveAccessibleName(
      /^Stay May 20\s–\s23, 2026 · 3 nights$/,
    );
  },
};

/** Open on a wide screen: two months, the range marked, its length below. */
export const Open: Story = {
  args: { defaultValue: STAY, minDate: TOMORROW },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: /^Stay/ }));
    await dialog();
    await expect(screen.getByRole("grid", { name: "May 2026" })).toBeVisible();
    await expect(screen.getByRole("grid", { name: "June 2026" })).toBeVisible();
    await waitFor(() => expect(screen.getByRole("button", { name: "Wednesday, May 20, 2026" })).toHaveFocus());
    await expect(status()).toHaveTextContent("3 nights");
  },
};

/** One month, as on a phone (`numberOfMonths="auto"` picks this below 640 px). */
export const OneMonth: Story = {
  args: { defaultValue: STAY, numberOfMonths: 1 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: /^Stay/ }));
    await dialog();
    await expect(screen.getAllByRole("grid")).toHaveLength(1);
  },
};

/** After the start, hovering previews the range up to the pointer. */
export const HoverPreview: Story = {
  args: { minDate: TOMORROW },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: /^Stay/ }));
    await dialog();
    await userEvent.click(screen.getByRole("button", { name: "Thursday, May 28, 2026" }));
    await userEvent.hover(screen.getByRole("button", { name: "Wednesday, June 3, 2026" }));
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Monday, June 1, 2026" }).closest("td")).toHaveAttribute(
        "data-selection",
        "preview",
      ),
    );
    await expect(status()).toHaveTextContent("Select an end date");
  },
};

/** Keyboard only; Escape with only a start chosen keeps the previous value. */
export const Keyboard: Story = {
  args: { defaultValue: STAY, minDate: TOMORROW },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole("button", { name: /^Stay/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await dialog();
    await waitFor(() => expect(screen.getByRole("button", { name: "Wednesday, May 20, 2026" })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(status()).toHaveTextContent("Select an end date");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveTextContent("May 20 – 23, 2026");
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard("{Enter}");
    await dialog();
    await waitFor(() => expect(screen.getByRole("button", { name: "Wednesday, May 20, 2026" })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}{Enter}{ArrowRight}{ArrowRight}{Enter}");
    await expect(args.onChange).toHaveBeenCalledWith({ start: "2026-05-27", end: "2026-05-29" });
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent("2 nights");
  },
};

/** "nights" for hotels, "days" for tours, or both; a same-day range is 0 nights, 1 day. */
export const CountUnits: Story = {
  render: () => (
    <div className="flex w-96 flex-col gap-2">
      <DateRangePicker aria-label="Nights" defaultValue={STAY} countUnit="nights" />
      <DateRangePicker aria-label="Days" defaultValue={STAY} countUnit="days" />
      <DateRangePicker aria-label="Both" defaultValue={STAY} countUnit="nightsAndDays" />
      <DateRangePicker
        aria-label="Same day"
        defaultValue={{ start: STAY.start, end: STAY.start }}
        countUnit="nightsAndDays"
      />
      <DateRangePicker aria-label="None" defaultValue={STAY} countUnit="none" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: /^Nights/ })).toHaveTextContent("3 nights");
    await expect(canvas.getByRole("button", { name: /^Days/ })).toHaveTextContent("4 days");
    await expect(canvas.getByRole("button", { name: /^Both/ })).toHaveTextContent("3 nights, 4 days");
    await expect(canvas.getByRole("button", { name: /^Same day/ })).toHaveTextContent("0 nights, 1 day");
    await expect(canvas.getByRole("button", { name: /^None/ })).not.toHaveTextContent("night");
  },
};

/** The end before the start (a bad value from outside): the field is invalid and the calendar says why. */
export const InvalidRange: Story = {
  args: { value: { start: "2026-05-23", end: "2026-05-20" } },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: /^Stay/ });
    await expect(trigger).toHaveAttribute("aria-invalid", "true");
    await userEvent.click(trigger);
    await dialog();
    await expect(status()).toHaveTextContent("The end date must be on or after the start date.");
  },
};

export const Clearable: Story = {
  args: { defaultValue: STAY, clearable: true },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole("button", { name: /^Stay/ });
    await userEvent.click(canvas.getByRole("button", { name: "Clear dates" }));
    await expect(args.onChange).toHaveBeenCalledWith({ start: null, end: null });
    await expect(trigger).toHaveTextContent("Select dates");
    await expect(trigger).toHaveFocus();
  },
};

export const Invalid: Story = {
  args: { invalid: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: /^Stay/ })).toHaveAttribute("aria-invalid", "true");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: STAY },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: /^Stay/ });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger);
    await expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  },
};

function StayForm({ onChange }: { onChange?: (range: { start: string | null; end: string | null }) => void }) {
  return (
    <SubmittedForm className="flex w-80 flex-col gap-2">
      <span id="stay-label" className="text-sm font-medium">
        Stay
      </span>
      <DateRangePicker aria-labelledby="stay-label" startName="checkIn" endName="checkOut" onChange={onChange} />
    </SubmittedForm>
  );
}

/** In a plain form: two hidden inputs carry the ISO dates. */
export const InForm: Story = {
  render: (args) => <StayForm onChange={args.onChange} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: /^Stay/ }));
    await dialog();
    await userEvent.click(screen.getByRole("button", { name: "Wednesday, May 20, 2026" }));
    await userEvent.click(screen.getByRole("button", { name: "Saturday, May 23, 2026" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await expect(canvas.getByRole("status")).toHaveTextContent("checkIn=2026-05-20&checkOut=2026-05-23");
  },
};

/** Korean: two months titled 2026년 5월 / 2026년 6월, weekdays 일 월 화 수 목 금 토, length 3박. */
export const Korean: Story = {
  globals: { locale: "ko" },
  args: { "aria-label": "숙박 기간", defaultValue: STAY, minDate: TOMORROW },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: /^숙박 기간/ });
    await expect(trigger).toHaveTextContent(/^2026년 5월 20일 ?~ ?23일 · 3박$/);
    await userEvent.click(trigger);
    await screen.findByRole("dialog", { name: "기간 선택" });
    await expect(screen.getByRole("grid", { name: "2026년 5월" })).toBeVisible();
    await expect(screen.getByRole("grid", { name: "2026년 6월" })).toBeVisible();
    const headers = screen
      .getAllByRole("columnheader")
      .slice(0, 7)
      .map((h) => h.querySelector("[aria-hidden]")?.textContent);
    await expect(headers).toEqual(["일", "월", "화", "수", "목", "금", "토"]);
    await expect(status()).toHaveTextContent("3박");
  },
};

/** Korean trip length: 3박 4일. */
export const KoreanNightsAndDays: Story = {
  globals: { locale: "ko" },
  args: { "aria-label": "여행 기간", countUnit: "nightsAndDays", minDate: TOMORROW },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole("button", { name: /^여행 기간/ });
    await expect(trigger).toHaveTextContent("날짜 선택");
    await userEvent.click(trigger);
    await screen.findByRole("dialog", { name: "기간 선택" });
    await expect(status()).toHaveTextContent("시작일을 선택하세요");
    await userEvent.click(screen.getByRole("button", { name: "2026년 5월 29일 금요일" }));
    await expect(status()).toHaveTextContent("종료일을 선택하세요");
    await userEvent.click(screen.getByRole("button", { name: "2026년 6월 1일 월요일" }));
    await expect(args.onChange).toHaveBeenCalledWith({ start: "2026-05-29", end: "2026-06-01" });
    await waitFor(() => expect(trigger).toHaveTextContent(/^2026년 5월 29일 ?~ ?6월 1일 · 3박 4일$/));
  },
};

/** Sizes x states: the visual-regression net for the range field. */
export const Catalog: Story = pickerCatalog({
  prefix: "drp",
  cellClassName: "w-60",
  clearLabel: "Clear dates",
  renderPicker: (props, empty) => <DateRangePicker {...props} defaultValue={empty ? undefined : STAY} />,
});

export const CatalogDark: Story = {
  ...Catalog,
  globals: { theme: "dark" },
};
