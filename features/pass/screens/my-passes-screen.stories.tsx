import { signedInStory } from "@blocks/feature-kit";
import { STORY_TOKEN } from "@blocks/shop-kit";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { settle, withRoute } from "../../../.storybook/story-router";
import { MY_PASSES } from "../mocks/fixtures";
import { mineHandlers } from "../mocks/handlers";
import { MyPassesScreen } from "./my-passes-screen";

const WAIT = { timeout: 5000 };

const meta = {
  title: "Features/Pass/MyPassesScreen",
  component: MyPassesScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: {
    paths: { card: (id: number) => `/seoulitepass/card/${id}`, purchase: "/seoulitepass/purchase/reservation" },
  },
  argTypes: { paths: { control: false } },
  parameters: {
    layout: "fullscreen",
    route: { path: "/seoulitepass/mypage" },
    msw: { handlers: [mineHandlers.list(MY_PASSES)] },
  },
  beforeEach: signedInStory("member", STORY_TOKEN),
} satisfies Meta<typeof MyPassesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every state a member meets, newest first: each pass's holder, code, type, state (and why it ended), how long it
 * lasts in Korea time, and the way to its card.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const rows = await canvas.findAllByRole("article", {}, WAIT);
    await expect(rows).toHaveLength(5);
    const states = rows.map((row) => row.querySelector("[data-slot=badge]")?.textContent);
    await expect(states).toEqual(["Active", "Not yet activated", "Active", "Expired", "Refunded"]);

    const active = within(rows[0] as HTMLElement);
    await expect(active.getByRole("heading", { name: "Alex Morgan" })).toBeVisible();
    await expect(active.getByText("SP-000901")).toBeVisible();
    await expect(active.getByText("2-day pass")).toBeVisible();
    await expect(active.getByText("Valid until May 16, 2026 at 11:59 PM KST")).toBeVisible();
    await expect(active.getByRole("link", { name: /Open the pass/ })).toHaveAttribute("href", "/seoulitepass/card/901");

    await expect(
      within(rows[1] as HTMLElement).getByText("Start using it by May 15, 2028 at 11:59 PM KST"),
    ).toBeVisible();
    await expect(within(rows[2] as HTMLElement).getByText("3 uses left")).toBeVisible();
    await expect(within(rows[3] as HTMLElement).getByText("Expired: Its validity has ended.")).toBeVisible();
    await expect(
      within(rows[4] as HTMLElement).getByText("Refunded on September 4, 2025 at 2:20 PM KST"),
    ).toBeVisible();
  },
};

/** No pass yet: the way to buy one. */
export const Empty: Story = {
  parameters: { msw: { handlers: [mineHandlers.empty] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 2, name: "No pass yet" }, WAIT)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Buy a pass" })).toHaveAttribute(
      "href",
      "/seoulitepass/purchase/reservation",
    );
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [mineHandlers.loading] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Loading…", {}, WAIT)).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [mineHandlers.error] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, WAIT);
    await expect(alert).toHaveTextContent("Your passes could not be loaded.");
    await expect(alert).toHaveTextContent("The pass desk is resting for a minute.");
  },
};

/** The session ended: nothing of the member's is shown and the site's guard takes over. */
export const SessionEnded: Story = {
  parameters: { msw: { handlers: [mineHandlers.unauthorized] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "Please sign in" }, WAIT)).toBeVisible();
    await expect(canvas.queryByRole("article")).not.toBeInTheDocument();
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await canvas.findAllByRole("article", {}, WAIT);
    await expect(canvas.getByRole("heading", { level: 1, name: "내 패스" })).toBeVisible();
    await expect(canvas.getAllByText("사용 중")[0]).toBeVisible();
    await expect(canvas.getByText("사용 전")).toBeVisible();
    await expect(canvas.getByText("2026년 5월 16일 23:59 (한국 시간)까지 사용 가능")).toBeVisible();
    await expect(canvas.getByText("남은 사용 횟수 3회")).toBeVisible();
    await expect(canvas.getByText("만료: 유효 기간이 끝났습니다.")).toBeVisible();
  },
};
