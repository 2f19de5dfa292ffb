import { clearArea, getToken, setToken } from "@lib/session/session-store";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { STORY_TOKEN } from "../mocks/fixtures";
import { pointsHandlers } from "../mocks/handlers";
import { settle, withRoute } from "../../../.storybook/story-router";
import { MyPointsScreen } from "./my-points-screen";
import { type Canvas, pageHeading } from "../../../.storybook/story-canvas";

const meta = {
  title: "Features/Account/MyPointsScreen",
  component: MyPointsScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  parameters: {
    layout: "fullscreen",
    route: { path: "/account/my-points" },
    msw: { handlers: [pointsHandlers.total, pointsHandlers.earned, pointsHandlers.history] },
  },
  beforeEach: () => {
    setToken("member", STORY_TOKEN);
    return () => clearArea("member");
  },
} satisfies Meta<typeof MyPointsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const ready = (canvas: Canvas, name = "My points") => pageHeading(canvas, name);

/** The balance and the earned points, ten a page, newest first; the next page on request. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await ready(canvas);
    await expect(await canvas.findByText("1,250 P")).toBeVisible();
    const table = await canvas.findByRole("table", { name: "Earned points" });
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(11));
    const first = within(table).getAllByRole("row")[1] as HTMLElement;
    await expect(first).toHaveTextContent("April 28, 2026");
    await expect(first).toHaveTextContent("+100");
    await expect(first).toHaveTextContent("Usable");
    await userEvent.click(canvas.getByRole("button", { name: /page 2/i }));
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(3));
    await expect(within(table).getAllByRole("row")[1]).toHaveTextContent("+600");
  },
};

/** The whole ledger: earnings, spending (with a minus sign), refunds and expiries. */
export const History: Story = {
  play: async ({ canvas }) => {
    await ready(canvas);
    await userEvent.click(canvas.getByRole("tab", { name: "Point history" }));
    const table = await canvas.findByRole("table", { name: "Point history" });
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(5));
    const spent = within(table).getAllByRole("row")[1] as HTMLElement;
    await expect(spent).toHaveTextContent("Used");
    await expect(spent).toHaveTextContent("\u2212500");
    await expect(canvas.queryByRole("navigation", { name: "Point pages" })).not.toBeInTheDocument();
  },
};

/** Spec message: "no point history", on both tabs. */
export const Empty: Story = {
  parameters: { msw: { handlers: [pointsHandlers.total, ...pointsHandlers.empty] } },
  play: async ({ canvas }) => {
    await ready(canvas);
    await expect(await canvas.findByRole("heading", { level: 2, name: "No point history" })).toBeVisible();
    await userEvent.click(canvas.getByRole("tab", { name: "Point history" }));
    await expect(await canvas.findByRole("heading", { level: 2, name: "No point history" })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pointsHandlers.totalLoading, pointsHandlers.loading] } },
  play: async ({ canvas }) => {
    await ready(canvas);
    await expect(await canvas.findByRole("table", { name: "Earned points" })).toHaveAttribute("aria-busy", "true");
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [pointsHandlers.total, pointsHandlers.error] } },
  play: async ({ canvas }) => {
    await ready(canvas);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("We couldn't load your points.");
    await expect(alert).toHaveTextContent("The points ledger is being recounted.");
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  parameters: { msw: { handlers: [pointsHandlers.total, ...pointsHandlers.empty] } },
  play: async ({ canvas }) => {
    await ready(canvas, "포인트");
    await expect(await canvas.findByText("1,250P")).toBeVisible();
    await expect(await canvas.findByRole("heading", { level: 2, name: "포인트 내역이 없습니다" })).toBeVisible();
  },
};

/** Korean pages give the reasons in Korean: the server keeps them in both languages. */
export const KoreanHistory: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await ready(canvas, "포인트");
    await userEvent.click(await canvas.findByRole("tab", { name: "포인트 내역" }));
    const table = await canvas.findByRole("table", { name: "포인트 내역" });
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(5));
    await expect(table).toHaveTextContent("예약 R-2026-0412에 사용");
    await expect(table).not.toHaveTextContent("Paid part of booking");
  },
};

// Last on purpose: it ends with the session cleared. A story's cleanup runs only before the next story of its own
// file, so the last one must leave the tab as a guest for whichever story file runs next in it.
export const Unauthorized: Story = {
  parameters: { msw: { handlers: [pointsHandlers.totalUnauthorized, pointsHandlers.unauthorized] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        "heading",
        { name: "Page: /account/login?redirect=%2Faccount%2Fmy-points" },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(getToken("member")).toBeNull();
  },
};
