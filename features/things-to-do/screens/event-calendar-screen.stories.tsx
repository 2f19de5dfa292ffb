import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { type Canvas } from "../../../.storybook/story-canvas";
import { settle, withRoute } from "../../../.storybook/story-router";
import { eventHandlers } from "../mocks/handlers";
import { type EventCalendarQuery, EventCalendarScreen, type EventCalendarScreenProps } from "./event-calendar-screen";

const WAIT = { timeout: 5000 };

/** Plays the site: the screen's month and day go into the "address" (here, state), as the route would. */
function Routed(props: EventCalendarScreenProps) {
  const [query, setQuery] = useState({ month: props.month, day: props.day });
  return (
    <EventCalendarScreen
      {...props}
      month={query.month}
      day={query.day}
      onChange={(next: EventCalendarQuery) => {
        props.onChange(next);
        setQuery(next);
      }}
    />
  );
}

const meta = {
  title: "Features/ThingsToDo/EventCalendarScreen",
  component: EventCalendarScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: { onChange: fn(), listHref: "/seoulitepass/thingstodo" },
  render: (args) => <Routed {...args} />,
  parameters: {
    layout: "fullscreen",
    route: { path: "/seoulitepass/thingstodo/calendar" },
    msw: { handlers: { events: [eventHandlers.list, eventHandlers.detail] } },
  },
} satisfies Meta<typeof EventCalendarScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const grid = async (canvas: Canvas, month = "May 2026") =>
  within(await canvas.findByRole("grid", { name: month }, WAIT));

/**
 * This month in Seoul (15 May 2026): a grid of days from Monday, each named with its number of events, today
 * marked and chosen; today's events listed beneath.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const days = await grid(canvas);
    const headers = days.getAllByRole("columnheader").map((header) => header.textContent);
    await expect(headers).toEqual(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]);
    const today = days.getByRole("button", { name: "Fri, May 15, 2026, today, 3 events" });
    await expect(today).toHaveAttribute("aria-current", "date");
    await expect(today.closest("td")).toHaveAttribute("aria-selected", "true");
    await expect(today).toHaveAttribute("tabindex", "0");
    // the festival, the palace's nights, the exhibition and the concert
    await expect(days.getByRole("button", { name: "Sat, May 16, 2026, 4 events" })).toHaveAttribute("tabindex", "-1");
    // the grid's edges: April's last days, and May's last day with the design market starting
    await expect(days.getByRole("button", { name: "Mon, April 27, 2026, 1 event" })).toBeVisible();
    await expect(days.getByRole("button", { name: "Sun, May 31, 2026, 2 events" })).toBeVisible();
    const day = within(canvas.getByRole("region", { name: "On Fri, May 15, 2026 · today" }));
    await expect(day.getByRole("button", { name: "Gyeongbokgung Palace Night Opening" })).toBeVisible();
    await expect(day.queryByRole("button", { name: "K-pop Super Live in Seoul" })).not.toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Back to things to do" })).toHaveAttribute(
      "href",
      "/seoulitepass/thingstodo",
    );
  },
};

/** A day named in the address: chosen in the grid, its events beneath (the marathon among the running ones). */
export const DaySelected: Story = {
  args: { month: "2026-05", day: "2026-05-24" },
  play: async ({ canvas }) => {
    const days = await grid(canvas);
    const chosen = days.getByRole("button", { name: "Sun, May 24, 2026, 4 events" });
    await expect(chosen.closest("td")).toHaveAttribute("aria-selected", "true");
    const day = within(canvas.getByRole("region", { name: "On Sun, May 24, 2026" }));
    await expect(day.getByRole("button", { name: "Seoul Han River Marathon" })).toBeVisible();
    await expect(day.getAllByRole("listitem")).toHaveLength(4);
    await userEvent.click(day.getByRole("button", { name: "Seoul Han River Marathon" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Seoul Han River Marathon" }, WAIT));
    await expect(await dialog.findByText(/Run along the Han River/, {}, WAIT)).toBeVisible();
  },
};

/** Choosing a day by click puts it in the address; a day without events says so. */
export const ChooseADay: Story = {
  args: { month: "2026-06" },
  play: async ({ canvas, args }) => {
    const days = await grid(canvas, "June 2026");
    await userEvent.click(days.getByRole("button", { name: "Sat, June 6, 2026, 2 events" }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ month: "2026-06", day: "2026-06-06" });
    const day = within(await canvas.findByRole("region", { name: "On Sat, June 6, 2026" }, WAIT));
    await expect(day.getByRole("button", { name: "Seoul International Fireworks Festival" })).toBeVisible();
    await userEvent.click(days.getByRole("button", { name: "Fri, June 12, 2026, no events" }));
    await expect(await canvas.findByText("Nothing is on this day.", {}, WAIT)).toBeVisible();
  },
};

/**
 * The keyboard: one Tab stop in the grid; the arrows, Home and End move focus without choosing; Enter chooses;
 * an arrow off the month's last day turns the page to the next month with that day chosen.
 */
export const KeyboardNavigation: Story = {
  args: { month: "2026-05", day: "2026-05-29" },
  play: async ({ canvas, args }) => {
    const days = await grid(canvas);
    const chosen = days.getByRole("button", { name: /^Fri, May 29, 2026/ });
    chosen.focus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(days.getByRole("button", { name: /^Sat, May 30, 2026/ })).toHaveFocus();
    await userEvent.keyboard("{Home}");
    await expect(days.getByRole("button", { name: /^Mon, May 25, 2026/ })).toHaveFocus();
    await userEvent.keyboard("{End}");
    await expect(days.getByRole("button", { name: /^Sun, May 31, 2026/ })).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard("{ArrowUp}{Enter}");
    await expect(args.onChange).toHaveBeenLastCalledWith({ month: "2026-05", day: "2026-05-24" });
    await expect(await canvas.findByRole("region", { name: "On Sun, May 24, 2026" }, WAIT)).toBeVisible();
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await expect(args.onChange).toHaveBeenLastCalledWith({ month: "2026-06", day: "2026-06-07" });
    const june = await grid(canvas, "June 2026");
    await waitFor(() => expect(june.getByRole("button", { name: /^Sun, June 7, 2026/ })).toHaveFocus());
  },
};

/** The month buttons turn the page; the first day of another month is chosen. */
export const NextAndPreviousMonth: Story = {
  play: async ({ canvas, args }) => {
    await grid(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Next month" }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ month: "2026-06", day: null });
    const june = await grid(canvas, "June 2026");
    await expect(june.getByRole("button", { name: "Mon, June 1, 2026, 2 events" }).closest("td")).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Previous month" }));
    await userEvent.click(canvas.getByRole("button", { name: "Previous month" }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ month: "2026-04", day: null });
    await grid(canvas, "April 2026");
  },
};

/** A month with nothing listed: the grid stays to move on from, and the page says so. */
export const EmptyMonth: Story = {
  args: { month: "2026-08" },
  play: async ({ canvas }) => {
    const days = await grid(canvas, "August 2026");
    await expect(days.getByRole("button", { name: "Sat, August 1, 2026, no events" })).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "Nothing on this month" })).toBeVisible();
    await expect(canvas.queryByRole("region", { name: /^On / })).not.toBeInTheDocument();
  },
};

/** On a small screen the month is a list of its days with something on, today's marked, instead of the grid. */
export const SmallScreen: Story = {
  args: { month: "2026-06" },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 390 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const days = within(await canvas.findByRole("list", { name: "June 2026" }, WAIT));
    await expect(canvas.queryByRole("grid")).not.toBeInTheDocument();
    await expect(days.getByRole("heading", { name: "Mon, June 1, 2026" })).toBeVisible();
    await expect(days.getByRole("heading", { name: "Sat, June 6, 2026" })).toBeVisible();
    await expect(days.getByRole("heading", { name: "Wed, June 10, 2026" })).toBeVisible();
    await expect(days.queryByRole("heading", { name: "Thu, June 11, 2026" })).not.toBeInTheDocument();
    await expect(days.getByRole("button", { name: "Seoul International Fireworks Festival" })).toBeVisible();
  },
};

/** The month could not be read: what failed and a way to try again; the month buttons stay. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { events: eventHandlers.listError } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("The calendar could not be loaded.", {}, WAIT)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Try again" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Next month" })).toBeVisible();
  },
};

/** While the month is on its way: a placeholder where the grid will be. */
export const Loading: Story = {
  parameters: { msw: { handlers: { events: eventHandlers.loading } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Loading…", {}, WAIT)).toBeInTheDocument();
    await expect(canvas.queryByRole("grid")).not.toBeInTheDocument();
  },
};

/** In Korean: the month, the weekdays from Monday, the days' names and the events' words. */
export const Korean: Story = {
  globals: { locale: "ko" },
  args: { month: "2026-05", day: "2026-05-16" },
  play: async ({ canvas }) => {
    const days = await grid(canvas, "2026년 5월");
    const headers = days.getAllByRole("columnheader").map((header) => header.textContent);
    await expect(headers).toEqual(["월", "화", "수", "목", "금", "토", "일"]);
    await expect(days.getByRole("button", { name: "2026년 5월 15일 (금), 오늘, 행사 3개" })).toBeVisible();
    const day = within(canvas.getByRole("region", { name: "2026년 5월 16일 (토)의 행사" }));
    await expect(day.getByRole("button", { name: "K-POP 슈퍼 라이브 인 서울" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "다음 달" })).toBeVisible();
  },
};
