import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { dayOfWeek } from "../calendar";
import { DatePicker } from "./date-picker";
import { componentDocs } from "../../stories/docs";
import { pickerCatalog } from "../../stories/picker-catalog";
import { SubmittedForm } from "../../stories/submitted-form";
import { argControls } from "../../stories/arg-controls";

// Stories see a pinned "now": 2026-05-15 (.storybook/fixed-date.ts). The spec's reservation rule passes tomorrow.
const TOMORROW = "2026-05-16";

const meta = {
  title: "Design System/Dates/DatePicker",
  component: DatePicker,
  tags: ["autodocs"],
  parameters: componentDocs(
    "A date field. The trigger looks like an input (hover border `#d2d2d2`, black focus border) and opens the " +
      "calendar in a popover: Enter, Space or ArrowDown open it with focus on the selected day (else today, or " +
      "the minimum date); Enter chooses and closes; Escape closes; focus returns to the field. Values are ISO " +
      'dates (`"2026-05-20"`); `name` adds a hidden input so a plain form submit carries the ISO date.',
  ),
  argTypes: argControls({
    radio: { size: ["sm", "md", "lg"] },
    boolean: ["clearable", "invalid", "disabled"],
    text: ["minDate", "maxDate", "placeholder"],
  }),
  args: { onChange: fn(), onOpenChange: fn(), "aria-label": "Departure date", className: "w-72" },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole("dialog", { name: "Choose a date" });

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole("button", { name: /^Departure date/ });
    await expect(trigger).toHaveAccessibleName("Departure date Select a date");
    await expect(trigger).toHaveAttribute("aria-haspopup", "dialog");
    await userEvent.click(trigger);
    const popover = await dialog();
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    // focus lands on today, the grid's tab stop
    await waitFor(() => expect(screen.getByRole("button", { name: "Friday, May 15, 2026" })).toHaveFocus());
    await userEvent.click(screen.getByRole("button", { name: "Wednesday, May 20, 2026" }));
    await expect(args.onChange).toHaveBeenCalledWith("2026-05-20");
    await waitFor(() => expect(popover).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent("May 20, 2026");
    await expect(trigger).toHaveFocus();
  },
};

/** Every prop on the controls panel; the same picture as Default. */
export const Playground: Story = {
  tags: ["no-visual"],
  args: { size: "md", clearable: true, minDate: TOMORROW },
};

export const WithValue: Story = {
  args: { defaultValue: "2026-05-20" },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: /^Departure date/ });
    // the label, then the value: what is seen is what is heard
    await expect(trigger).toHaveAccessibleName("Departure date May 20, 2026");
  },
};

/** The popover open, focus on the selected day: the picture of the open state. */
export const Open: Story = {
  args: { defaultValue: "2026-05-20" },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: /^Departure date/ }));
    await dialog();
    await waitFor(() => expect(screen.getByRole("button", { name: "Wednesday, May 20, 2026" })).toHaveFocus());
    await expect(canvas.getByRole("button", { name: /^Departure date/ })).toHaveAttribute("aria-expanded", "true");
  },
};

/** Keyboard only: Tab, ArrowDown opens, arrows move, Enter chooses and closes, Space reopens, Escape closes. */
export const Keyboard: Story = {
  args: { defaultValue: "2026-05-20" },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole("button", { name: /^Departure date/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await dialog();
    await waitFor(() => expect(screen.getByRole("button", { name: "Wednesday, May 20, 2026" })).toHaveFocus());
    await userEvent.keyboard("{ArrowRight}{ArrowDown}");
    await expect(screen.getByRole("button", { name: "Thursday, May 28, 2026" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onChange).toHaveBeenCalledWith("2026-05-28");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveTextContent("May 28, 2026");
    await userEvent.keyboard(" ");
    await dialog();
    await waitFor(() => expect(screen.getByRole("button", { name: "Thursday, May 28, 2026" })).toHaveFocus());
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await userEvent.keyboard("{Enter}");
    await dialog();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The spec's reservation rule: tomorrow as minimum, so the calendar opens on it and today cannot be chosen. */
export const MinimumDate: Story = {
  args: { minDate: TOMORROW },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: /^Departure date/ }));
    await dialog();
    await waitFor(() => expect(screen.getByRole("button", { name: "Saturday, May 16, 2026" })).toHaveFocus());
    const today = screen.getByRole("button", { name: "Friday, May 15, 2026" });
    await expect(today).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(today);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(screen.getByRole("dialog")).toBeVisible();
  },
};

/** Closed on Mondays (a caller's `isDateDisabled`). */
export const DisabledDates: Story = {
  args: { minDate: TOMORROW, isDateDisabled: (date) => dayOfWeek(date) === 1 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: /^Departure date/ }));
    await dialog();
    await expect(screen.getByRole("button", { name: "Monday, May 18, 2026" })).toHaveAttribute("aria-disabled", "true");
  },
};

export const Clearable: Story = {
  args: { clearable: true, defaultValue: "2026-05-20" },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole("button", { name: /^Departure date/ });
    await userEvent.click(canvas.getByRole("button", { name: "Clear date" }));
    await expect(args.onChange).toHaveBeenCalledWith(null);
    await expect(trigger).toHaveTextContent("Select a date");
    await expect(trigger).toHaveFocus();
    await expect(canvas.queryByRole("button", { name: "Clear date" })).not.toBeInTheDocument();
  },
};

export const Invalid: Story = {
  args: { invalid: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: /^Departure date/ })).toHaveAttribute("aria-invalid", "true");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "2026-05-20" },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole("button", { name: /^Departure date/ });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger);
    await expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

function BookingForm({ onChange }: { onChange?: (date: string | null) => void }) {
  return (
    <SubmittedForm className="flex w-72 flex-col gap-2">
      <label htmlFor="departure" className="text-sm font-medium">
        Departure date
      </label>
      <DatePicker id="departure" name="departureDate" minDate={TOMORROW} onChange={onChange} />
    </SubmittedForm>
  );
}

/** Inside a plain form with a `<label>`: the hidden input carries the ISO date on submit. */
export const InForm: Story = {
  render: (args) => <BookingForm onChange={args.onChange} />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: /^Departure date/ });
    await userEvent.click(trigger);
    await dialog();
    await userEvent.click(screen.getByRole("button", { name: "Wednesday, May 20, 2026" }));
    // with a <label htmlFor>, the value is read as the description
    await waitFor(() => expect(trigger).toHaveAccessibleDescription("May 20, 2026"));
    await expect(trigger).toHaveAccessibleName("Departure date");
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await expect(canvas.getByRole("status")).toHaveTextContent("departureDate=2026-05-20");
  },
};

/** Korean: placeholder 날짜 선택, the calendar titled 2026년 5월 with 일 월 화 수 목 금 토. */
export const Korean: Story = {
  globals: { locale: "ko" },
  args: { "aria-label": "출발일", minDate: TOMORROW },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: /^출발일/ });
    await expect(trigger).toHaveTextContent("날짜 선택");
    await userEvent.click(trigger);
    await screen.findByRole("dialog", { name: "날짜 선택" });
    await expect(screen.getByRole("grid", { name: "2026년 5월" })).toBeVisible();
    const headers = screen.getAllByRole("columnheader").map((h) => h.querySelector("[aria-hidden]")?.textContent);
    await expect(headers).toEqual(["일", "월", "화", "수", "목", "금", "토"]);
    await waitFor(() => expect(screen.getByRole("button", { name: "2026년 5월 16일 토요일" })).toHaveFocus());
  },
};

export const KoreanSelected: Story = {
  globals: { locale: "ko" },
  args: { "aria-label": "출발일", minDate: TOMORROW, clearable: true },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole("button", { name: /^출발일/ });
    await userEvent.click(trigger);
    await screen.findByRole("dialog", { name: "날짜 선택" });
    await userEvent.click(screen.getByRole("button", { name: "2026년 5월 20일 수요일" }));
    await expect(args.onChange).toHaveBeenCalledWith("2026-05-20");
    await waitFor(() => expect(trigger).toHaveTextContent("2026년 5월 20일"));
    await expect(canvas.getByRole("button", { name: "날짜 지우기" })).toBeVisible();
  },
};

/** Sizes x states (placeholder, value, hover, focus, invalid, disabled, clearable): the visual-regression net. */
export const Catalog: Story = pickerCatalog({
  prefix: "dp",
  cellClassName: "w-56",
  clearLabel: "Clear date",
  renderPicker: (props, empty) => <DatePicker {...props} defaultValue={empty ? null : "2026-05-20"} />,
});

export const CatalogDark: Story = {
  ...Catalog,
  globals: { theme: "dark" },
};
