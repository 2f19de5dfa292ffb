import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { settle, withRoute } from "../../../.storybook/story-router";
import { events } from "../mocks/fixtures";
import { eventsHandler, listStates } from "../mocks/handlers";
import { EventsScreen } from "./events-screen";

const meta = {
  title: "Features/Board/EventsScreen",
  component: EventsScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: { paths: { detail: (id: number) => `/board/notice-detail/${id}?type=event` } },
  argTypes: { paths: { control: false } },
  parameters: {
    layout: "fullscreen",
    route: { path: "/event" },
    msw: { handlers: [eventsHandler(events.current, events.past)] },
  },
} satisfies Meta<typeof EventsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Current events first, then past ones; each card shows its days and leads to its products or microsite. */
export const CurrentAndPast: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Events and promotions" }, { timeout: 5000 }),
    ).toBeVisible();
    const current = canvas.getByRole("region", { name: "Current events" });
    const past = canvas.getByRole("region", { name: "Past events" });
    await expect(current.compareDocumentPosition(past) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(await within(current).findAllByRole("listitem")).toHaveLength(3);
    const spring = within(current).getByRole("link", { name: "Spring festival week: 10% off festival tours" });
    await expect(spring).toHaveAttribute("href", "/product/search/festival/all");
    await expect(within(current).getByText("May 1, 2026 ~ May 31, 2026")).toBeVisible();
    await expect(within(current).getByText("16 days left")).toBeVisible();
    await expect(within(current).getByText("Ends today")).toBeVisible();
    await expect(within(current).getByText("Starts June 5, 2026")).toBeVisible();
    await expect(within(current).getByRole("link", { name: "Medical travel mart registration" })).toHaveAttribute(
      "href",
      "/sitmmt",
    );
    // no products of its own: the card leads to the post
    await expect(await within(past).findByRole("link", { name: "Cherry blossom photo contest" })).toHaveAttribute(
      "href",
      "/board/notice-detail/190?type=event",
    );
    await expect(within(past).getByText("Ended")).toBeVisible();
    // the first current event with a picture has the page's largest: the only one asked for first, not lazily
    const urgent = [...canvasElement.querySelectorAll('img[fetchpriority="high"]')];
    await expect(urgent).toHaveLength(1);
    await expect(current.querySelector("li img")).toBe(urgent[0]);
    await expect(urgent[0]).not.toHaveAttribute("loading", "lazy");
  },
};

/** Following a card opens the event's products. */
export const FollowEvent: Story = {
  tags: ["no-visual"],
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole("link", { name: "Spring festival week: 10% off festival tours" }, { timeout: 5000 }),
    );
    await expect(await canvas.findByRole("heading", { name: "Page: /product/search/festival/all" })).toBeVisible();
  },
};

/** No event at all: the spec's "no events". */
export const NoEvents: Story = {
  parameters: { msw: { handlers: [eventsHandler([], [])] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "No events right now" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole("region", { name: "Past events" })).not.toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [listStates.error] } },
  play: async ({ canvas }) => {
    const alerts = await canvas.findAllByRole("alert", {}, { timeout: 5000 });
    await expect(alerts[0]).toHaveTextContent("We couldn't load the events.");
    await expect(alerts[0]).toHaveTextContent("The board service is restarting.");
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "이벤트 · 프로모션" }, { timeout: 5000 }),
    ).toBeVisible();
    const current = canvas.getByRole("region", { name: "진행 중인 이벤트" });
    await expect(await within(current).findByText("2026년 5월 1일 ~ 2026년 5월 31일")).toBeVisible();
    await expect(within(current).getByText("16일 남음")).toBeVisible();
    await expect(within(current).getByText("오늘 종료")).toBeVisible();
    await expect(canvas.getByRole("region", { name: "지난 이벤트" })).toBeVisible();
  },
};
