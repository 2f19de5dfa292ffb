import { forbiddenStory, loadErrorStory, signedOutStory } from "@blocks/story-kit";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { type Canvas, pageHeading } from "../../../.storybook/story-canvas";
import { emptyDay } from "../mocks/fixtures";
import {
  dashboardHandlers,
  errorHandlers,
  forbiddenHandlers,
  loadingHandlers,
  unauthorizedHandlers,
} from "../mocks/handlers";
import { dashboardStoryMeta } from "../mocks/story-meta";
import { ShopDashboardScreen } from "./shop-dashboard-screen";

const meta = {
  title: "Features/ShopDashboard/ShopDashboardScreen",
  component: ShopDashboardScreen,
  tags: ["autodocs"],
  ...dashboardStoryMeta,
} satisfies Meta<typeof ShopDashboardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = "The shop today";

const section = async (canvas: Canvas, name: string) =>
  within(await canvas.findByRole("region", { name }, { timeout: 5000 }));

/** A busy week: today's and the week's figures in both currencies, what waits (each a link), the fortnight's chart. */
export const BusyWeek: Story = {
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, TITLE)).toBeVisible();
    const sales = await section(canvas, "Bookings and revenue");
    const today = within(sales.getByRole("heading", { level: 3, name: "Today" }).closest("li") as HTMLElement);
    await expect(today.getByText("9 bookings")).toBeVisible();
    await expect(today.getByText("$1,140")).toBeVisible();
    await expect(today.getByText("₩1,596,000")).toBeVisible();
    await expect(today.getByText("$840 and ₩420,000")).toBeVisible();
    const week = within(sales.getByRole("heading", { level: 3, name: "This week" }).closest("li") as HTMLElement);
    await expect(week.getByText("31 bookings")).toBeVisible();

    const waiting = await section(canvas, "Waiting for you");
    await expect(waiting.getByRole("link", { name: /^Deposits waiting\s*4 reservations$/ })).toHaveAttribute(
      "href",
      "/admin/reservations?status=waiting",
    );
    await expect(waiting.getByRole("link", { name: /^Deposits overdue\s*1 reservation$/ })).toHaveAttribute(
      "href",
      "/admin/reservations?status=waiting",
    );
    await expect(waiting.getByRole("link", { name: /^Cancellation requests\s*2 reservations$/ })).toHaveAttribute(
      "href",
      "/admin/reservations?status=cancel_requested",
    );
    await expect(waiting.getByRole("link", { name: /^Unanswered questions\s*3 questions$/ })).toHaveAttribute(
      "href",
      "/admin/inquiries",
    );

    const chart = await section(canvas, "The last 14 days");
    const image = chart.getByRole("img", { name: /^Bookings per day, the last 14 days/ });
    await expect(image).toHaveAccessibleName(
      "Bookings per day, the last 14 days The highest: 9 on May 15, 2026. Today is the last bar.",
    );
    await expect(image.querySelectorAll("rect")).toHaveLength(14);
    // the same figures for screen readers
    const table = chart.getByRole("table", { name: "Bookings and revenue per day, the last 14 days" });
    await expect(within(table).getAllByRole("row")).toHaveLength(15);
    await expect(within(table).getByRole("rowheader", { name: "May 15, 2026" })).toBeInTheDocument();
  },
};

/** The chart shows revenue in either currency on request. */
export const RevenueChart: Story = {
  play: async ({ canvas }) => {
    const chart = await section(canvas, "The last 14 days");
    const usd = chart.getByRole("button", { name: "Revenue (USD)" });
    await userEvent.click(usd);
    await expect(usd).toHaveAttribute("aria-pressed", "true");
    await expect(chart.getByRole("button", { name: "Bookings" })).toHaveAttribute("aria-pressed", "false");
    await expect(chart.getByRole("img", { name: /^Revenue per day in USD/ })).toHaveAccessibleName(
      "Revenue per day in USD, the last 14 days The highest: $1,140 on May 15, 2026. Today is the last bar.",
    );
    await userEvent.click(chart.getByRole("button", { name: "Revenue (KRW)" }));
    await expect(chart.getByRole("img", { name: /^Revenue per day in KRW/ })).toBeVisible();
  },
};

/** A quiet day: nothing booked today or this week and nothing waiting; the chart still shows the fortnight. */
export const EmptyDay: Story = {
  parameters: { msw: { handlers: dashboardHandlers(emptyDay) } },
  play: async ({ canvas }) => {
    const sales = await section(canvas, "Bookings and revenue");
    await expect(sales.getByText("No bookings yet today.")).toBeVisible();
    await expect(sales.getByText("No bookings yet this week.")).toBeVisible();
    await expect(sales.getAllByText("0 bookings")).toHaveLength(2);
    const waiting = await section(canvas, "Waiting for you");
    await expect(waiting.getByRole("link", { name: /^Unanswered questions\s*0 questions$/ })).toBeVisible();
    const chart = await section(canvas, "The last 14 days");
    await expect(chart.getByRole("img", { name: /The highest: 6 on May 6, 2026/ })).toBeVisible();
  },
};

/** A viewer reads everything the same, told the console is read only for them. */
export const Viewer: Story = {
  parameters: { msw: { handlers: dashboardHandlers(undefined, "viewer") } },
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, TITLE)).toBeVisible();
    await expect(await canvas.findByText("Read only")).toBeVisible();
    await expect(await canvas.findByRole("link", { name: /^Deposits waiting/ })).toBeVisible();
  },
};

/** Waiting for the figures. */
export const Loading: Story = {
  parameters: { msw: { handlers: loadingHandlers } },
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, TITLE)).toBeVisible();
    await expect(canvas.getByText("Loading…")).toBeInTheDocument();
    await expect(canvas.queryByRole("region", { name: "Waiting for you" })).toBeNull();
  },
};

/** The figures could not be read: said, with a retry. */
export const LoadError: Story = loadErrorStory(errorHandlers, "We couldn't load the shop's figures.");

/** The session ended elsewhere (401): cleared, and the page says so (the site's guard opens the sign-in page). */
export const Unauthorized: Story = signedOutStory(unauthorizedHandlers);

/** Another staff role (a gate's scan-only account, 403): told the page is the shop operators', still signed in. */
export const Forbidden: Story = forbiddenStory(forbiddenHandlers, { heading: "This page is for the shop's operators" });

/** In Korean. */
export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, "오늘의 쇼핑몰")).toBeVisible();
    const sales = await section(canvas, "예약과 매출");
    await expect(sales.getByText("예약 9건")).toBeVisible();
    await expect(await canvas.findByRole("link", { name: /^입금 대기\s*4\s*건$/ })).toBeVisible();
    await expect(canvas.getByRole("img", { name: /^최근 14일의 일별 예약/ })).toBeVisible();
  },
};
